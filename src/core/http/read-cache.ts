import type { EventBus } from "../events/bus.js";

const MAX_ENTRIES = 5_000;
const MAX_BODY_BYTES = 256 * 1024;

/**
 * Answers of public reads (lists, counts, records of publicly readable entities), kept as JSON
 * text per url until anything of that entity is written. Everyone gets the same answer for a
 * public read, so one copy serves all callers; the bus (with its Redis transport when several
 * processes run) drops the copies.
 */
export function createReadCache(bus: EventBus) {
  const entries = new Map<string, { entity: string; body: string }>();
  /** Writes seen per entity: an answer computed while a write landed is not kept (it may predate it). */
  const versions = new Map<string, number>();
  bus.subscribe((event) => {
    const entity = `${event.module}/${event.entity}`;
    versions.set(entity, (versions.get(entity) ?? 0) + 1);
    for (const [key, entry] of entries) if (entry.entity === entity) entries.delete(key);
  });
  return {
    /** Take it before computing an answer; pass it to `set`. */
    version: (entity: string): number => versions.get(entity) ?? 0,
    get(key: string): string | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    set(key: string, entity: string, body: string, version?: number) {
      if (body.length > MAX_BODY_BYTES) return;
      if (version !== undefined && version !== (versions.get(entity) ?? 0)) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { entity, body });
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
