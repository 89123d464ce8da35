/**
 * TanStack Query on top of the typed client: one QueryClient per browser app (and one per
 * server render), query keys per entity, and hooks.
 *
 *   const queryClient = createQueryClient({ api: createApiClient() });
 *   <QueryClientProvider client={queryClient}>...</QueryClientProvider>
 *
 *   const { data: articles } = useEntityList<Article>("blog", "articles", { limit: 20 });
 *   const { create, update, remove } = useEntityMutation<Article>("blog", "articles");
 *   create.mutate({ data: { title: { ru: "Пасха" } } });
 *
 * Every entity query goes through the client's limiter (at most 5 in flight by default). The
 * QueryClient also has a default query function, so `prefetchQuery({ queryKey: entityKeys.find(...) })`
 * works on the server without repeating how to fetch.
 */
import {
  QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClientConfig,
  type QueryFunction,
  type QueryKey,
  type UseQueryOptions,
} from "@tanstack/react-query";
import {
  type AnyRow,
  type ApiError,
  type CountParams,
  type EstimatedCount,
  type EstimatedCountParams,
  type Files,
  type FindParams,
  type Input,
} from "./api.js";
import { createApiClient, type ApiClient } from "./entities.js";
import { createLimiter, type Limiter } from "./limiter.js";

export const DEFAULT_STALE_TIME = 60_000;
export const DEFAULT_MAX_CONCURRENT_QUERIES = 5;

/** Query keys: `[module, entity]` prefixes everything about one entity (what writes invalidate). */
export const entityKeys = {
  all: (module: string, entity: string) => [module, entity] as const,
  find: (module: string, entity: string, params: FindParams = {}) => [module, entity, "find", params] as const,
  count: (module: string, entity: string, params: CountParams = {}) => [module, entity, "count", params] as const,
  countEstimated: (module: string, entity: string, params: EstimatedCountParams = {}) => [module, entity, "count-estimated", params] as const,
  get: (module: string, entity: string, id: string) => [module, entity, "get", id] as const,
};

interface Bindings {
  api: ApiClient;
  limiter: Limiter;
}

const bindings = new WeakMap<QueryClient, Bindings>();

/** The api and limiter of a QueryClient (defaults for one not made by createQueryClient). */
export function bindingsOf(queryClient: QueryClient): Bindings {
  let found = bindings.get(queryClient);
  if (!found) {
    found = { api: createApiClient(), limiter: createLimiter(DEFAULT_MAX_CONCURRENT_QUERIES) };
    bindings.set(queryClient, found);
  }
  return found;
}

/** Runs an entity query key (`find`, `count` or `get`) through the api. */
export function fetchEntityKey(api: ApiClient, queryKey: QueryKey, signal?: AbortSignal): Promise<unknown> {
  const [module, entity, operation, argument] = queryKey;
  if (typeof module === "string" && typeof entity === "string") {
    const client = api.entity(module, entity);
    if (operation === "find") return client.find(argument as FindParams, { signal });
    if (operation === "count") return client.count(argument as CountParams, { signal });
    if (operation === "count-estimated") return client.countEstimated(argument as EstimatedCountParams, { signal });
    if (operation === "get" && typeof argument === "string") return client.get(argument, { signal });
  }
  return Promise.reject(new Error(`No query function for key ${JSON.stringify(queryKey)}`));
}

/** Wraps any query function so it waits for a free slot of this QueryClient's limiter. */
export function limitedQueryFn<T, K extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  queryFn: QueryFunction<T, K>,
): QueryFunction<T, K> {
  return (context) => bindingsOf(queryClient).limiter.run(() => queryFn(context));
}

export interface SoborQueryOptions {
  /** The client hooks use; same-origin `createApiClient()` by default. */
  api?: ApiClient;
  /** SPEC.md §9: a public setting, 60000 ms by default. */
  staleTime?: number;
  maxConcurrentQueries?: number;
  /** Anything else for TanStack's QueryClient (merged over our defaults). */
  config?: QueryClientConfig;
}

/**
 * A QueryClient with Sobor's defaults: stale after 60 s, no refetch on window focus or
 * reconnect, no TanStack retries (the api client already retries as the spec says), and at most
 * 5 queries in flight.
 */
export function createQueryClient(options: SoborQueryOptions = {}): QueryClient {
  const api = options.api ?? createApiClient();
  const limiter = createLimiter(options.maxConcurrentQueries ?? DEFAULT_MAX_CONCURRENT_QUERIES);
  const config = options.config ?? {};
  const queryClient = new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: options.staleTime ?? DEFAULT_STALE_TIME,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
        queryFn: ({ queryKey, signal }) => limiter.run(() => fetchEntityKey(api, queryKey, signal)),
        ...config.defaultOptions?.queries,
      },
    },
  });
  bindings.set(queryClient, { api, limiter });
  return queryClient;
}

/** The api client bound to the QueryClient in context. */
export function useApi(): ApiClient {
  return bindingsOf(useQueryClient()).api;
}

export type EntityQueryOptions<T> = Omit<UseQueryOptions<T, ApiError, T, QueryKey>, "queryKey" | "queryFn">;

function useEntityQuery<T>(queryKey: QueryKey, options: EntityQueryOptions<T> | undefined) {
  const queryClient = useQueryClient();
  const { api, limiter } = bindingsOf(queryClient);
  return useQuery<T, ApiError, T, QueryKey>({
    queryKey,
    queryFn: ({ signal }) => limiter.run(() => fetchEntityKey(api, queryKey, signal) as Promise<T>),
    ...options,
  });
}

export function useEntityList<Row = AnyRow>(
  module: string,
  entity: string,
  params: FindParams = {},
  options?: EntityQueryOptions<Row[]>,
) {
  return useEntityQuery<Row[]>(entityKeys.find(module, entity, params), options);
}

export function useEntityCount(module: string, entity: string, params: CountParams = {}, options?: EntityQueryOptions<number>) {
  return useEntityQuery<number>(entityKeys.count(module, entity, params), options);
}

/** A list's count, exact up to the server's threshold and 'about' past it. */
export function useEntityCountEstimated(module: string, entity: string, params: EstimatedCountParams = {}, options?: EntityQueryOptions<EstimatedCount>) {
  return useEntityQuery<EstimatedCount>(entityKeys.countEstimated(module, entity, params), options);
}

/** One record; waits (disabled) while `id` is empty. */
export function useEntity<Row = AnyRow>(
  module: string,
  entity: string,
  id: string | null | undefined,
  options?: EntityQueryOptions<Row>,
) {
  return useEntityQuery<Row>(entityKeys.get(module, entity, id ?? ""), { ...options, enabled: id ? (options?.enabled ?? true) : false });
}

export interface CreateVariables<Row> {
  data: Input<Row>;
  files?: Files;
}

export interface UpdateVariables<Row> {
  id: string;
  data: Input<Row>;
  files?: Files;
  /** The updatedAt the record was read at: a write made since answers 409 (If-Match). */
  readAt?: string;
}

/** Writes that keep the cache right: the written row is stored, every other key of the entity invalidated. */
export function entityMutations<Row = AnyRow>(queryClient: QueryClient, module: string, entity: string) {
  const client = bindingsOf(queryClient).api.entity<Row>(module, entity);
  const idOf = (row: Row) => String((row as AnyRow).id);
  const invalidate = (exceptId?: string) =>
    queryClient.invalidateQueries({
      queryKey: entityKeys.all(module, entity),
      predicate: (query) => !(exceptId && query.queryKey[2] === "get" && query.queryKey[3] === exceptId),
    });
  return {
    async create({ data, files }: CreateVariables<Row>): Promise<Row> {
      const row = await client.create(data, { files });
      queryClient.setQueryData(entityKeys.get(module, entity, idOf(row)), row);
      await invalidate(idOf(row));
      return row;
    },
    async update({ id, data, files, readAt }: UpdateVariables<Row>): Promise<Row> {
      const row = await client.update(id, data, { files, headers: readAt ? { "if-match": `"${readAt}"` } : undefined });
      queryClient.setQueryData(entityKeys.get(module, entity, id), row);
      await invalidate(id);
      return row;
    },
    async remove(id: string): Promise<Row> {
      const row = await client.remove(id);
      queryClient.removeQueries({ queryKey: entityKeys.get(module, entity, id), exact: true });
      await invalidate(id);
      return row;
    },
  };
}

/** `{ create, update, remove }`, three TanStack mutations that invalidate this entity's queries. */
export function useEntityMutation<Row = AnyRow>(module: string, entity: string) {
  const actions = entityMutations<Row>(useQueryClient(), module, entity);
  const create = useMutation<Row, ApiError, CreateVariables<Row>>({ mutationFn: actions.create });
  const update = useMutation<Row, ApiError, UpdateVariables<Row>>({ mutationFn: actions.update });
  const remove = useMutation<Row, ApiError, string>({ mutationFn: actions.remove });
  return { create, update, remove };
}
