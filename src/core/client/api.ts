/**
 * The typed client of the HTTP contract (DESIGN.md, SPEC.md §7), for the browser and the server.
 *
 * No Node-only imports and no runtime dependency: this file is bundled for the browser. On the
 * server, pass `fetch: (input, init) => app.request(input, init)` to call the Hono app in-process
 * (never our own port), or an absolute `baseUrl` for another Sobor.
 */
import type { InferSelectModel, Table } from "drizzle-orm";
import { withQuery } from "./query-string.js";

export type FilterMethod =
  | "eq"
  | "ne"
  | "gt"
  | "gte"
  | "lt"
  | "lte"
  | "like"
  | "ilike"
  | "inArray"
  | "notInArray"
  | "isNull"
  | "isNotNull";

/** One condition. `column` may name one key of a jsonb column: `title->>ru`. */
export interface Filter {
  column: string;
  method: FilterMethod;
  value?: unknown;
}

/** A list of conditions (all must hold), or the explicit `{and, or}` form of the contract. */
export type Filters = Filter[] | { and?: Filter[]; or?: Filter[] };

export interface Order {
  column: string;
  method?: "asc" | "desc";
}

export type OrderBy = Order[] | { and: Order[] };

export interface FindParams {
  filters?: Filters;
  /** The admin search: a substring of the entity's search columns, or its id (AND-ed with filters). */
  search?: string;
  orderBy?: OrderBy;
  limit?: number;
  offset?: number;
}

export interface CountParams {
  filters?: Filters;
  search?: string;
}

/** Exact up to `exactUpTo` rows (the server's default 1000), the planner's estimate past it. */
export interface EstimatedCountParams extends CountParams {
  exactUpTo?: number;
}

export interface EstimatedCount {
  count: number;
  estimated: boolean;
}

/** Files sent beside `data` as multipart form fields. */
export type Files = Record<string, Blob | Blob[]>;

/** A row as it travels in JSON: dates become ISO strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** The row type of a declared entity: `client.entity<RowOf<typeof articles>>("blog", "articles")`. */
export type RowOf<T extends Table> = Wire<InferSelectModel<T>>;

export type AnyRow = Record<string, unknown>;

/** What a write accepts: any subset of the row's fields. */
export type Input<Row> = { [K in keyof Row]?: Row[K] };

/**
 * When and how often a call is tried again.
 * - `transient`: network error, timeout or 5xx (never a 4xx) — lists.
 * - `connection`: network error or timeout only — get by id.
 * - `never`: one try — writes.
 */
export interface RetryPolicy {
  tries: number;
  /** Per try; 0 means no timeout. */
  timeoutMs: number;
  delayMs: number;
  retryOn: "transient" | "connection" | "never";
}

export interface RetryPolicies {
  list: RetryPolicy;
  get: RetryPolicy;
  write: RetryPolicy;
}

/** SPEC.md §9: list 3 tries, 10 s timeout, 1 s apart; single fetch 30 tries 1 s apart. */
export const DEFAULT_RETRY: RetryPolicies = {
  list: { tries: 3, timeoutMs: 10_000, delayMs: 1_000, retryOn: "transient" },
  get: { tries: 30, timeoutMs: 10_000, delayMs: 1_000, retryOn: "connection" },
  write: { tries: 1, timeoutMs: 0, delayMs: 0, retryOn: "never" },
};

export type FetchLike = (input: string, init: RequestInit) => Response | Promise<Response>;

export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the API; '' (same origin) by default. */
  baseUrl?: string;
  /** Defaults to the global fetch; pass `(input, init) => app.request(input, init)` in-process. */
  fetch?: FetchLike;
  /** Extra headers for every call (the secret key on the server, a token in the browser). */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  /** Overrides of the retry policies (tests make them fast). */
  retry?: { [K in keyof RetryPolicies]?: Partial<RetryPolicy> };
}

/** The largest JSON body a write sends with `keepalive` (the browser's budget is 64 KB in all). */
const KEEPALIVE_MAX_BODY = 16_384;

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Chat reads and build-time reads go with 'no-store'. */
  cache?: RequestCache;
}

export interface WriteOptions extends CallOptions {
  files?: Files;
}

export interface RequestOptions extends WriteOptions {
  query?: Record<string, unknown>;
  data?: unknown;
  /** A named policy or an explicit one; GET uses 'list', other methods 'write' by default. */
  retry?: keyof RetryPolicies | Partial<RetryPolicy>;
}

export interface ErrorCause {
  message: string;
}

export type ApiErrorKind = "http" | "network" | "timeout";

/**
 * A failed call. For an answer from the server (`kind` 'http') the message joins the server's
 * message, each cause message, the status and the status text with ' | ', e.g.
 * 'Invalid input: slug: ... | slug: ... | 400 | Bad Request'. Network failures and timeouts
 * have status 0.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly statusText: string;
  readonly causes: ErrorCause[];
  readonly requestId?: string;
  /** The parsed error body, when there was one. */
  readonly body?: unknown;
  readonly method: string;
  readonly url: string;

  constructor(init: {
    message: string;
    kind: ApiErrorKind;
    status?: number;
    statusText?: string;
    causes?: ErrorCause[];
    requestId?: string;
    body?: unknown;
    method: string;
    url: string;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "ApiError";
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.statusText = init.statusText ?? "";
    this.causes = init.causes ?? [];
    this.requestId = init.requestId;
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

// In-process answers (app.request) and HTTP/2 carry no status text; these keep messages alike.
const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function errorFromResponse(response: Response, method: string, url: string): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  const body = text ? parseJson(text) : undefined;
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const serverMessage =
    typeof fields.error === "string" ? fields.error : typeof fields.message === "string" ? fields.message : "";
  const causes: ErrorCause[] = Array.isArray(fields.cause)
    ? fields.cause.map((c: unknown) => ({
        message: c && typeof c === "object" && "message" in c ? String((c as ErrorCause).message) : String(c),
      }))
    : [];
  const statusText = response.statusText || REASONS[response.status] || "";
  const message = [serverMessage, ...causes.map((c) => c.message), String(response.status), statusText]
    .filter(Boolean)
    .join(" | ");
  return new ApiError({
    message,
    kind: "http",
    status: response.status,
    statusText,
    causes,
    requestId: typeof fields.requestId === "string" ? fields.requestId : undefined,
    body: body ?? (text || undefined),
    method,
    url,
  });
}

/** The answer's `data`, or the whole JSON when it has no `data` field; undefined when empty. */
async function readAnswer(response: Response, method: string, url: string): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const body = parseJson(text);
  if (body === undefined) {
    throw new ApiError({
      message: `Invalid JSON in the answer | ${response.status} | ${method} ${url}`,
      kind: "http",
      status: response.status,
      statusText: response.statusText,
      body: text,
      method,
      url,
    });
  }
  return body && typeof body === "object" && !Array.isArray(body) && "data" in body
    ? (body as { data: unknown }).data
    : body;
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException("The operation was aborted.", "AbortError");

/** Settles with `work`, or rejects as soon as `signal` aborts (even if the fetch ignores it). */
function untilAborted<T>(work: Promise<T> | T, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener("abort", onAbort, { once: true });
    Promise.resolve(work)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return signal?.aborted ? Promise.reject(abortReason(signal)) : Promise.resolve();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const detail = cause && typeof cause === "object" ? (cause.code ?? cause.message) : undefined;
  return detail ? `${error.message} (${String(detail)})` : error.message;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: ApiError; retry: boolean };

/** Calls to any route: all a page needs to keep its session, without the entity helpers. */
export interface RequestClient {
  readonly baseUrl: string;
  /** Any route, e.g. request('POST', '/api/rbac/subjects/authentication/init'). Answers are unwrapped. */
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<T>;
}

/** Any route with the retry, timeout and error rules of SPEC §7-8. */
export function createRequestClient(options: ApiClientOptions = {}): RequestClient {
  const baseUrl = (options.baseUrl ?? "").replace(/\/+$/, "");
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const policies: RetryPolicies = {
    list: { ...DEFAULT_RETRY.list, ...options.retry?.list },
    get: { ...DEFAULT_RETRY.get, ...options.retry?.get },
    write: { ...DEFAULT_RETRY.write, ...options.retry?.write },
  };

  /** One try: its own timeout, the caller's abort passed through. Throws only on the caller's abort. */
  async function attempt(url: string, init: RequestInit, policy: RetryPolicy, signal?: AbortSignal): Promise<Outcome> {
    const method = init.method ?? "GET";
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = () => controller.abort(abortReason(signal!));
    signal?.addEventListener("abort", onAbort, { once: true });
    const timer =
      policy.timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort(new DOMException(`Timed out after ${policy.timeoutMs} ms`, "TimeoutError"));
          }, policy.timeoutMs)
        : undefined;
    try {
      const response = await untilAborted(doFetch(url, { ...init, signal: controller.signal }), controller.signal);
      if (response.ok) return { ok: true, value: await untilAborted(readAnswer(response, method, url), controller.signal) };
      const error = await untilAborted(errorFromResponse(response, method, url), controller.signal);
      return { ok: false, error, retry: policy.retryOn === "transient" && response.status >= 500 };
    } catch (caught) {
      if (signal?.aborted) throw abortReason(signal);
      if (caught instanceof ApiError) return { ok: false, error: caught, retry: false };
      const kind = timedOut ? "timeout" : "network";
      const reason = timedOut ? `Timed out after ${policy.timeoutMs} ms` : `Network error: ${describe(caught)}`;
      const error = new ApiError({ message: `${reason} | ${method} ${url}`, kind, method, url, cause: caught });
      return { ok: false, error, retry: policy.retryOn !== "never" };
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    }
  }

  async function send(method: string, path: string, request: RequestOptions, policy: RetryPolicy): Promise<unknown> {
    const url = baseUrl + withQuery(path, request.query);
    const headers: Record<string, string> = {
      accept: "application/json",
      ...(await options.headers?.()),
      ...request.headers,
    };
    let body: BodyInit | undefined;
    if (request.files && Object.keys(request.files).length) {
      const form = new FormData();
      if (request.data !== undefined) form.append("data", JSON.stringify(request.data));
      for (const [name, value] of Object.entries(request.files)) {
        for (const file of Array.isArray(value) ? value : [value]) form.append(name, file);
      }
      body = form; // fetch sets the multipart boundary
    } else if (request.data !== undefined) {
      body = JSON.stringify({ data: request.data });
      headers["content-type"] = "application/json";
    }
    // A small write outlives the page that sent it (a quantity saved as the buyer leaves);
    // browsers allow 64 KB of such bodies in flight, so an upload never asks for it.
    const keepalive = method !== "GET" && method !== "HEAD" && (body === undefined || (typeof body === "string" && body.length <= KEEPALIVE_MAX_BODY));
    const init: RequestInit = { method, headers, body, credentials: "include", cache: request.cache, ...(keepalive ? { keepalive } : {}) };
    const tries = Math.max(1, policy.tries);
    for (let attemptNo = 1; ; attemptNo++) {
      if (request.signal?.aborted) throw abortReason(request.signal);
      const outcome = await attempt(url, init, policy, request.signal);
      if (outcome.ok) return outcome.value;
      if (!outcome.retry || attemptNo >= tries) throw outcome.error;
      await sleep(policy.delayMs, request.signal);
    }
  }

  const policyOf = (method: string, retry: RequestOptions["retry"]): RetryPolicy => {
    if (typeof retry === "string") return policies[retry];
    const base = method === "GET" || method === "HEAD" ? policies.list : policies.write;
    return retry ? { ...base, ...retry } : base;
  };

  return {
    baseUrl,
    request<T>(method: string, path: string, request: RequestOptions = {}) {
      const upper = method.toUpperCase();
      return send(upper, path, request, policyOf(upper, request.retry)) as Promise<T>;
    },
  };
}

// The entity helpers (createApiClient, withEntities, listQuery) live apart in ./entities.js, so a
// page that only keeps its session does not carry them.
