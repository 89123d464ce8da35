/**
 * Concurrent calls for one key share one run: the first starts the work, the others wait for its
 * result, and the key is free again once it settles (a later call runs anew). Used so that a cold
 * page asked for by many visitors at once is rendered once, not once per visitor.
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, work: () => Promise<T>): { result: Promise<T>; shared: boolean } {
      const existing = running.get(key);
      if (existing) return { result: existing, shared: true };
      const result = Promise.resolve()
        .then(work)
        .finally(() => running.delete(key));
      running.set(key, result);
      return { result, shared: false };
    },
    /** Keys being worked on now. */
    size: () => running.size,
  };
}
