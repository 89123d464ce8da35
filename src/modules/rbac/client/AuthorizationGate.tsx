import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Skeleton } from "../../../core/ui/skeleton";
import { isAuthorized } from "./actions";
import { sessionKeys, useSessionState } from "./use-session";

export interface AuthorizationView {
  status: "loading" | "ready";
  authorized: boolean;
}

/** Whether the current subject may call `method route` (GET /authentication/is-authorized). */
export function useIsAuthorized(route: string, method = "GET"): AuthorizationView {
  const session = useSessionState();
  const query = useQuery({
    queryKey: [...sessionKeys.all, "is-authorized", session.subjectId ?? "", session.sessionId ?? "", method, route],
    enabled: session.status === "ready",
    staleTime: 60_000,
    queryFn: ({ signal }) => isAuthorized(route, method, signal),
  });
  if (query.isSuccess) return { status: "ready", authorized: query.data === true };
  if (query.isError) return { status: "ready", authorized: false };
  return { status: "loading", authorized: false };
}

/**
 * The authorization gate: a skeleton while it asks, then the content if the subject may call
 * `method route`, otherwise the fallback (nothing by default).
 */
export function AuthorizationGate({
  route,
  method = "GET",
  fallback = null,
  skeleton,
  children,
}: {
  route: string;
  method?: string;
  fallback?: ReactNode;
  skeleton?: ReactNode;
  children: ReactNode;
}) {
  const { status, authorized } = useIsAuthorized(route, method);
  if (status === "loading") return <>{skeleton ?? <Skeleton className="h-24 w-full" />}</>;
  return <>{authorized ? children : fallback}</>;
}
