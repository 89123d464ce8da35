import type { EventBus } from "../../../core/events/bus.js";
import { draftPreview } from "../../../core/entity/drafts.js";

/**
 * A part is read again after this long even without a write: widget data may depend on the
 * clock (the schedule's window, 'today'), as the page cache's own safety expiry allows for.
 */
const MAX_AGE_MS = 5 * 60 * 1000;
/** Parts are few (a page's own graph, each module's widgets on a page): a count bounds them. */
const MAX_PARTS = 2_000;

type Params = Record<string, string>;
/** What a part read of the params: a name it asked for without a value counts too (undefined). */
type ReadParams = Record<string, string | undefined>;

interface Part {
  value: unknown;
  reads: Set<string>;
  storedAt: number;
  /** The url parameters the part read, with the values it was made with ('all' when it listed them). */
  params: ReadParams | "all";
}

/** The params as given, recording which of them the work reads. */
function watched(params: Params) {
  const read: ReadParams = {};
  let all = false;
  // A name asked for and missing is read too: a widget on the home page that looks for an
  // article's slug shows something else on an article's page.
  const note = (target: Params, key: string | symbol) => {
    if (typeof key === "string") read[key] = own(target, key);
  };
  const proxy = new Proxy(params, {
    get(target, key, receiver) {
      note(target, key);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      note(target, key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      all = true;
      return Reflect.ownKeys(target);
    },
  });
  return { proxy, used: (): ReadParams | "all" => (all ? "all" : read) };
}

const own = (params: Params, key: string) => (Object.hasOwn(params, key) ? params[key] : undefined);
const sameParams = (used: ReadParams | "all", params: Params) =>
  used === "all" ? false : Object.entries(used).every(([key, value]) => own(params, key) === value);

/**
 * The parts of a page tree that many urls share, read once: a template page's own graph (the
 * same for each of 10,000 articles) and the widget data of a module whose widgets did not read
 * the url's parameters (a site's header and footer). A part is dropped on a write to anything it
 * read (the bus brings other processes' writes too), after MAX_AGE_MS, and is never used or kept
 * under a draft preview (a preview reads drafts no one else may see). A part made while a write
 * to what it read landed is not kept: it may hold the old row.
 */
export function createSharedParts(bus: EventBus, options: { maxParts?: number; maxAgeMs?: number } = {}) {
  const maxParts = options.maxParts ?? MAX_PARTS;
  const maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
  const parts = new Map<string, Part>();
  let clock = 0;
  const lastWrite = new Map<string, number>();
  bus.subscribe((event) => {
    const type = `${event.module}/${event.entity}`;
    lastWrite.set(type, ++clock);
    for (const [key, part] of parts) if (part.reads.has(type)) parts.delete(key);
  });
  // Writes in other processes may have been missed (see the bus transport): any part may be old,
  // the ones being made too.
  let lastGap = 0;
  bus.onEventsLost(() => {
    lastGap = ++clock;
    parts.clear();
  });

  return {
    /**
     * The part under `key` for these params: the kept one when what it read of them is the
     * same, else made by `make` (given the params, watched, and a set to record its reads in).
     * Its reads are added to `reads` either way, so a page built from it is dropped as it is.
     */
    async get<T>(key: string, params: Params, reads: Set<string>, make: (params: Params, reads: Set<string>) => Promise<T>): Promise<T> {
      if (maxParts === 0 || draftPreview()) return make(params, reads);
      const kept = parts.get(key);
      if (kept && Date.now() - kept.storedAt < maxAgeMs && sameParams(kept.params, params)) {
        parts.delete(key);
        parts.set(key, kept);
        kept.reads.forEach((type) => reads.add(type));
        return kept.value as T;
      }
      const started = clock;
      const own = new Set<string>();
      const { proxy, used } = watched(params);
      const value = await make(proxy, own);
      own.forEach((type) => reads.add(type));
      const written = lastGap > started || [...own].some((type) => (lastWrite.get(type) ?? 0) > started);
      if (!written && own.size > 0) {
        parts.delete(key);
        if (parts.size >= maxParts) parts.delete(parts.keys().next().value!);
        parts.set(key, { value, reads: own, storedAt: Date.now(), params: used() });
      }
      return value;
    },
    size: () => parts.size,
    /** Forgets every part (tests measuring what a page costs when nothing is kept). */
    clear: () => parts.clear(),
  };
}

export type SharedParts = ReturnType<typeof createSharedParts>;
