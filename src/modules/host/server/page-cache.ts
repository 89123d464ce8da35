import type { EventBus } from "../../../core/events/bus.js";

/** Rendered pages stay until something they show is written; an hour at most, as a safety net. */
const SAFETY_EXPIRY_MS = 60 * 60 * 1000;
const MAX_ENTRIES = 2_000;

/** A rendered page's bytes in every encoding a browser may ask for, compressed once. */
export interface EncodedPage {
  identity: Uint8Array;
  gzip: Uint8Array;
  br: Uint8Array;
}

export interface CachedPage {
  body: EncodedPage;
  status: number;
  headers: [string, string][];
  reads: Set<string>;
  storedAt: number;
}

export function createPageCache(bus: EventBus) {
  const entries = new Map<string, CachedPage>();
  // When each entity type was last written (and pages last dropped), counted in events: a page
  // rendered while something it read was written is not stored, as it may show the old row.
  let clock = 0;
  let lastDrop = 0;
  const lastWrite = new Map<string, number>();
  bus.subscribe((event) => {
    const type = `${event.module}/${event.entity}`;
    lastWrite.set(type, ++clock);
    for (const [key, entry] of entries) if (entry.reads.has(type)) entries.delete(key);
  });
  return {
    get(key: string): CachedPage | undefined {
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
    /** A mark to pass to `set`: taken before rendering. */
    mark: () => clock,
    /** Stores a page unless something it read was written (or pages dropped) since `mark`. */
    set(key: string, entry: Omit<CachedPage, "storedAt">, mark: number) {
      if (lastDrop > mark || [...entry.reads].some((type) => (lastWrite.get(type) ?? 0) > mark)) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { ...entry, storedAt: Date.now() });
    },
    /** Drops entries whose key starts with a path ('/' drops everything). */
    drop(path: string) {
      lastDrop = ++clock;
      for (const key of entries.keys()) {
        // Keys carry the origin the page was rendered for (scheme://host/path): match on the path.
        const keyPath = key.replace(/^https?:\/\/[^/]+/, "");
        if (path === "/" || keyPath === path || keyPath.endsWith(path) || keyPath.startsWith(`${path}/`)) entries.delete(key);
      }
    },
    size: () => entries.size,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
