import type { EventBus } from "../../../core/events/bus.js";

/** Rendered pages stay until something they show is written; an hour at most, as a safety net. */
const SAFETY_EXPIRY_MS = 60 * 60 * 1000;
const MAX_ENTRIES = 2_000;

interface Entry {
  body: string;
  status: number;
  headers: [string, string][];
  reads: Set<string>;
  storedAt: number;
}

export function createPageCache(bus: EventBus) {
  const entries = new Map<string, Entry>();
  bus.subscribe((event) => {
    const type = `${event.module}/${event.entity}`;
    for (const [key, entry] of entries) if (entry.reads.has(type)) entries.delete(key);
  });
  return {
    get(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.storedAt > SAFETY_EXPIRY_MS) {
        entries.delete(key);
        return undefined;
      }
      // Re-insert so the Map's order is least-recently-used first.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, entry: Omit<Entry, "storedAt">) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { ...entry, storedAt: Date.now() });
    },
    /** Drops entries whose key starts with a path ('/' drops everything). */
    drop(path: string) {
      for (const key of entries.keys()) if (path === "/" || key === path || key.endsWith(path) || key.startsWith(`${path}/`)) entries.delete(key);
    },
    size: () => entries.size,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
