import { useQuery, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../../core/client/api";
import { call } from "./call";
import { AUTHENTICATION, sessionApi, sessionRejected } from "./session";
import { useSessionState } from "./session-state";
import type { Identity, Me, Role } from "./types";

export { useSessionState } from "./session-state";

export const sessionKeys = {
  all: ["rbac", "session"] as const,
  me: (subjectId?: string, sessionId?: string) => ["rbac", "session", "me", subjectId ?? "", sessionId ?? ""] as const,
};

export interface SessionView {
  /** 'loading' until the session and its subject are known. */
  status: "loading" | "ready" | "error";
  subjectId?: string;
  subject?: Me;
  identities: Identity[];
  roles: Role[];
  isAdmin: boolean;
  /** No identity: a visitor who has not signed up or in. */
  isAnonymous: boolean;
  /** The first identity's email (or wallet address), for menus. */
  label?: string;
  refetch: () => void;
}

const NONE: Identity[] = [];
const NO_ROLES: Role[] = [];

/** The signed-in (or anonymous) subject with its identities and roles: GET /authentication/me. */
export function useSession(): SessionView {
  const session = useSessionState();
  const ready = session.status === "ready";
  const query = useQuery<Me>({
    // Keyed by session: signing in, up or out changes the key, a refresh does not.
    queryKey: sessionKeys.me(session.subjectId, session.sessionId),
    enabled: ready,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      try {
        return await sessionApi.request<Me>("GET", `${AUTHENTICATION}/me`, { signal, retry: "get" });
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          void sessionRejected();
          throw error;
        }
        return call(Promise.reject(error));
      }
    },
  });
  const subject = query.data;
  const identities = subject?.identities ?? NONE;
  const roles = subject?.roles ?? NO_ROLES;
  const first = identities.find((i) => i.email) ?? identities[0];
  return {
    status: subject ? "ready" : query.isError || session.status === "error" ? "error" : "loading",
    subjectId: session.subjectId,
    subject,
    identities,
    roles,
    isAdmin: roles.some((r) => r.slug === "admin"),
    isAnonymous: identities.length === 0,
    label: first ? (first.email ?? first.account ?? undefined) : undefined,
    refetch: () => void query.refetch(),
  };
}

/** Drops every cached session answer (after identity changes). */
export function useInvalidateSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}
