/** Runs at most `max` tasks at once; the others wait in order (SPEC.md §9: 5 concurrent queries). */
export interface Limiter {
  run<T>(task: () => Promise<T> | T): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a free slot. */
  readonly pending: number;
  readonly max: number;
}

export function createLimiter(max = 5): Limiter {
  if (!Number.isInteger(max) || max < 1) throw new Error(`Limiter: max must be a positive integer, got ${max}`);
  let active = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    while (active < max && queue.length) {
      active++;
      queue.shift()!();
    }
  };
  return {
    max,
    get active() {
      return active;
    },
    get pending() {
      return queue.length;
    },
    run<T>(task: () => Promise<T> | T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push(() => {
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              active--;
              next();
            });
        });
        next();
      });
    },
  };
}
