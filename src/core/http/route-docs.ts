import { resolver, uniqueSymbol, type DescribeRouteOptions } from "hono-openapi";
import { z } from "zod";

/** One answer of a route: what it means and, when it has a body, its media type and schema. */
export interface ResponseDoc {
  description: string;
  type?: string;
  schema?: z.ZodType;
}

/** A route's answers by status. */
export type Responses = Record<number, ResponseDoc>;

/** A JSON answer in the contract's envelope, `{"data": ...}`. */
export const ok = (schema: z.ZodType, description = "OK"): ResponseDoc => ({ description, type: "application/json", schema: z.object({ data: schema }) });

/** An answer outside the envelope: a calendar, a CSV, a sitemap, a provider's own reply. */
export const answer = (type: string, description: string, schema: z.ZodType = z.string()): ResponseDoc => ({ description, type, schema });

/** A redirect: no body, the Location header says where. */
export const redirect = (description: string): ResponseDoc => ({ description });

const ERROR = { description: "Error: {error, status, requestId, cause[]}", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };

/** What the route documents about its input and answers, from the schemas validate() checks. */
export interface RouteDocs {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  formFields?: boolean;
  responses: Responses;
  summary?: string;
}

/** An object schema's fields as OpenAPI parameters (path parameters are always required). */
function parametersOf(where: "path" | "query", schema: z.ZodType | undefined) {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, object>; required?: string[] };
  // Free-form keys (a list's filters and order): OpenAPI's one object parameter, each key its own.
  if (!json.properties) return [{ name: "query", in: where, required: false, style: "form" as const, explode: true, schema: json }];
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: property,
    ...(where === "query" && "type" in property && property.type === "object" ? { style: "deepObject" as const } : {}),
  }));
}

function requestBodyOf(docs: RouteDocs): DescribeRouteOptions["requestBody"] {
  if (!docs.body) return undefined;
  const input = { options: { io: "input" } };
  const content: Record<string, { schema: ReturnType<typeof resolver> }> = {
    "application/json": { schema: resolver(z.object({ data: docs.body }), input) },
    // The same JSON as a `data` text field, beside any files (uploads).
    "multipart/form-data": { schema: resolver(z.object({ data: z.string().describe("the JSON of `data`") }).catchall(z.unknown()), input) },
  };
  // A plain HTML form's fields are the data themselves.
  if (docs.formFields) content["application/x-www-form-urlencoded"] = { schema: resolver(docs.body, input) };
  return { required: false, content };
}

function responsesOf(responses: Responses) {
  const output = { options: { io: "output" } };
  return Object.fromEntries(
    Object.entries(responses).map(([status, doc]) => [
      status,
      doc.schema && doc.type ? { description: doc.description, content: { [doc.type]: { schema: resolver(doc.schema, output) } } } : { description: doc.description },
    ]),
  );
}

/**
 * hono-openapi's route description, attached to a route's validate() middleware: hono-openapi
 * reads it from `app.routes` when it writes /api/openapi.json, so the schemas that check a
 * request are the ones that document it.
 */
export function describe(docs: RouteDocs) {
  const takesInput = Boolean(docs.params || docs.query || docs.body);
  const spec: DescribeRouteOptions = {
    ...(docs.summary ? { summary: docs.summary } : {}),
    parameters: [...parametersOf("path", docs.params), ...parametersOf("query", docs.query)] as DescribeRouteOptions["parameters"],
    requestBody: requestBodyOf(docs),
    responses: { ...responsesOf(docs.responses), ...(takesInput ? { 400: ERROR } : {}) },
  };
  return { [uniqueSymbol]: { spec } };
}
