import type { Hono } from "hono";
import { generateSpecs, type GenerateSpecOptions } from "hono-openapi";
import { z } from "zod";
import type { EntityDef } from "../entity/define.js";
import { schemasOf } from "../entity/schemas.js";

const errorSchema = {
  type: "object",
  properties: {
    error: { type: "string" },
    status: { type: "integer" },
    requestId: { type: "string" },
    cause: { type: "array", items: { type: "object", properties: { message: { type: "string" } } } },
  },
  required: ["error", "status"],
};

const wrap = (schema: unknown) => ({ type: "object", properties: { data: schema }, required: ["data"] });

function jsonSchema(schema: z.ZodType, io: "input" | "output"): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });
}

const listParameters = [
  { name: "filters", in: "query", style: "deepObject", description: "filters[and][i][column|method|value]; methods eq, ne, gt, gte, lt, lte, like, ilike, inArray, notInArray, isNull, isNotNull; column may be json->>key", schema: { type: "object" } },
  {
    name: "search",
    in: "query",
    description:
      "The admin search: a case-insensitive substring of the entity's search columns (every language of localised ones), or the record's id when the text is a uuid; AND-ed with filters. From 3 characters a substring anywhere, 1–2 characters the start of a word; served by a trigram index. At most 200 characters, no NUL; 400 otherwise.",
    schema: { type: "string", maxLength: 200 },
  },
  { name: "orderBy", in: "query", style: "deepObject", description: "orderBy[and][i][column|method], method asc or desc", schema: { type: "object" } },
  { name: "limit", in: "query", schema: { type: "integer", minimum: 0, maximum: 1000, default: 100 } },
  { name: "offset", in: "query", schema: { type: "integer", minimum: 0, default: 0 } },
];

const countParameters = [
  {
    name: "estimate",
    in: "query",
    description: "true: count exactly up to exactUpTo rows, and past it answer the planner's estimate; the answer is then {data: {count, estimated}}. Without it the count is exact: {data: number}.",
    schema: { type: "boolean", default: false },
  },
  { name: "exactUpTo", in: "query", description: "With estimate=true: the exact threshold.", schema: { type: "integer", minimum: 0, maximum: 100000, default: 1000 } },
];

const countSchema = {
  oneOf: [
    { type: "integer", description: "The exact count (no estimate asked)." },
    {
      type: "object",
      description: "estimate=true: 'about' count when estimated is true.",
      properties: { count: { type: "integer" }, estimated: { type: "boolean" } },
      required: ["count", "estimated"],
    },
  ],
};

function responses(okStatus: string, schema: unknown) {
  const error = { description: "Error", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  return {
    [okStatus]: { description: "OK", content: { "application/json": { schema } } },
    "400": error,
    "401": error,
    "404": error,
    "409": error,
  };
}

/** The version an update was read at; a stale one is refused with 409. */
const ifMatch = {
  name: "If-Match",
  in: "header",
  required: false,
  description: 'The record\'s updatedAt as read, e.g. "2026-11-24T18:00:00.000Z": the update lands only if nobody wrote the record since (409 otherwise). Without it, the update overwrites.',
  schema: { type: "string" },
};

function pathsOf(def: EntityDef) {
  const base = `/api/${def.module}/${def.name}`;
  const ref = (kind: string) => ({ $ref: `#/components/schemas/${def.module}.${def.name}.${kind}` });
  const body = (schema: unknown) => ({ required: true, content: { "application/json": { schema: wrap(schema) } } });
  const idParam = [{ name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } }];
  const tags = [def.module];
  return {
    [base]: {
      get: { tags, summary: `List ${def.name}`, parameters: listParameters, responses: responses("200", wrap({ type: "array", items: ref("Row") })) },
      post: { tags, summary: `Create a ${def.name} record`, requestBody: body(ref("Create")), responses: responses("201", wrap(ref("Row"))) },
    },
    [`${base}/count`]: { get: { tags, parameters: [...listParameters.slice(0, 2), ...countParameters], responses: responses("200", wrap(countSchema)) } },
    [`${base}/find-or-create`]: { post: { tags, requestBody: body(ref("Create")), responses: responses("200", wrap(ref("Row"))) } },
    [`${base}/bulk`]: {
      post: { tags, requestBody: body({ type: "array", items: ref("Create") }), responses: responses("201", wrap({ type: "array", items: ref("Row") })) },
      patch: { tags, requestBody: body({ type: "array", items: ref("Update") }), responses: responses("200", wrap({ type: "array", items: ref("Row") })) },
    },
    [`${base}/{id}`]: {
      get: { tags, parameters: idParam, responses: responses("200", wrap(ref("Row"))) },
      patch: { tags, parameters: [...idParam, ifMatch], requestBody: body(ref("Update")), responses: responses("200", wrap(ref("Row"))) },
      delete: { tags, parameters: idParam, responses: responses("200", wrap(ref("Row"))) },
    },
  };
}

function rowSchema(def: EntityDef) {
  const { insert } = schemasOf(def);
  const input = jsonSchema(insert, "output") as { properties?: Record<string, unknown> };
  const properties: Record<string, unknown> = { ...(input.properties ?? {}) };
  properties.id = { type: "string", format: "uuid" };
  // What only the server writes (timestamps, an order's number) is not in the insert schema but is in every row.
  const serverSet = def.fields.filter((f) => f.readOnly && !f.secret);
  for (const f of serverSet) {
    properties[f.name] = f.kind === "datetime" ? { type: "string", format: "date-time" } : f.kind === "integer" ? { type: "integer" } : {};
  }
  return { type: "object", properties, required: ["id", ...serverSet.filter((f) => f.notNull).map((f) => f.name)] };
}

/** The generic CRUD routes' part of the document, derived from the entity declarations. */
function entityDocument(entities: EntityDef[]) {
  const schemas: Record<string, unknown> = { Error: errorSchema };
  const paths: Record<string, unknown> = {};
  for (const def of entities) {
    const { insert, update } = schemasOf(def);
    schemas[`${def.module}.${def.name}.Create`] = jsonSchema(insert, "input");
    schemas[`${def.module}.${def.name}.Update`] = jsonSchema(update, "input");
    schemas[`${def.module}.${def.name}.Row`] = rowSchema(def);
    Object.assign(paths, pathsOf(def));
  }
  return {
    paths,
    components: {
      schemas,
      securitySchemes: { secretKey: { type: "apiKey", in: "header", name: "X-RBAC-SECRET-KEY" } },
    },
  };
}

/**
 * The OpenAPI 3.1 document of every route the app mounts: hono-openapi walks `app.routes` and
 * documents each module route from the schemas its validate() checks (route-docs.ts); the
 * generic CRUD paths come from the entity declarations and take the place of what it found there.
 */
export async function openApiDocument(app: Hono, entities: EntityDef[], info: { title: string; version: string }) {
  const crud = entityDocument(entities);
  const documentation = { openapi: "3.1.0", info, paths: crud.paths, components: crud.components } as GenerateSpecOptions["documentation"];
  // Files the API answers (sitemap.xml, robots.txt, calendar.ics) are routes too; 400 is declared by each route.
  return generateSpecs(app, { documentation, excludeStaticFile: false, defaultValidationErrorResponse: false });
}
