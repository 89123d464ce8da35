/** What a kept entry must say: what it weighs, and the entity types it was made from. */
export interface ReaderEntry {
  bytes: number;
  reads: Iterable<string>;
}

/**
 * Entries by key, least recently used first, bounded by the bytes they weigh, each naming the
 * entity types it was made from, so that a write drops exactly the entries that read what it
 * wrote. Those are found through an index by type, not by looking at every entry: a full page
 * cache holds thousands of pages, and scanning them on each of a cart's writes took ~40% of the
 * event loop. The page cache and the public read cache both keep their entries here.
 */
export function createReaderCache<Entry extends ReaderEntry>(maxBytes: number) {
  const entries = new Map<string, Entry>();
  /** Entity type → the keys of the entries that read it. */
  const readers = new Map<string, Set<string>>();
  let totalBytes = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
    for (const type of entry.reads) {
      const keys = readers.get(type);
      keys?.delete(key);
      if (keys?.size === 0) readers.delete(type);
    }
  }

  /** Drops the least recently used entries (never `keep`) until `room` more bytes fit. */
  function fit(room = 0, keep?: string): void {
    for (const key of entries.keys()) {
      if (totalBytes + room <= maxBytes) return;
      if (key !== keep) remove(key);
    }
  }

  /** The entry under `key`, now the most recently used. */
  function get(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  return {
    get,
    /** Keeps an entry (replacing the key's), making room by dropping the least recently used; false when it could never fit. */
    set(key: string, entry: Entry): boolean {
      if (entry.bytes > maxBytes) return false;
      remove(key);
      fit(entry.bytes);
      entries.set(key, entry);
      totalBytes += entry.bytes;
      for (const type of entry.reads) {
        const keys = readers.get(type) ?? readers.set(type, new Set()).get(type)!;
        keys.add(key);
      }
      return true;
    },
    /**
     * Counts a change of a kept entry's weight (its bytes, set by the caller, grew or shrank by
     * `delta`), making room among the others: the entry becomes the most recently used.
     */
    reweighed(key: string, delta: number): void {
      if (!get(key)) return;
      totalBytes += delta;
      fit(0, key);
    },
    remove,
    /** Drops every entry that read `type`. */
    dropReaders(type: string): void {
      const keys = readers.get(type);
      if (!keys) return;
      for (const key of [...keys]) remove(key);
    },
    keys: () => entries.keys(),
    clear(): void {
      entries.clear();
      readers.clear();
      totalBytes = 0;
    },
    size: () => entries.size,
    /** The bytes held now, at most `maxBytes`. */
    bytes: () => totalBytes,
  };
}
