/**
 * The admin's side of the browser session, through the accounts module's session keeper (it
 * rotates refresh tokens under one lock for every tab; the admin must never refresh on its own):
 * calls go through its client, which renews the access token before it expires.
 */
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { errorMessage } from "../../modules/rbac/client/call";
import { signInWithPassword } from "../../modules/rbac/client/actions";
import { logout, sessionApi, sessionStore } from "../../modules/rbac/client/session";

export { errorMessage, sessionApi };

/** Email and password sign-in (errors are toasted by the accounts client and rethrown). */
export const signIn = (login: string, password: string) => signInWithPassword({ login, password });

/** Ends the session and reloads this screen (which then asks to sign in). */
export const signOut = () => logout(window.location.pathname);

/**
 * Asks the loader again when the browser's session is another subject than the page was rendered
 * for (an expired token renewed, a sign-in, a sign-in or sign-out in another tab); once per session.
 */
export function useFollowSession(renderedSubjectId: string | undefined) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const asked = useRef<string | undefined>(undefined);
  useEffect(() => {
    const check = () => {
      const { status, subjectId, sessionId } = sessionStore.get();
      if (status !== "ready" || subjectId === renderedSubjectId) return;
      const key = `${subjectId}:${sessionId}`;
      if (asked.current === key) return;
      asked.current = key;
      void revalidate.current();
    };
    check();
    return sessionStore.subscribe(check);
  }, [renderedSubjectId]);
}
