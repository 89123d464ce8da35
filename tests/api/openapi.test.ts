import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/app/modules.js";
import { allEntities } from "../../src/core/entity/registry.js";
import { pathOf } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

const entities = allEntities();

let sobor: TestSobor;
let doc: any;
beforeAll(async () => {
  sobor = await startTestSobor();
  const response = await sobor.request("/api/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  doc = await response.json();
});
afterAll(() => sobor.close());

const schemaOf = (module: string, name: string, kind: "Create" | "Update" | "Row") => doc.components.schemas[`${module}.${name}.${kind}`];

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document, public", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.components.securitySchemes.secretKey).toEqual({ type: "apiKey", in: "header", name: "X-RBAC-SECRET-KEY" });
    expect(doc.components.schemas.Error.properties).toHaveProperty("requestId");
  });

  it.each(entities.map((def) => [`${def.module}/${def.name}`, def] as const))("%s: has its paths and schemas", (_, def) => {
    const base = pathOf(def);
    expect(Object.keys(doc.paths[base] ?? {}).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths[`${base}/{id}`] ?? {}).sort()).toEqual(["delete", "get", "patch"]);
    expect(doc.paths[`${base}/count`]?.get).toBeDefined();
    expect(doc.paths[`${base}/find-or-create`]?.post).toBeDefined();
    expect(Object.keys(doc.paths[`${base}/bulk`] ?? {}).sort()).toEqual(["patch", "post"]);

    const create = schemaOf(def.module, def.name, "Create");
    const update = schemaOf(def.module, def.name, "Update");
    const row = schemaOf(def.module, def.name, "Row");
    for (const schema of [create, update, row]) expect(schema).toBeDefined();
    // Secrets are neither accepted nor returned; timestamps are the server's.
    for (const f of def.fields.filter((f) => f.secret)) {
      expect(create.properties).not.toHaveProperty(f.name);
      expect(update.properties).not.toHaveProperty(f.name);
      expect(row.properties).not.toHaveProperty(f.name);
    }
    expect(create.properties).not.toHaveProperty("createdAt");
    expect(row.properties).toHaveProperty("createdAt");
    for (const f of def.fields.filter((f) => !f.secret)) expect(row.properties, f.name).toHaveProperty(f.name);
    // What a client must send is required in Create, and nothing is required in Update.
    const required = def.fields.filter((f) => f.notNull && !f.hasDefault && !f.secret && !f.readOnly).map((f) => f.name);
    expect([...(create.required ?? [])].sort()).toEqual(required.sort());
    expect(update.required ?? []).toEqual([]);
  });

  it("carries the enums and the strict slug pattern", () => {
    expect(schemaOf("ecommerce", "orders", "Create").properties.status.enum).toEqual(
      ["new", "paying", "paid", "approving", "packaging", "delivering", "delivered", "canceled"],
    );
    expect(schemaOf("website-builder", "widgets", "Create").properties.slug.pattern).toBe("^[a-z0-9-]+$");
    expect(schemaOf("blog", "articles", "Create").properties.slug.pattern).toBeUndefined();
  });

  it("every $ref points at a schema of the document", () => {
    const refs = JSON.stringify(doc.paths).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(entities.length);
    for (const ref of new Set(refs)) {
      const name = ref.slice('"$ref":"#/components/schemas/'.length, -1);
      expect(doc.components.schemas, ref).toHaveProperty([name]);
    }
  });
});
