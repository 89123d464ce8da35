import type { EventBus } from "../../../core/events/bus.js";
import { bodyBytes, ownedBody, type StoredBody } from "../../../core/http/compression.js";
import { createReaderCache } from "../../../core/http/reader-cache.js";

/** Rendered pages stay until something they show is written; an hour at most, as a safety net. */
const SAFETY_EXPIRY_MS = 60 * 60 * 1000;
/**
 * PAGE_CACHE_MB's default: about 1,500 article pages asked for more than once (brotli and gzip,
 * ~16 KB) or 3,000 asked for once (~8 KB, as first sent).
 */
export const DEFAULT_PAGE_CACHE_BYTES = 24 * 1024 * 1024;

export interface CachedPage {
  /**
   * The page's bytes as the cache keeps them: compressed, in the encoding its first visitor took
   * (as rendered only when that visitor took none), then in both encodings at a high quality once
   * it is asked for again (`upgrade`, off the request path). A 30 KB article page is kept in ~8 KB
   * rather than beside its text, so the same memory holds four times the pages; the rare visitor
   * taking no compression gets it decompressed.
   */
  body: StoredBody;
  status: number;
  headers: [string, string][];
  reads: Set<string>;
  storedAt: number;
  /** What the entry counts against the cache's bound: its bodies and headers. */
  bytes: number;
}

type Env = Readonly<Record<string, string | undefined>>;

/** PAGE_CACHE_MB (README): the most the page cache holds, in MiB of page bytes; 0 turns it off. */
export function pageCacheBytes(env: Env): number {
  const raw = env.PAGE_CACHE_MB;
  if (raw === undefined || raw === "") return DEFAULT_PAGE_CACHE_BYTES;
  const mib = Number(raw);
  if (!Number.isFinite(mib) || mib < 0) throw new Error(`PAGE_CACHE_MB must be a number of MiB (0 or more), not '${raw}'`);
  return Math.floor(mib * 1024 * 1024);
}

function sizeOf(body: StoredBody, headers: [string, string][]): number {
  return bodyBytes(body) + headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
}

/** Drops remembered one by one (to tell a render whether its own path was dropped meanwhile). */
const DROPS_KEPT = 64;

/**
 * Whether dropping `path` drops the page under `key`: the page at the path and the pages under
 * it, in every language when the path has no language prefix ('/blog' drops '/ru/blog' and
 * '/en/blog/articles/easter', not '/ru/news/blog'); '/' drops everything.
 */
function dropsKey(path: string, key: string, languages: readonly string[]): boolean {
  if (path === "/") return true;
  // Keys carry the origin the page was rendered for (scheme://host/path): match on the path.
  const keyPath = key.replace(/^https?:\/\/[^/]+/, "");
  const covers = (candidate: string) => candidate === path || candidate.startsWith(`${path}/`);
  if (covers(keyPath)) return true;
  const prefix = keyPath.split("/", 2)[1] ?? "";
  return languages.includes(prefix) && covers(keyPath.slice(prefix.length + 1) || "/");
}

/**
 * Pages by url, least recently used first, bounded by bytes rather than a count: a site of
 * small pages keeps many, a site of large ones keeps as many as fit.
 */
export function createPageCache(bus: EventBus, options: { maxBytes?: number; languages?: readonly string[] } = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_PAGE_CACHE_BYTES;
  // The site's language prefixes, which a dropped path without one stands for (`dropsKey`).
  const languages = options.languages ?? [];
  const entries = createReaderCache<CachedPage>(maxBytes);
  // When each entity type was last written (and which paths were last dropped), counted in
  // events: a page rendered while something it read was written, or while its path was dropped,
  // is not stored, as it may show the old row. A drop of another path does not hold it back.
  let clock = 0;
  const lastWrite = new Map<string, number>();
  const drops: { path: string; at: number }[] = [];
  /** The newest drop no longer kept in `drops`: a page rendered before it is not stored. */
  let forgottenDrop = 0;

  /** Drops the pages at a path and under it (`dropsKey`; '/' drops everything). */
  const drop = (path: string) => {
    drops.push({ path, at: ++clock });
    if (drops.length > DROPS_KEPT) forgottenDrop = drops.shift()!.at;
    for (const key of [...entries.keys()]) if (dropsKey(path, key, languages)) entries.remove(key);
  };

  bus.subscribe((event) => {
    const type = `${event.module}/${event.entity}`;
    lastWrite.set(type, ++clock);
    entries.dropReaders(type);
  });
  // Writes in other processes may have been missed (see the bus transport): any page may be old,
  // the ones being rendered too.
  bus.onEventsLost(() => drop("/"));
  return {
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (Date.now() - entry.storedAt > SAFETY_EXPIRY_MS) {
        entries.remove(key);
        return undefined;
      }
      return entry;
    },
    /** A mark to pass to `set`: taken before rendering. */
    mark: () => clock,
    /**
     * Stores a page unless something it read was written (or its path dropped) since `mark`, making
     * room by dropping the least recently used. Returns the stored entry, for `upgrade`.
     */
    set(key: string, page: Omit<CachedPage, "storedAt" | "bytes">, mark: number): CachedPage | undefined {
      if (forgottenDrop > mark || drops.some((drop) => drop.at > mark && dropsKey(drop.path, key, languages))) return undefined;
      if ([...page.reads].some((type) => (lastWrite.get(type) ?? 0) > mark)) return undefined;
      const bytes = sizeOf(page.body, page.headers);
      if (bytes > maxBytes) return undefined;
      const entry: CachedPage = { ...page, body: ownedBody(page.body), storedAt: Date.now(), bytes };
      return entries.set(key, entry) ? entry : undefined;
    },
    /**
     * Gives a stored entry better compressed bodies, if it is still the one stored under `key`
     * (a write may have dropped it, or a newer render replaced it, while they were made).
     */
    upgrade(key: string, entry: CachedPage, body: StoredBody) {
      if (entries.get(key) !== entry) return;
      const bytes = sizeOf(body, entry.headers);
      const delta = bytes - entry.bytes;
      entry.body = ownedBody(body);
      entry.bytes = bytes;
      // Room is made among the others: the page just upgraded is the one most in demand.
      entries.reweighed(key, delta);
    },
    drop,
    size: entries.size,
    /** The bytes held now, at most `maxBytes`. */
    bytes: entries.bytes,
    maxBytes,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
