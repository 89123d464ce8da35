import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { readBody } from "./body.js";
import { badRequest, zodCauses } from "./errors.js";
import { isUuid, parseQueryString } from "./query.js";
import { describe, type Responses } from "./route-docs.js";

/**
 * What a route takes, as zod schemas: `params` gets the path parameters, `query` the query string
 * (nested keys decoded as the list routes do, so `?a[b]=1` is an object a string schema refuses),
 * `body` the `data` of a JSON or multipart body (`{}` when there is none); and what it answers,
 * `responses` by status (`ok(schema)` for `{"data": ...}`). Both are documented in OpenAPI.
 */
export interface InputSchemas {
  responses: Responses;
  /** One line for the OpenAPI document. */
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A plain HTML form post: multipart or urlencoded fields without a `data` field are the body
   * themselves (text fields only).
   */
  formFields?: boolean;
  /**
   * Only requests this route handles are read (e.g. multipart uploads); others pass untouched to
   * the next route, which validates them itself.
   */
  only?: (c: Context) => boolean;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The parsed input a handler reads (`c.var.input`), typed by the route's schemas. */
export interface Input<S extends InputSchemas> {
  params: Out<S["params"]>;
  query: Out<S["query"]>;
  body: Out<S["body"]>;
  /** Files of a multipart body. */
  files: Record<string, File>;
}

/**
 * The key under which validate() leaves its schemas on the middleware, so the route list
 * (`app.routes`) tells which routes declare their input; a test holds every route to it.
 * hono-openapi finds the same schemas under its own key (route-docs.ts).
 */
export const VALIDATES = Symbol.for("sobor.validates");

export type Validator<S extends InputSchemas> = MiddlewareHandler<{ Variables: { input: Input<S> } }> & { [VALIDATES]: S };

const searchOf = (url: string) => {
  const at = url.indexOf("?");
  return at < 0 ? "" : url.slice(at + 1);
};

/** An empty POST (logout, init) has no body to read; anything announced is read and checked. */
const hasBody = (c: Context) =>
  c.req.header("content-length") !== "0" && Boolean(c.req.header("content-type") ?? c.req.header("content-length") ?? c.req.header("transfer-encoding"));

const isForm = (c: Context) => /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(c.req.header("content-type") ?? "");

async function bodyOf(c: Context, formFields: boolean): Promise<{ data: unknown; files: Record<string, File> }> {
  if (!hasBody(c)) return { data: {}, files: {} };
  const { data, files } = await readBody(c);
  if (data === undefined && formFields && isForm(c)) {
    // Hono keeps the parsed form: this reads the same one readBody already parsed.
    const form = await c.req.parseBody();
    return { data: Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === "string")), files };
  }
  return { data: data ?? {}, files };
}

function parse(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const causes = zodCauses(result.error);
  throw badRequest(`Invalid ${where}: ${causes.map((cause) => cause.message).join("; ")}`, causes);
}

/**
 * Checks a route's path, query and body before its handler runs: 400 naming each bad field,
 * so no value of the wrong shape (an object where text belongs, an id that is not a uuid)
 * reaches a handler, a service or the database. The handler reads `c.var.input`.
 */
export function validate<const S extends InputSchemas>(schemas: S): Validator<S> {
  const middleware: MiddlewareHandler<{ Variables: { input: Input<S> } }> = async (c, next) => {
    if (schemas.only && !schemas.only(c)) return next();
    const params = parse(schemas.params, c.req.param(), "path");
    const query = parse(schemas.query, parseQueryString(searchOf(c.req.url)), "query");
    const { data, files } = schemas.body ? await bodyOf(c, schemas.formFields === true) : { data: undefined, files: {} };
    const body = parse(schemas.body, data, "input");
    c.set("input", { params, query, body, files } as Input<S>);
    await next();
  };
  return Object.assign(middleware, { [VALIDATES]: schemas }, describe(schemas));
}

/** Its schemas, when a handler from the route list is a validate() middleware. */
export const validatorSchemas = (handler: unknown): InputSchemas | undefined =>
  typeof handler === "function" ? (handler as Partial<Validator<InputSchemas>>)[VALIDATES] : undefined;

/** A uuid (any version: ids come from the database's gen_random_uuid and from seed files). */
export const uuid = z
  .string({ error: "must be a uuid" })
  .refine(isUuid, { error: (issue) => `'${String(issue.input).slice(0, 100)}' is not a valid uuid` });

/** Path parameters that are all uuids: `uuidParams("id", "orderId")`. */
export function uuidParams<const N extends string>(...names: N[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, uuid])) as { [K in N]: typeof uuid });
}

/** Text up to `max` characters; objects, arrays and numbers are refused, and NUL and lone surrogates, which PostgreSQL cannot hold. */
export const text = (max = 10_000) =>
  z
    .string({ error: "must be text" })
    .max(max, { error: `must be at most ${max} characters` })
    .refine((value) => !value.includes("\0"), { error: "must not contain NUL (\\u0000) characters" })
    .refine((value) => !/\p{Cs}/u.test(value), { error: "must not contain half of a surrogate pair (malformed text)" });

/** A whole number in a query string (`?limit=20`), from min to max; absent or empty is `fallback`. */
export function queryInteger(min: number, max: number, fallback: number) {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (value) => (value === undefined || value === "" ? String(fallback) : value),
    z
      .string({ error })
      .regex(/^-?\d{1,16}$/, { error })
      .transform(Number)
      .pipe(z.number().int().min(min, { error }).max(max, { error })),
  );
}
