import { useSyncExternalStore } from "react";
import { sessionStore, type SessionState } from "./session";

/**
 * The tab's session state (pending on the server and until the keeper has a token), without
 * TanStack Query: enough to tell a visitor who has not signed in ('Login') from a signed-in one.
 */
export function useSessionState(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.getServer);
}

/** Signed in (or up) as far as the access token tells: the signed-in controls are worth loading. */
export function isSignedIn(state: SessionState): boolean {
  return state.status === "ready" && state.anonymous === false;
}
