import { useCallback, useEffect, useState } from "react";

type Overlays = typeof import("./overlays");

let loading: Promise<Overlays> | undefined;

/** Starts loading the Radix overlays once; every caller shares the same promise. */
export function loadOverlays(): Promise<Overlays> {
  loading ??= import("./overlays");
  return loading;
}

/**
 * The overlays module once loaded (null before). `load` starts it on intent (hover, focus, tap);
 * `prefetchOnIdle` (asked once, in the browser) also fetches it when the browser has nothing else to
 * do after the page loaded.
 */
export function useOverlays(prefetchOnIdle?: () => boolean): [Overlays | null, () => void] {
  const [overlays, setOverlays] = useState<Overlays | null>(null);
  const load = useCallback(() => {
    loadOverlays().then(setOverlays, () => {
      loading = undefined;
    });
  }, []);
  useEffect(() => {
    if (!prefetchOnIdle?.()) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    let handle: number | undefined;
    const schedule = () => {
      handle = idle(load, { timeout: 4000 } as IdleRequestOptions);
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return () => {
      window.removeEventListener("load", schedule);
      if (handle !== undefined) cancel(handle);
    };
    // Asked once per mount: the predicate is not a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);
  return [overlays, load];
}
