import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../src/app/modules.js";
import { findEntity } from "../../src/core/entity/registry.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

/**
 * A host widget shows another module's widget by naming the module (externalModule). The names it
 * accepts follow the one module list (src/app/modules.ts) through the entity registry: every module
 * that declares widgets, and no other (audit has none), with no second hand-kept list to forget.
 */

let sobor: TestSobor;
beforeAll(async () => {
  sobor = await startTestSobor();
});
afterAll(() => sobor?.close());

const withWidgets = () => modules.map((module) => module.name).filter((name) => findEntity(name, "widgets")).sort();

describe("host widgets' external modules", () => {
  it("are the listed modules that declare widgets, in the admin's metadata too", async () => {
    expect(withWidgets()).toContain("website-builder");
    expect(withWidgets()).not.toContain("audit");
    const { status, body } = await sobor.json("/api/admin/entities", { secret: true });
    expect(status).toBe(200);
    const entity = (body.data as { module: string; name: string; fields: { name: string; values?: string[] }[] }[]).find(
      (e) => e.module === "host" && e.name === "widgets-to-external-widgets",
    );
    expect(entity?.fields.find((f) => f.name === "externalModule")?.values).toEqual(withWidgets());
  });

  it("accepts each of them and refuses a module without widgets, naming the field", async () => {
    const host = await sobor.json("/api/host/widgets", { method: "POST", secret: true, body: { data: {} } });
    expect(host.status).toBe(201);
    const target = await sobor.json("/api/website-builder/widgets", { method: "POST", secret: true, body: { data: {} } });
    const link = (externalModule: string) =>
      sobor.json("/api/host/widgets-to-external-widgets", { method: "POST", secret: true, body: { data: { widgetId: host.body.data.id, externalModule, externalWidgetId: target.body.data.id } } });
    for (const name of ["audit", "no-such-module"]) {
      const refused = await link(name);
      expect(refused.status, name).toBe(400);
      expect(JSON.stringify(refused.body), name).toContain("externalModule");
    }
    for (const name of withWidgets()) expect((await link(name)).status, name).toBe(201);
  });

  it("documents them in the OpenAPI document's request schema", async () => {
    const doc = (await sobor.json("/api/openapi.json")).body;
    expect(JSON.stringify(doc.paths["/api/host/widgets-to-external-widgets"]?.post?.requestBody)).toContain("host.widgets-to-external-widgets.Create");
    const create = doc.components.schemas["host.widgets-to-external-widgets.Create"];
    expect(create.properties.externalModule.enum).toEqual(withWidgets());
  });
});
