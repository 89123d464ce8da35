import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { allEntities } from "../../src/core/entity/registry.js";
import { validatorSchemas, type InputSchemas } from "../../src/core/http/validate.js";
import { rbacOf } from "../../src/modules/rbac/server/index.js";
import { bearer, signInAsAdmin, subjectOf } from "../helpers/accounts.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";
import { routeList, type Route } from "../helpers/routes.js";

/**
 * Every route the app serves, taken from its own route list, gets a corpus of hostile input —
 * objects whose toString is not a function, arrays, huge strings, nulls, numbers, deep nesting,
 * prototype keys, ids that are not uuids — in its path, query and body, as an anonymous visitor
 * and as an administrator. None may answer 5xx. Routes added later are covered without editing
 * this file, and one that does not declare its input through validate() fails here by name.
 */

let sobor: TestSobor;
let adminId: string;

beforeAll(async () => {
  sobor = await startTestSobor();
  adminId = subjectOf((await signInAsAdmin(sobor)).jwt);
});
afterAll(() => sobor?.close());

/** The generic CRUD routes of every entity; they check bodies with the entity's own schemas. */
function genericPaths(): Set<string> {
  const paths = new Set<string>();
  for (const def of allEntities()) {
    const base = `/api/${def.module}/${def.name}`;
    for (const tail of ["", "/", "/count", "/find-or-create", "/bulk", "/:id"]) paths.add(base + tail);
  }
  return paths;
}

const customRoutes = () => {
  const generic = genericPaths();
  return routeList(sobor.app).filter((route) => !generic.has(route.path));
};

const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
const schemasOf = (route: Route): InputSchemas | undefined => route.handlers.map(validatorSchemas).find(Boolean);
const label = (route: Route) => `${route.method} ${route.path}`;

/** The path with each parameter replaced (regex constraints and wildcards too). */
function fill(path: string, value: (name: string) => string): string {
  return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, (_, name: string) => encodeURIComponent(value(name))).replace(/\*/g, "x");
}

// --- the corpus --------------------------------------------------------------------------------

const ODD = { toString: 1, valueOf: 1 };
const HUGE = "x".repeat(200_000);
const oddValues: unknown[] = [ODD, [ODD], { a: { b: { c: ODD } } }, null, Number("12345678901234567890"), -1, true, "x".repeat(20_000), "\u0000"];

/** Field names the routes read, for routes that declare no schema (before they are converted). */
const COMMON_BODY_KEYS = [
  "formId", "productId", "storeId", "quantity", "email", "login", "password", "newPassword", "passwordConfirmation", "code",
  "lang", "token", "refresh", "description", "provider", "subjectId", "comment", "ecommerceModule", "billingModule",
  "ordersToProducts", "message", "signature", "address", "subject", "text", "html", "url", "variant", "width", "height",
  "data", "id", "name",
];
const COMMON_QUERY_KEYS = ["formId", "token", "lang", "url", "segment", "route", "method", "w", "src", "path", "type", "limit", "offset", "kind", "filters", "orderBy"];

/** Walks a zod schema to the paths of its fields (`a.b`, arrays as `a.0`), for targeted bodies. */
function fieldPaths(schema: unknown, prefix: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 6) return [];
  const s = schema as z.ZodType & { unwrap?: () => unknown; in?: unknown; out?: unknown; element?: unknown; shape?: Record<string, unknown> };
  if (s instanceof z.ZodObject) {
    return Object.entries(s.shape).flatMap(([key, child]) => {
      const inner = fieldPaths(child, [...prefix, key], depth + 1);
      return [[...prefix, key], ...inner];
    });
  }
  if (s instanceof z.ZodArray) return fieldPaths(s.element, [...prefix, "0"], depth + 1);
  if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) return fieldPaths(s.unwrap!(), prefix, depth + 1);
  if (s instanceof z.ZodPipe) return [...fieldPaths(s.in, prefix, depth + 1), ...fieldPaths(s.out, prefix, depth + 1)];
  return [];
}

function setPath(path: string[], value: unknown): unknown {
  let result: unknown = value;
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i]!;
    result = /^\d+$/.test(key) ? [result] : { [key]: result };
  }
  return result;
}

const deep = (levels: number) => {
  let value: unknown = ODD;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

/** Raw bodies (JSON text or form data), whatever the route reads. */
function bodies(schemas: InputSchemas | undefined): (string | FormData)[] {
  const wrap = (data: unknown) => JSON.stringify({ data });
  const paths = [...fieldPaths(schemas?.body), ...COMMON_BODY_KEYS.map((key) => [key])];
  const unique = [...new Map(paths.map((p) => [p.join("."), p])).values()];
  const everyKey = (value: unknown) => Object.fromEntries(COMMON_BODY_KEYS.map((key) => [key, value]));
  const form = new FormData();
  form.set("data", wrap(ODD).slice(8, -1));
  const plainForm = new FormData();
  for (const key of COMMON_BODY_KEYS) plainForm.set(key, "x");
  plainForm.set("toString", "1");
  return [
    ...oddValues.map(wrap),
    wrap(HUGE),
    wrap(deep(150)),
    "[1]",
    "{}",
    "not json",
    '{"data":{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}}',
    ...unique.map((path) => wrap(setPath(path, ODD))),
    wrap(everyKey([ODD])),
    wrap(everyKey(HUGE.slice(0, 20_000))),
    wrap(everyKey(-1)),
    wrap(everyKey(null)),
    form,
    plainForm,
  ];
}

function queries(schemas: InputSchemas | undefined): string[] {
  const keys = [...new Set([...fieldPaths(schemas?.query).filter((p) => p.length === 1).map((p) => p[0]!), ...COMMON_QUERY_KEYS])];
  return [
    ...keys.map((key) => `${key}[toString]=1&${key}[valueOf]=1`),
    keys.map((key) => `${key}=a&${key}=b`).join("&"),
    keys.map((key) => `${key}=${"x".repeat(3000)}`).join("&"),
    keys.map((key) => `${key}=%00`).join("&"),
    "__proto__[isAdmin]=1&constructor[prototype][isAdmin]=1",
  ];
}

const hostileParams = ["not-a-uuid", JSON.stringify(ODD), "__proto__", "x".repeat(3000), "\u0000", "' or 1=1 --"];

/** A valid-looking path: the subject is the admin (so admin requests go deep), other ids are new. */
const validParam = (name: string) => (name === "id" ? adminId : name === "provider" ? "dummy" : randomUUID());

interface Case {
  path: string;
  body?: string | FormData;
}

function casesOf(route: Route): Case[] {
  const schemas = schemasOf(route);
  const names = paramNames(route.path);
  const base = fill(route.path, validParam);
  const cases: Case[] = [];
  for (const name of names) for (const value of hostileParams) cases.push({ path: fill(route.path, (n) => (n === name ? value : validParam(n))) });
  for (const query of queries(schemas)) cases.push({ path: `${base}?${query}` });
  if (route.method !== "GET") for (const body of bodies(schemas)) cases.push({ path: base, body });
  return cases;
}

async function send(route: Route, { path, body }: Case, headers: Record<string, string>) {
  const init: RequestInit = { method: route.method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = body;
    if (typeof body === "string") (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  return sobor.app.request(path, init);
}

describe("hostile input", () => {
  it("every custom route declares its input with validate(), and every path parameter in it", () => {
    const problems: string[] = [];
    for (const route of routeList(sobor.app)) {
      const schemas = schemasOf(route);
      const custom = !genericPaths().has(route.path);
      if (custom && route.path.startsWith("/api/") && !schemas) problems.push(`${label(route)}: no validate() (a route that reads nothing still declares its responses)`);
      const names = paramNames(route.path);
      if (!names.length) continue;
      const declared = schemas?.params instanceof z.ZodObject ? Object.keys(schemas.params.shape) : [];
      const missing = names.filter((name) => !declared.includes(name));
      if (missing.length) problems.push(`${label(route)}: path parameter ${missing.join(", ")} not declared in validate({ params })`);
    }
    expect(problems).toEqual([]);
  });

  it("a path id that is not a uuid is a 400 before any database query", async () => {
    const problems: string[] = [];
    for (const route of routeList(sobor.app)) {
      if (!paramNames(route.path).length) continue;
      // Ids only: a name (the webhook's provider) that is not a uuid is looked up, not refused.
      const params = schemasOf(route)?.params;
      if (params && params.safeParse(Object.fromEntries(paramNames(route.path).map((name) => [name, "not-a-uuid"]))).success) continue;
      const path = fill(route.path, () => "not-a-uuid");
      const { result: response, queries } = await sobor.context.database.countQueries(() =>
        Promise.resolve(sobor.app.request(path, { method: route.method, headers: { "content-type": "application/json" }, body: route.method === "GET" ? undefined : '{"data":{}}' })),
      );
      if (response.status !== 400 || queries !== 0) problems.push(`${label(route)}: ${response.status} after ${queries} queries`);
    }
    expect(problems).toEqual([]);
  });

  it("the hostile corpus gets no 5xx from any custom route, anonymous or as an administrator", async () => {
    const rbac = rbacOf(sobor.context);
    const failures: string[] = [];
    const routes = customRoutes();
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      // A fresh admin session per route: a route may end the one it was called with (logout).
      const admin = bearer((await rbac.sessions.open(adminId)).jwt);
      for (const testCase of casesOf(route)) {
        for (const [who, headers] of [["anonymous", {}], ["admin", admin]] as const) {
          const response = await send(route, testCase, headers);
          if (response.status >= 500) {
            const text = await response.text();
            const body = testCase.body === undefined ? "" : ` body ${typeof testCase.body === "string" ? testCase.body.slice(0, 120) : "(form)"}`;
            failures.push(`${label(route)} as ${who}: ${response.status} for ${testCase.path.slice(0, 160)}${body} → ${text.slice(0, 120)}`);
          } else await response.body?.cancel();
        }
      }
    }
    expect(failures).toEqual([]);
    // A few seconds alone; the generous limit is for a machine shared with other test runs.
  }, 180_000);
});
