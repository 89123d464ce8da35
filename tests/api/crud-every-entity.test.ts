import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/app/modules.js";
import type { EntityDef } from "../../src/core/entity/define.js";
import { allEntities, getEntity } from "../../src/core/entity/registry.js";
import { createRecord, expectError, minimalData, pathOf, query, serverOnlyFields, where, type Row } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

// Generated from the registry: a new entity is covered the moment it is declared.
const entities = allEntities();

let sobor: TestSobor;
beforeAll(async () => {
  sobor = await startTestSobor();
});
afterAll(() => sobor.close());

const secretsOf = (def: EntityDef) => def.fields.filter((f) => f.secret).map((f) => f.name);

/** Every answer of this file goes through here: no secret column name may appear in it. */
async function call(def: EntityDef, path: string, init: Parameters<TestSobor["json"]>[1] = {}) {
  const answer = await sobor.json(path, { secret: true, ...init });
  const text = JSON.stringify(answer.body);
  for (const name of secretsOf(def)) expect(text).not.toContain(`"${name}"`);
  return answer;
}

describe("the registry", () => {
  it("holds every module of the spec (and the church calendar of issue 15), models and relations", () => {
    const modules = new Set(entities.map((e) => e.module));
    expect([...modules].sort()).toEqual(
      ["agent", "analytic", "billing", "blog", "church-calendar", "crm", "ecommerce", "file-storage", "host", "notification", "rbac", "social", "startup", "website-builder"],
    );
    expect(entities.filter((e) => e.relation).length).toBeGreaterThan(50);
    // Spot checks of route names from SPEC section 7.
    for (const [module, name] of [
      ["website-builder", "buttons-arrays-to-buttons"],
      ["host", "widgets-to-external-widgets"],
      ["ecommerce", "attributes-to-billing-module-currencies"],
      ["ecommerce", "stores-to-products-to-attributes"],
    ] as const) {
      expect(() => getEntity(module, name)).not.toThrow();
    }
  });
});

describe.each(entities.map((def) => [`${def.module}/${def.name}`, def] as const))("%s", (_, def) => {
  it("create, get, list by id, count, patch, delete, then 404", async () => {
    const base = pathOf(def);
    const data = await minimalData(sobor, def);

    let row: Row;
    if (serverOnlyFields(def).length) {
      // A required column only the server writes: the generic API refuses it cleanly, module code creates it.
      expectError(await call(def, base, { method: "POST", body: { data } }), 400);
      row = await createRecord(sobor, def, data);
    } else {
      const created = await call(def, base, { method: "POST", body: { data } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      row = created.body.data;
    }
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.variant).toBe("default");
    expect(new Date(row.createdAt).getTime()).not.toBeNaN();
    expect(new Date(row.updatedAt).getTime()).not.toBeNaN();
    // What was sent comes back as sent (localised objects, references, unique texts...).
    expect(row).toMatchObject(data);
    // Every public column is in the answer, with its default when not sent.
    for (const f of def.fields.filter((f) => !f.secret)) expect(row, f.name).toHaveProperty(f.name);
    for (const f of def.fields.filter((f) => f.kind === "localised" && !(f.name in data))) expect(row[f.name]).toEqual({});
    if (def.fields.some((f) => f.name === "orderIndex")) expect(row.orderIndex).toBe(0);

    const read = await call(def, `${base}/${row.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(row);

    const byId = where({ column: "id", method: "eq", value: row.id });
    const list = await call(def, `${base}${query(byId)}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([row]);

    const counted = await call(def, `${base}/count${query(byId)}`);
    expect(counted).toEqual({ status: 200, body: { data: 1 } });

    const patch: Row = { variant: def.variants.at(-1) };
    if (def.fields.some((f) => f.name === "className")) patch.className = "patched";
    const patched = await call(def, `${base}/${row.id}`, { method: "PATCH", body: { data: patch } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.data).toMatchObject({ ...patch, id: row.id, createdAt: row.createdAt });
    expect(new Date(patched.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(row.updatedAt).getTime());
    expect((await call(def, `${base}/${row.id}`)).body.data).toMatchObject(patch);

    const deleted = await call(def, `${base}/${row.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.id).toBe(row.id);

    expectError(await call(def, `${base}/${row.id}`), 404, new RegExp(row.id));
    expect((await call(def, `${base}/count${query(byId)}`)).body.data).toBe(0);
    expectError(await call(def, `${base}/${row.id}`, { method: "PATCH", body: { data: patch } }), 404);
    expectError(await call(def, `${base}/${row.id}`, { method: "DELETE" }), 404);
  });
});

describe("secret columns", () => {
  const withSecrets = entities.filter((def) => secretsOf(def).length > 0);

  it("exist where the spec puts them (identity password, salt, code)", () => {
    expect(secretsOf(getEntity("rbac", "identities")).sort()).toEqual(["code", "password", "salt"]);
  });

  it.each(withSecrets.map((def) => [`${def.module}/${def.name}`, def] as const))(
    "%s: never leave the server, from any route",
    async (_, def) => {
      const base = pathOf(def);
      const row = await createRecord(sobor, def);
      // Only the server writes secrets: set them behind the API's back.
      const secretValues = Object.fromEntries(secretsOf(def).map((name) => [name, `SECRET-${name}-${row.id}`]));
      await sobor.context.db.update(def.table).set(secretValues).where(eq(def.table.id, row.id));

      const byId = where({ column: "id", method: "eq", value: row.id });
      const answers = [
        await sobor.request(`${base}${query(byId)}`, { secret: true }),
        await sobor.request(`${base}/${row.id}`, { secret: true }),
        await sobor.request(`${base}/${row.id}`, { method: "PATCH", secret: true, body: { data: { variant: "default" } } }),
        await sobor.request(`${base}/bulk`, { method: "PATCH", secret: true, body: { data: [{ id: row.id, variant: "default" }] } }),
        // The whole row as read: it is found (nulls included), not created.
        await sobor.request(`${base}/find-or-create`, { method: "POST", secret: true, body: { data: row } }),
        ...(serverOnlyFields(def).length
          ? []
          : [await sobor.request(`${base}/bulk`, { method: "POST", secret: true, body: { data: [await minimalData(sobor, def)] } })]),
        await sobor.request(`${base}/${row.id}`, { method: "DELETE", secret: true }),
      ];
      for (const [i, answer] of answers.entries()) {
        const text = await answer.text();
        expect(answer.status, `answer ${i}: ${text}`).toBeLessThan(300);
        for (const [name, value] of Object.entries(secretValues)) {
          expect(text).not.toContain(value);
          expect(text).not.toContain(`"${name}"`);
        }
      }
    },
  );

  it.each(withSecrets.map((def) => [`${def.module}/${def.name}`, def] as const))(
    "%s: are not accepted from a client, nor filterable or sortable",
    async (_, def) => {
      const base = pathOf(def);
      for (const name of secretsOf(def)) {
        expectError(
          await sobor.json(base, { method: "POST", secret: true, body: { data: { [name]: "x" } } }),
          400,
          new RegExp(name),
        );
        expectError(await sobor.json(`${base}${query(where({ column: name, method: "eq", value: "x" }))}`, { secret: true }), 400, new RegExp(name));
        expectError(await sobor.json(`${base}${query({ orderBy: { and: [{ column: name, method: "asc" }] } })}`, { secret: true }), 400, new RegExp(name));
      }
    },
  );
});
