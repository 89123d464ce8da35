import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { log } from "../log.js";

export interface ErrorCause {
  message: string;
}

/** An error whose message is meant for the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly causes: ErrorCause[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, causes: ErrorCause[] = []) => new HttpError(400, message, causes);
export const unauthorized = (message = "Unauthorized") => new HttpError(401, message);
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** One cause per zod issue, each naming its field (`a.b: message`); `prefix` names where it was (`query`). */
export function zodCauses(error: z.ZodError, prefix?: string): ErrorCause[] {
  return error.issues.map((issue) => {
    const path = [...(prefix ? [prefix] : []), ...issue.path.map(String)].join(".");
    if (issue.code === "unrecognized_keys") return { message: `Unknown field: ${issue.keys.join(", ")}` };
    // Messages written as "field: ..." already name their field.
    return { message: path && !issue.message.startsWith(`${path}`) ? `${path}: ${issue.message}` : issue.message };
  });
}

function fromZod(error: z.ZodError): HttpError {
  const causes = zodCauses(error);
  return badRequest(`Invalid input: ${causes.map((c) => c.message).join("; ")}`, causes);
}

interface PgErrorLike {
  code?: string;
  detail?: string;
  column?: string;
  constraint?: string;
  message?: string;
}

/** drizzle wraps driver errors; the PostgreSQL fields live on the innermost cause. */
function pgErrorOf(error: unknown): PgErrorLike | undefined {
  let current = error as (PgErrorLike & { cause?: unknown }) | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** A unique key refused the write (PostgreSQL 23505): someone else wrote that value first. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === "23505";
}

/** A foreign key refused the write (PostgreSQL 23503): a record it points at does not exist. */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === "23503";
}

const camelFromSnake = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function keyColumns(detail: string | undefined): string | undefined {
  const match = detail?.match(/Key \(([^)]+)\)/);
  return match ? match[1]!.split(", ").map(camelFromSnake).join(", ") : undefined;
}

function fromPostgres(error: PgErrorLike): HttpError | undefined {
  switch (error.code) {
    case "23505": {
      const field = keyColumns(error.detail) ?? error.constraint ?? "value";
      return new HttpError(409, `${field}: a record with this value already exists`, [{ message: `${field} must be unique` }]);
    }
    case "23503": {
      const field = keyColumns(error.detail) ?? "reference";
      return badRequest(`${field}: the referenced record does not exist`, [{ message: `${field} must reference an existing record` }]);
    }
    case "23502": {
      const field = error.column ? camelFromSnake(error.column) : "field";
      return badRequest(`${field}: is required`, [{ message: `${field} is required` }]);
    }
    case "54000": {
      // A value too long for a btree index entry (~2.7 kB): the sort indexes of admin titles,
      // slugs and names (src/core/entity/define.ts). It is the request's value, so a 400.
      const index = error.message?.match(/for index "([^"]+)"/)?.[1];
      const field = index?.match(/_by_([a-z0-9_]+)$/)?.[1];
      const name = field ? camelFromSnake(field) : "value";
      return badRequest(`${name}: is too long; keep it under 2,000 characters`, [{ message: `${name} is too long` }]);
    }
    default:
      // Class 22 is "data exception": a value the column or operator cannot take (out of range,
      // a NUL character, a malformed literal...). Values come from the request, so it is a 400,
      // not a 500. The schemas and the query parser refuse most of these earlier, naming the field.
      if (error.code?.startsWith("22")) {
        const detail = error.message ?? "bad input";
        return badRequest(error.column ? `${camelFromSnake(error.column)}: Invalid value: ${detail}` : `Invalid value: ${detail}`);
      }
      return undefined;
  }
}

/** Network failures on the way to a service Sobor depends on (the database, S3). */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** node-postgres's own words for a connection it lost or could not make. */
const LOST_CONNECTION = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether the error says a service Sobor depends on is out of reach for now (the database is
 * down, restarting or full, the network to it dropped), not that the request or the code is
 * wrong: PostgreSQL's connection exceptions (class 08), shutdowns and refusals (57P01-57P03),
 * too many connections (53300), a network error code, or node-postgres's lost connection.
 */
export function isServiceUnavailable(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const code = typeof current.code === "string" ? current.code : "";
    if (NETWORK_CODES.has(code) || code.startsWith("08") || ["57P01", "57P02", "57P03", "53300"].includes(code)) return true;
    if (typeof current.message === "string" && LOST_CONNECTION.test(current.message)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** How soon a client may try again when a service is out of reach (Retry-After, seconds). */
export const RETRY_UNAVAILABLE_SECONDS = 5;

/** Turns any thrown value into the HTTP error a client should see. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof z.ZodError) return fromZod(error);
  const pgError = pgErrorOf(error);
  const mapped = pgError && fromPostgres(pgError);
  if (mapped) return mapped;
  if (isServiceUnavailable(error)) {
    return new HttpError(503, "The service is temporarily unavailable; try again in a moment", [], { "Retry-After": String(RETRY_UNAVAILABLE_SECONDS) });
  }
  return new HttpError(500, "Internal Server Error");
}

export function errorResponse(c: Context, error: unknown) {
  const httpError = toHttpError(error);
  const requestId = (c.get("requestId") as string | undefined) ?? "";
  if (httpError.status >= 500) {
    // The request id comes from the log scope (request-log.ts), the same one answered below.
    log.error({ method: c.req.method, path: c.req.path, err: error }, "request failed");
  }
  const debug = process.env.DEBUG === "true";
  for (const [name, value] of Object.entries(httpError.headers)) c.header(name, value);
  return c.json(
    {
      error: httpError.message,
      status: httpError.status,
      requestId,
      cause: httpError.causes,
      ...(debug && error instanceof Error ? { stack: error.stack } : {}),
    },
    httpError.status,
  );
}
