import { AsyncLocalStorage } from "node:async_hooks";

/**
 * One AsyncLocalStorage for every value that follows the work it was set for: the request's id
 * (log.ts), who is writing (history/actor.ts), the open transaction's after-commit actions, a
 * draft preview, a test's query count. Each is a slot of the one store. Node copies the store of
 * every AsyncLocalStorage ever entered onto each promise made afterwards: with five of them an
 * await cost ~325 ns against ~135 with one (Node 20), on the ~1,000 promises of a page render.
 *
 * The site's render is bundled apart from the server (Vite's build in dist/web) and carries its
 * own copy of this module: the storage and the slots' keys are global (Symbol.for), so both
 * copies read one context, and a line the render logs carries its request's id.
 */
type Store = Readonly<Record<symbol, unknown>>;

const STORAGE = Symbol.for("sobor.async-context");
const holder = globalThis as typeof globalThis & { [STORAGE]?: AsyncLocalStorage<Store> };
const storage = (holder[STORAGE] ??= new AsyncLocalStorage<Store>());

export interface ContextSlot<T> {
  /** Runs `work` with the slot holding `value`, and the other slots as they were. */
  run<R>(value: T, work: () => R): R;
  /** The value of the innermost `run` around the caller, if any. */
  get(): T | undefined;
}

export function contextSlot<T>(name: string): ContextSlot<T> {
  const key = Symbol.for(`sobor.async-context.${name}`);
  return {
    run: (value, work) => storage.run({ ...storage.getStore(), [key]: value }, work),
    get: () => storage.getStore()?.[key] as T | undefined,
  };
}
