// Every declared entity has a working admin: table columns, a form with a known input and a
// label for each field, a browser schema that takes a minimal record (which the server's insert
// schema takes too) and refuses one missing a required field. Generated from the registry.
import { randomUUID } from "node:crypto";
import { QueryClientProvider } from "@tanstack/react-query";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import "../../src/app/modules.js";
import { AdminProvider } from "../../src/core/admin/context.js";
import { EntityForm } from "../../src/core/admin/form.js";
import { labelOf } from "../../src/core/admin/labels.js";
import { displayValue, formFields, inputOf, isLinkEntity, modulesOf, sortableColumns, tableColumns } from "../../src/core/admin/model.js";
import { defaultValues, fieldErrorsOf, formSchema, isRequired, toPayload, type FormValues } from "../../src/core/admin/schema.js";
import { searchExpression } from "../../src/core/http/admin-search.js";
import { adminEntities } from "../../src/core/admin/server.js";
import { AdminTable } from "../../src/core/admin/table.js";
import type { AdminEntity } from "../../src/core/admin/types.js";
import { allEntities, getEntity, schemasOf } from "../../src/core/entity/index.js";
import { createQueryClient } from "../../src/core/client/query.js";
import { adminOverrides } from "../../src/web/admin/overrides.js";

const languages = ["ru", "en"];
const overrides = adminOverrides;
const entities = adminEntities();
const key = (e: { module: string; name: string }) => `${e.module}/${e.name}`;

/** The declared defaults plus a value for every required field left empty. */
function minimalValues(entity: AdminEntity): FormValues {
  const values = defaultValues(entity, languages, undefined, overrides);
  for (const field of formFields(entity)) {
    if (!isRequired(field) && !(field.notNull && (field.kind === "integer" || field.kind === "number"))) continue;
    const value = values[field.name];
    if (value !== "" && value !== undefined && value !== null) continue;
    const input = inputOf(entity, field, overrides);
    if (input === "reference" || field.format === "uuid") values[field.name] = randomUUID();
    else if (input === "integer" || input === "number") values[field.name] = 1;
    else if (input === "date") values[field.name] = "2030-01-02";
    else if (input === "datetime") values[field.name] = "2030-01-02T10:30";
    else if (input === "file") values[field.name] = "/public/images/logo.svg";
    else values[field.name] = "required-value";
  }
  return values;
}

function render(element: Parameters<typeof renderToString>[0]) {
  const queryClient = createQueryClient();
  return renderToString(
    h(QueryClientProvider, { client: queryClient }, h(AdminProvider, { entities, languages, defaultLanguage: "ru", language: "en", overrides, children: element })),
  );
}

describe("admin metadata", () => {
  it("describes every declared entity, without secrets", () => {
    expect(entities.map(key)).toEqual(allEntities().map(key));
    for (const entity of entities) {
      const def = getEntity(entity.module, entity.name);
      expect(entity.fields.map((f) => f.name)).toEqual(def.fields.filter((f) => !f.secret).map((f) => f.name));
    }
    const json = JSON.stringify(entities);
    for (const secret of ["refreshHash", "salt", "\"password\"", "\"token\""]) expect(json).not.toContain(secret);
  });

  it("lists every module with its models and relations, sorted by name", () => {
    const groups = modulesOf(entities);
    expect(groups.map((g) => g.module)).toEqual([...new Set(entities.map((e) => e.module))].sort());
    for (const group of groups) {
      const names = group.models.map((m) => m.name);
      expect(names).toEqual([...names].sort());
      expect(group.relations.every(isLinkEntity)).toBe(true);
    }
  });

  it("reaches the relations the spec names from the forms of their records", () => {
    const links = (module: string, name: string) => entities.find((e) => e.module === module && e.name === name)!.links.map(key);
    expect(links("host", "pages")).toEqual(expect.arrayContaining(["host/pages-to-layouts", "host/pages-to-metadata", "host/pages-to-widgets"]));
    expect(links("host", "metadata")).toContain("host/pages-to-metadata");
    expect(links("host", "layouts")).toEqual(expect.arrayContaining(["host/pages-to-layouts", "host/layouts-to-widgets"]));
    expect(links("host", "widgets")).toEqual(expect.arrayContaining(["host/pages-to-widgets", "host/layouts-to-widgets", "host/widgets-to-external-widgets"]));
    expect(links("ecommerce", "orders")).toEqual(
      expect.arrayContaining([
        "ecommerce/orders-to-products",
        "ecommerce/orders-to-billing-module-currencies",
        "ecommerce/orders-to-billing-module-payment-intents",
        "ecommerce/orders-to-file-storage-module-files",
      ]),
    );
    expect(links("rbac", "subjects")).toEqual(
      expect.arrayContaining([
        "rbac/subjects-to-identities",
        "rbac/subjects-to-roles",
        "rbac/subjects-to-ecommerce-module-products",
        "rbac/subjects-to-ecommerce-module-orders",
        "rbac/subjects-to-notification-module-topics",
        "rbac/subjects-to-billing-module-payment-intents",
        "rbac/subjects-to-social-module-profiles",
      ]),
    );
  });

  it("sends a cleared number as null where the column allows it, and refuses it where not", () => {
    const files = entities.find((e) => key(e) === "file-storage/files")!;
    const values = { ...minimalValues(files), width: "", height: 640 };
    expect(formSchema(files, overrides).safeParse(values).success).toBe(true);
    const payload = toPayload(files, values, { mode: "update", overrides });
    expect(payload).toMatchObject({ width: null, height: 640 });
    const link = entities.find((e) => key(e) === "host/pages-to-widgets")!;
    const cleared = { ...minimalValues(link), orderIndex: "" };
    expect(formSchema(link, overrides).safeParse(cleared).error?.issues.map((i) => [i.path[0], i.message])).toEqual([["orderIndex", "is required"]]);
  });

  it("sends dates as ISO timestamps and empty ones as null", () => {
    const attributes = entities.find((e) => key(e) === "ecommerce/attributes")!;
    const values = { ...minimalValues(attributes), date: "2030-05-06", datetime: "" };
    const payload = toPayload(attributes, values, { mode: "update", overrides });
    expect(payload).toMatchObject({ date: "2030-05-06T00:00:00.000Z", datetime: null });
    expect(formSchema(attributes, overrides).safeParse({ ...values, date: "not a date" }).success).toBe(false);
  });

  it("shows and takes datetimes on the site's clock, whatever the browser's zone", () => {
    const attributes = entities.find((e) => key(e) === "ecommerce/attributes")!;
    const moscow = "Europe/Moscow";
    // 18:00 typed in Moscow is 15:00 UTC; read back, the form shows 18:00 again, the card too.
    const payload = toPayload(attributes, { ...minimalValues(attributes), datetime: "2026-12-05T18:00" }, { mode: "update", overrides, timeZone: moscow });
    expect(payload.datetime).toBe("2026-12-05T15:00:00.000Z");
    expect(defaultValues(attributes, ["ru", "en"], { ...payload, id: "x" }, overrides, moscow).datetime).toBe("2026-12-05T18:00");
    expect(displayValue({ kind: "datetime" }, payload.datetime, "ru", undefined, moscow)).toBe("2026-12-05 18:00");
    // Without a site zone: UTC, as before.
    expect(displayValue({ kind: "datetime" }, payload.datetime, "ru")).toBe("2026-12-05 15:00");
    expect(toPayload(attributes, { ...minimalValues(attributes), datetime: "2026-12-05T18:00" }, { mode: "update", overrides }).datetime).toBe("2026-12-05T18:00:00.000Z");
  });

  it("maps server messages that name a field to that field", () => {
    const names = ["slug", "title", "orderIndex"];
    expect(fieldErrorsOf(["slug: a record with this value already exists", "slug must be unique"], names)).toEqual({ slug: "a record with this value already exists" });
    expect(fieldErrorsOf(["Invalid input: title.ru: must not contain NUL; orderIndex: Invalid input"], names)).toEqual({
      title: "must not contain NUL",
      orderIndex: "Invalid input",
    });
    expect(fieldErrorsOf(["Only an administrator may change this"], names)).toEqual({});
  });
});

describe.each(entities.map((entity) => ({ entity, id: key(entity) })))("$id", ({ entity }) => {
  const def = getEntity(entity.module, entity.name);

  it("has table columns, sort columns, search columns and a known input for every editable field", () => {
    // A drafts entity's `published` is set by its Publish buttons, not a field of the form.
    const editable = def.fields.filter((f) => !f.secret && !f.readOnly && f.kind !== "id" && !(def.drafts && f.name === "published")).map((f) => f.name);
    expect(formFields(entity).map((f) => f.name).sort()).toEqual([...editable].sort());
    for (const field of formFields(entity)) expect(inputOf(entity, field, overrides), field.name).not.toBe("unknown");
    const names = entity.fields.map((f) => f.name);
    for (const column of tableColumns(entity)) expect(names).toContain(column.name);
    expect(sortableColumns(entity).map((f) => f.name)).toEqual(expect.arrayContaining(["id", "createdAt"]));
    expect([...names, "id"]).toContain(entity.admin.titleColumn);
    for (const column of entity.admin.searchColumns) expect(names).toContain(column);
    // A model's search columns hold text the trigram index covers; relations search by id only.
    if (!def.relation && entity.admin.searchColumns.length) expect(searchExpression(def)).toBeDefined();
    for (const link of entity.links) {
      const linked = entities.find((e) => key(e) === key(link));
      expect(linked?.fields.find((f) => f.name === link.key)?.references).toEqual({ module: entity.module, name: entity.name });
    }
  });

  it("takes a minimal valid record, which the server's insert schema takes too", () => {
    const values = minimalValues(entity);
    const parsed = formSchema(entity, overrides).safeParse(values);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const payload = toPayload(entity, values, { mode: "create", overrides });
    const server = schemasOf(def).insert.safeParse(payload);
    expect(server.error?.issues ?? []).toEqual([]);
  });

  it("refuses a record missing a required field", () => {
    const required = formFields(entity).filter(isRequired);
    expect(required.map((f) => f.name)).toContain("variant");
    for (const field of required) {
      const values = { ...minimalValues(entity), [field.name]: "" };
      const parsed = formSchema(entity, overrides).safeParse(values);
      expect(parsed.success, field.name).toBe(false);
      expect(parsed.error?.issues.map((i) => i.path[0])).toContain(field.name);
    }
  });

  it("renders its form with a label for every field, and its table", () => {
    const fields = formFields(entity);
    const create = render(h(EntityForm, { entity }));
    const row = { id: randomUUID(), createdAt: new Date().toISOString(), ...toPayload(entity, minimalValues(entity), { mode: "create", overrides }) };
    const update = render(h(EntityForm, { entity, row }));
    for (const html of [create, update]) {
      for (const field of fields) expect(html).toContain(`${labelOf(field.name)}<`);
      expect(html).not.toContain("Unknown input type");
      if (def.drafts) {
        expect(html).toContain(">Save draft<");
        expect(html).toContain(">Publish<");
      } else expect(html).toContain(">Submit<");
    }
    expect(update).toContain(row.id);
    const table = render(h(AdminTable, { entity }));
    expect(table).toContain("Add new");
    expect(table).toContain('aria-busy="true"');
  });
});
