import { useCallback, useState } from "react";

/**
 * A module fetched on a visitor's intent (hover, focus, touch, click) rather than with the page:
 * menus, pickers and dialogs most visits never open. `use()` gives the module once loaded (null
 * before) and the `load` to call from those events; every caller shares one fetch, and a failed
 * one is tried again on the next intent.
 */
export function onIntent<M>(importModule: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  const load = (): Promise<M> => {
    loading ??= importModule().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  function use(): [M | null, () => void] {
    const [loaded, setLoaded] = useState<M | null>(null);
    const start = useCallback(() => {
      load().then(setLoaded, () => undefined);
    }, []);
    return [loaded, start];
  }
  return { load, use };
}
