import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../src/core/paths.js";
import { allEntities } from "../../src/core/entity/registry.js";
import { validatorSchemas } from "../../src/core/http/validate.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";
import { routeList, type Route } from "../helpers/routes.js";

/**
 * Every route the app mounts, read from its own route list, is in GET /api/openapi.json: the
 * operation exists, it documents its input where it takes some (path and query parameters, a
 * request body), and it documents what it answers with a schema. A route added without its
 * schemas fails here by name.
 */

interface Operation {
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let sobor: TestSobor;
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  sobor = await startTestSobor();
  const response = await sobor.request("/api/openapi.json");
  expect(response.status).toBe(200);
  doc = await response.json();
});
afterAll(() => sobor?.close());

/** Hono's `/a/:id{[0-9a-f-]+}/` as OpenAPI's `/a/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\}+)?/g, "{$1}").replace(/(.)\/$/, "$1");
const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

const genericBases = () => new Set(allEntities().map((def) => `/api/${def.module}/${def.name}`));
const isGeneric = (path: string, bases: Set<string>) => bases.has(path.replace(/\/(count|find-or-create|bulk|:id)?\/?$/, ""));

const hasSchema = (content: Record<string, { schema?: unknown }> | undefined) =>
  Object.values(content ?? {}).some((media) => media.schema !== undefined && JSON.stringify(media.schema) !== "{}");

function problemsOf(route: Route, operation: Operation | undefined, generic: boolean): string[] {
  if (!operation) return ["not in the document"];
  const problems: string[] = [];
  const parameters = operation.parameters ?? [];
  for (const name of paramNames(route.path)) {
    if (!parameters.some((p) => p.in === "path" && p.name === name && p.schema)) problems.push(`path parameter ${name} has no schema`);
  }
  const schemas = route.handlers.map(validatorSchemas).find(Boolean);
  if (schemas?.query && !parameters.some((p) => p.in === "query")) problems.push("takes a query but documents no query parameter");
  const takesBody = schemas?.body !== undefined || (generic && ["POST", "PATCH"].includes(route.method));
  if (takesBody && !hasSchema(operation.requestBody?.content)) problems.push("takes a body but documents no request schema");
  const responses = Object.entries(operation.responses ?? {});
  const success = responses.filter(([status]) => /^[23]\d\d$/.test(status));
  if (!success.length) problems.push("documents no success answer");
  for (const [status, response] of success) {
    if (status.startsWith("2") && !hasSchema(response.content)) problems.push(`answer ${status} has no schema`);
  }
  return problems;
}

describe("OpenAPI completeness", () => {
  it("documents every mounted route, with its request and response schemas", () => {
    const bases = genericBases();
    const routes = routeList(sobor.app);
    // Module routes, core's own and the generic CRUD of every entity.
    expect(routes.filter((route) => !isGeneric(route.path, bases)).length).toBeGreaterThan(60);
    const problems: string[] = [];
    for (const route of routes) {
      const operation = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      for (const problem of problemsOf(route, operation, isGeneric(route.path, bases))) problems.push(`${route.method} ${route.path}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it("documents a module route from the same schemas that check it", async () => {
    const login = doc.paths["/api/rbac/subjects/authentication/email-and-password/authentication"]?.post;
    const body = login?.requestBody?.content?.["application/json"]?.schema as { properties?: { data?: { properties?: Record<string, unknown>; required?: string[] } } };
    expect(Object.keys(body?.properties?.data?.properties ?? {})).toEqual(expect.arrayContaining(["login", "password"]));
    // What the document says is required is what the route refuses without.
    const response = await sobor.request("/api/rbac/subjects/authentication/email-and-password/authentication", { method: "POST", body: { data: {} } });
    expect(response.status).toBe(400);
    const { cause } = (await response.json()) as { cause: { message: string }[] };
    for (const field of body?.properties?.data?.required ?? []) expect(cause.map((c) => c.message).join(" ")).toContain(field);

    const orders = doc.paths["/api/rbac/subjects/{id}/ecommerce-module/orders"]?.get;
    expect(orders?.parameters?.find((p) => p.name === "id")?.schema).toBeDefined();
    const answer = orders?.responses?.["200"]?.content?.["application/json"]?.schema as { properties?: { data?: { type?: string } } };
    expect(answer?.properties?.data?.type).toBe("array");
  });

  describe("input read outside the declared schemas", () => {
    // eslint.config.js allows a route to read its path, query and body only through validate()'s
    // c.var.input, so whatever a route reads is what the document above says it takes (`?lang=`
    // was read beside the schemas by registration, forgot-password, invitations and checkout).
    const eslint = new ESLint({
      cwd: projectRoot,
      overrideConfig: [{ languageOptions: { parserOptions: { projectService: false } } }],
      ruleFilter: ({ ruleId }) => ruleId === "no-restricted-syntax",
    });
    const unchecked = (results: ESLint.LintResult[]) =>
      results.flatMap((result) => result.messages.map((m) => `${result.filePath.slice(projectRoot.length + 1)}:${m.line} ${m.message}`));

    it("fails a route that reads the query, path or body itself", async () => {
      const probe = [
        'import type { Hono } from "hono";',
        'export const probe = (app: Hono) => app.post("/api/probe/:id", async (c) => c.json({ lang: c.req.query("lang"), id: c.req.param("id"), body: await c.req.json() }));',
      ].join("\n");
      const results = await eslint.lintText(probe, { filePath: "src/modules/rbac/server/probe.ts" });
      expect(unchecked(results)).toEqual([expect.stringMatching(/c\.var\.input/), expect.stringMatching(/c\.var\.input/), expect.stringMatching(/c\.var\.input/)]);
    });

    it("documents and checks ?lang= on the routes that send mail", async () => {
      const mailing = [
        ["post", "/api/rbac/subjects/authentication/email-and-password/registration"],
        ["post", "/api/rbac/subjects/authentication/email-and-password/forgot-password"],
        ["post", "/api/rbac/invitations"],
        ["post", "/api/rbac/subjects/{id}/ecommerce-module/orders/checkout"],
        ["post", "/api/rbac/subjects/{id}/ecommerce-module/orders/{orderId}/checkout"],
        ["post", "/api/rbac/subjects/{id}/ecommerce-module/products/{productId}/checkout"],
      ] as const;
      for (const [method, path] of mailing) expect(doc.paths[path]?.[method]?.parameters?.some((p) => p.in === "query" && p.name === "lang"), path).toBe(true);
      // Validated before the handler: an object where the language belongs is a 400 naming it.
      const response = await sobor.request("/api/rbac/subjects/authentication/email-and-password/forgot-password?lang[x]=en", { method: "POST", body: { data: { email: "someone@example.com" } } });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toMatch(/lang/);
    });

    it("lets a route read c.var.input, and the guard and webhook that say why they read the request", async () => {
      const declared = 'import type { Hono } from "hono";\nexport const probe = (app: Hono) => app.get("/api/probe", (c) => c.json({ lang: (c.var as { input: { query: { lang?: string } } }).input.query.lang }));';
      expect(unchecked(await eslint.lintText(declared, { filePath: "src/modules/rbac/server/probe.ts" }))).toEqual([]);
      // The whole tree is held to it by npm run lint; these two are its only exceptions.
      expect(unchecked(await eslint.lintFiles(["src/modules/rbac/server/subject-routes.ts", "src/modules/billing/server/routes.ts", "src/modules/rbac/server/request.ts"]))).toEqual([]);
    });
  });
});
