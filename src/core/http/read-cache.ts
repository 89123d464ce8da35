import type { EventBus } from "../events/bus.js";
import { bodyBytes, owned, ownedBody, type StoredBody } from "./compression.js";
import { createReaderCache } from "./reader-cache.js";

const MAX_TEXT_BYTES = 256 * 1024;
/**
 * READ_CACHE_MB's default: an answer is kept compressed (a list of 20 articles: ~2 KB in brotli
 * for its ~20 KB of text), so this holds thousands of lists.
 */
export const DEFAULT_READ_CACHE_BYTES = 8 * 1024 * 1024;

/** READ_CACHE_MB (README): the most the public read cache holds, in MiB; 0 turns it off. */
export function readCacheBytes(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.READ_CACHE_MB;
  if (raw === undefined || raw === "") return DEFAULT_READ_CACHE_BYTES;
  const mib = Number(raw);
  if (!Number.isFinite(mib) || mib < 0) throw new Error(`READ_CACHE_MB must be a number of MiB (0 or more), not '${raw}'`);
  return Math.floor(mib * 1024 * 1024);
}

/** An answer's weight in memory: its key (a string, two bytes a character at most) and its forms' bytes. */
const weightOf = (key: string, body: StoredBody) => key.length * 2 + bodyBytes(body);

/**
 * Answers of public reads (lists, counts, records of publicly readable entities), kept per url
 * as they were sent (compressed, or as text when short or taken so) until anything of that
 * entity is written; another encoding is made from that when asked for, and kept beside it.
 * Everyone gets the same answer for a public read, so one copy serves all callers; the bus (with its Redis transport when several
 * processes run) drops the copies. Bounded by bytes: the least recently used go first.
 */
export function createReadCache(bus: EventBus, options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_READ_CACHE_BYTES;
  const entries = createReaderCache<{ reads: string[]; body: StoredBody; bytes: number }>(maxBytes);
  /** Writes seen per entity: an answer computed while a write landed is not kept (it may predate it). */
  const versions = new Map<string, number>();
  const listOf = (entities: string | readonly string[]) => (typeof entities === "string" ? [entities] : [...entities]);
  /** Times writes of any entity may have been missed: counted in every version. */
  let gaps = 0;
  const versionOf = (entities: string | readonly string[]) => listOf(entities).reduce((sum, entity) => sum + (versions.get(entity) ?? 0), gaps);
  const clear = () => entries.clear();
  bus.subscribe((event) => {
    const entity = `${event.module}/${event.entity}`;
    versions.set(entity, (versions.get(entity) ?? 0) + 1);
    entries.dropReaders(entity);
  });
  // Writes in other processes may have been missed (see the bus transport): any answer may be old,
  // the ones being computed too.
  bus.onEventsLost(() => {
    gaps++;
    clear();
  });
  return {
    /**
     * Take it before computing an answer; pass it to `set`. An answer may depend on several
     * entities (a relation's public rows on whether its ends are published): a write to any drops it.
     */
    version: versionOf,
    get(key: string): StoredBody | undefined {
      return entries.get(key)?.body;
    },
    /** Keeps an answer in the form it was sent (`publicJson`), unless a write to what it read landed since `version`. */
    set(key: string, entities: string | readonly string[], body: StoredBody, version?: number) {
      if ((body.identity?.byteLength ?? 0) > MAX_TEXT_BYTES) return;
      if (version !== undefined && version !== versionOf(entities)) return;
      const bytes = weightOf(key, body);
      if (bytes > maxBytes) return;
      entries.set(key, { reads: listOf(entities), body: ownedBody(body), bytes });
    },
    /**
     * Keeps another encoding made for a kept answer (`kept`, as `get` gave it) beside it, if it is
     * still the one kept: a popular list is compressed once per encoding, not per request. Its
     * text is never added: the rare client taking none gets it decompressed.
     */
    add(key: string, kept: StoredBody, form: StoredBody) {
      const entry = entries.get(key);
      if (!entry || entry.body !== kept) return;
      let added = 0;
      for (const encoding of ["br", "gzip"] as const) {
        const made = form[encoding];
        if (!made || entry.body[encoding]) continue;
        entry.body[encoding] = owned(made);
        added += made.byteLength;
      }
      entry.bytes += added;
      entries.reweighed(key, added);
    },
    clear,
    size: entries.size,
    /** The bytes held now, at most the bound. */
    bytes: entries.bytes,
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
