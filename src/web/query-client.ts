import { QueryClient } from "@tanstack/react-query";

/** Stale after a minute; no refetch on focus or reconnect (SPEC section 7). */
export function createAppQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false } },
  });
}
