import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => undefined;

/**
 * False on the server and while hydrating, true once the browser runs the component. Forms keep
 * their controls disabled until then: a press before the code is there would be lost (or, for a
 * submit button, post the form the browser's way).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
