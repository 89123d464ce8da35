import { useCallback, useState } from "react";

type Overlays = typeof import("./overlays");

let loading: Promise<Overlays> | undefined;

/** Starts loading the Radix overlays once; every caller shares the same promise. */
export function loadOverlays(): Promise<Overlays> {
  loading ??= import("./overlays");
  return loading;
}

/**
 * The overlays module once loaded (null before). `load` starts it on intent (hover, focus, touch,
 * click): no page fetches it up front, as most visits never open a menu.
 */
export function useOverlays(): [Overlays | null, () => void] {
  const [overlays, setOverlays] = useState<Overlays | null>(null);
  const load = useCallback(() => {
    loadOverlays().then(setOverlays, () => {
      loading = undefined;
    });
  }, []);
  return [overlays, load];
}
