import type { EventBus } from "../events/bus.js";
import { encodeJson, type Encoding } from "./compression.js";

const MAX_BODY_BYTES = 256 * 1024;
/** READ_CACHE_MB's default: lists of 20 records with their text weigh 20–60 KB each in memory. */
export const DEFAULT_READ_CACHE_BYTES = 32 * 1024 * 1024;

/** READ_CACHE_MB (README): the most the public read cache holds, in MiB; 0 turns it off. */
export function readCacheBytes(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.READ_CACHE_MB;
  if (raw === undefined || raw === "") return DEFAULT_READ_CACHE_BYTES;
  const mib = Number(raw);
  if (!Number.isFinite(mib) || mib < 0) throw new Error(`READ_CACHE_MB must be a number of MiB (0 or more), not '${raw}'`);
  return Math.floor(mib * 1024 * 1024);
}

/** A string's weight in memory: V8 keeps text with any non-Latin-1 character (Cyrillic) at two bytes a character. */
const weightOf = (key: string, body: string) => (key.length + body.length) * 2;

/**
 * Answers of public reads (lists, counts, records of publicly readable entities), kept as JSON
 * text per url until anything of that entity is written. Everyone gets the same answer for a
 * public read, so one copy serves all callers; the bus (with its Redis transport when several
 * processes run) drops the copies. Bounded by bytes: the least recently used go first.
 */
export function createReadCache(bus: EventBus, options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_READ_CACHE_BYTES;
  const entries = new Map<string, { entities: string[]; body: string; bytes: number; encoded: Partial<Record<Encoding, Buffer>> }>();
  let totalBytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };
  /** Drops the least recently used entries until the cache is within its bound (with `room` more). */
  const fit = (room = 0) => {
    for (const oldest of entries.keys()) {
      if (totalBytes + room <= maxBytes) break;
      remove(oldest);
    }
  };
  /** Writes seen per entity: an answer computed while a write landed is not kept (it may predate it). */
  const versions = new Map<string, number>();
  const listOf = (entities: string | readonly string[]) => (typeof entities === "string" ? [entities] : [...entities]);
  const versionOf = (entities: string | readonly string[]) => listOf(entities).reduce((sum, entity) => sum + (versions.get(entity) ?? 0), 0);
  bus.subscribe((event) => {
    const entity = `${event.module}/${event.entity}`;
    versions.set(entity, (versions.get(entity) ?? 0) + 1);
    for (const [key, entry] of entries) if (entry.entities.includes(entity)) remove(key);
  });
  return {
    /**
     * Take it before computing an answer; pass it to `set`. An answer may depend on several
     * entities (a relation's public rows on whether its ends are published): a write to any drops it.
     */
    version: versionOf,
    get(key: string): string | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    set(key: string, entities: string | readonly string[], body: string, version?: number) {
      if (body.length > MAX_BODY_BYTES) return;
      if (version !== undefined && version !== versionOf(entities)) return;
      const bytes = weightOf(key, body);
      if (bytes > maxBytes) return;
      remove(key);
      fit(bytes);
      entries.set(key, { entities: listOf(entities), body, bytes, encoded: {} });
      totalBytes += bytes;
    },
    /**
     * A kept answer compressed in `encoding`: made once, then kept beside its text (and counted
     * in its weight), so a popular list is compressed once, not per request. Undefined when the
     * answer is not kept.
     */
    async encoded(key: string, encoding: Encoding): Promise<Buffer | undefined> {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const made = entry.encoded[encoding];
      if (made) return made;
      const body = await encodeJson(Buffer.from(entry.body), encoding);
      // Dropped or replaced while compressing: this request still gets its answer.
      if (entries.get(key) === entry && !entry.encoded[encoding]) {
        entry.encoded[encoding] = body;
        entry.bytes += body.byteLength;
        totalBytes += body.byteLength;
        fit();
      }
      return body;
    },
    clear: () => {
      entries.clear();
      totalBytes = 0;
    },
    size: () => entries.size,
    /** The bytes held now, at most the bound. */
    bytes: () => totalBytes,
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
