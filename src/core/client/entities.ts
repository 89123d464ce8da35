// The generic entity routes (`/api/{module}/{entity}`) on top of a request client: the admin and
// the account screens use them; a public page keeping its session does not load them.
import {
  createRequestClient,
  type AnyRow,
  type ApiClientOptions,
  type CallOptions,
  type CountParams,
  type EstimatedCount,
  type EstimatedCountParams,
  type Filter,
  type Filters,
  type FindParams,
  type Input,
  type Order,
  type OrderBy,
  type RequestClient,
  type RequestOptions,
  type RetryPolicies,
  type WriteOptions,
} from "./api.js";

function normaliseFilters(filters: Filters | undefined): { and?: Filter[]; or?: Filter[] } | undefined {
  if (!filters) return undefined;
  const groups = Array.isArray(filters) ? { and: filters } : filters;
  const fix = (list: Filter[] | undefined) =>
    list?.length
      ? // An empty list would vanish from the query string; the server reads '' as [].
        list.map((f) => (Array.isArray(f.value) && f.value.length === 0 ? { ...f, value: "" } : f))
      : undefined;
  const and = fix(groups.and);
  const or = fix(groups.or);
  return and || or ? { and, or } : undefined;
}

function normaliseOrder(orderBy: OrderBy | undefined): { and: Order[] } | undefined {
  if (!orderBy) return undefined;
  const list = Array.isArray(orderBy) ? orderBy : orderBy.and;
  return list.length ? { and: list } : undefined;
}

/** The query string object of a list call, in the contract's shape. */
export function listQuery(params: FindParams = {}): Record<string, unknown> {
  return {
    filters: normaliseFilters(params.filters),
    search: params.search || undefined,
    orderBy: normaliseOrder(params.orderBy),
    limit: params.limit,
    offset: params.offset,
  };
}

export interface ApiClient extends RequestClient {
  entity<Row = AnyRow>(module: string, name: string): EntityClient<Row>;
}

export interface EntityClient<Row = AnyRow> {
  readonly module: string;
  readonly name: string;
  /** '/api/{module}/{entity}' */
  readonly path: string;
  find(params?: FindParams, options?: CallOptions): Promise<Row[]>;
  count(params?: CountParams, options?: CallOptions): Promise<number>;
  /** `/count?estimate=true`: exact up to a threshold, 'about' past it. */
  countEstimated(params?: EstimatedCountParams, options?: CallOptions): Promise<EstimatedCount>;
  get(id: string, options?: CallOptions): Promise<Row>;
  create(data: Input<Row>, options?: WriteOptions): Promise<Row>;
  update(id: string, data: Input<Row>, options?: WriteOptions): Promise<Row>;
  remove(id: string, options?: CallOptions): Promise<Row>;
  /** The record equal in every given field, or a new one. */
  findOrCreate(data: Input<Row>, options?: WriteOptions): Promise<Row>;
  /** All or nothing. */
  bulkCreate(list: Input<Row>[], options?: WriteOptions): Promise<Row[]>;
  /** All or nothing; each item carries its id. */
  bulkUpdate(list: (Input<Row> & { id: string })[], options?: WriteOptions): Promise<Row[]>;
}

/** The full client: any route, and the generic routes of every entity. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return withEntities(createRequestClient(options));
}

/** Adds the entity helpers to a request client (they call its `request` with the matching retry policy). */
export function withEntities(client: RequestClient): ApiClient {
  return {
    baseUrl: client.baseUrl,
    request: (method, path, options) => client.request(method, path, options),
    entity<Row = AnyRow>(module: string, name: string): EntityClient<Row> {
      const path = `/api/${module}/${name}`;
      const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
      const call = <T>(method: string, to: string, retry: keyof RetryPolicies, o: RequestOptions = {}) => client.request<T>(method, to, { ...o, retry });
      const write = <T>(method: string, to: string, data: unknown, o: WriteOptions = {}) => call<T>(method, to, "write", { ...o, data });
      return {
        module,
        name,
        path,
        find: (params = {}, o = {}) => call<Row[]>("GET", path, "list", { ...o, query: listQuery(params) }),
        count: (params = {}, o = {}) =>
          call<number>("GET", `${path}/count`, "list", { ...o, query: { filters: normaliseFilters(params.filters), search: params.search || undefined } }),
        countEstimated: ({ exactUpTo, ...params } = {}, o = {}) =>
          call<EstimatedCount>("GET", `${path}/count`, "list", {
            ...o,
            query: { filters: normaliseFilters(params.filters), search: params.search || undefined, estimate: true, exactUpTo },
          }),
        get: (id, o = {}) => call<Row>("GET", one(id), "get", o),
        create: (data, o) => write<Row>("POST", path, data, o),
        update: (id, data, o) => write<Row>("PATCH", one(id), data, o),
        remove: (id, o = {}) => call<Row>("DELETE", one(id), "write", o),
        findOrCreate: (data, o) => write<Row>("POST", `${path}/find-or-create`, data, o),
        bulkCreate: (list, o) => write<Row[]>("POST", `${path}/bulk`, list, o),
        bulkUpdate: (list, o) => write<Row[]>("PATCH", `${path}/bulk`, list, o),
      };
    },
  };
}

