import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ComponentType } from "react";

/** Stale after a minute; no refetch on focus or reconnect (SPEC section 7). */
export function createAppQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false } },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The site's query cache: one per tab, shared by every widget that reads through TanStack Query
 * (signing in in one widget refreshes the others); one per render on the server, where nothing is
 * fetched and nothing may leak between visitors.
 */
function useSiteQueryClient(): QueryClient {
  const [client] = useState(() => (typeof window === "undefined" ? createAppQueryClient() : (browserClient ??= createAppQueryClient())));
  return client;
}

/**
 * A view that reads through TanStack Query, in the site's cache. Only such views carry TanStack:
 * it is loaded with them (see queryView), not with every page, so an anonymous visitor reading
 * the site never downloads it.
 */
export function withQueryClient<P extends object>(View: ComponentType<P>): ComponentType<P> {
  return function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={useSiteQueryClient()}>
        <View {...props} />
      </QueryClientProvider>
    );
  };
}
