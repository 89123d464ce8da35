// The admin list's declared columns, numbered titles and filters (issue 11), as pure functions of
// the metadata: the conditions a filter state sends, with days read on the site's clock.
import { describe, expect, it } from "vitest";
import "../../src/app/modules.js";
import { recordTitle, tableColumns } from "../../src/core/admin/model.js";
import { adminEntities } from "../../src/core/admin/server.js";
import { enumFilterFields, filterConditions, relatedFilters } from "../../src/core/admin/table-filters.js";

const entity = (module: string, name: string) => adminEntities().find((e) => e.module === module && e.name === name)!;
const SUBJECT = "0b6c1a52-8f0e-4d1e-9a63-5b0f3c2f8e11";

describe("admin list of orders", () => {
  const orders = entity("ecommerce", "orders");

  it("shows the declared columns and the number as '№ …'", () => {
    expect(tableColumns(orders).map((c) => c.name)).toEqual(["status", "type", "createdAt"]);
    expect(recordTitle(orders, { id: "x", number: 1042, adminTitle: "random words" }, "en")).toBe("№ 1042");
  });

  it("offers a filter per enum column and a related record filter", () => {
    expect(enumFilterFields(orders).map((f) => f.name)).toEqual(["status", "type"]);
    expect(relatedFilters(orders).map((r) => r.name)).toEqual(["customer"]);
  });

  it("turns a filter state into list conditions, a day's bounds on the site's clock", () => {
    expect(filterConditions(orders, { status: "paid", from: "2026-03-01", to: "2026-03-31", customer: SUBJECT }, "Europe/Moscow")).toEqual([
      { column: "status", method: "eq", value: "paid" },
      { column: "createdAt", method: "gte", value: "2026-02-28T21:00:00.000Z" },
      // 'to' is included: the range ends where the next day starts.
      { column: "createdAt", method: "lt", value: "2026-03-31T21:00:00.000Z" },
      { column: "customer", method: "eq", value: SUBJECT },
    ]);
    expect(filterConditions(orders, {}, "Europe/Moscow")).toEqual([]);
    expect(filterConditions(orders, { id: SUBJECT })).toEqual([{ column: "id", method: "eq", value: SUBJECT }]);
  });
});

describe("admin list of subjects", () => {
  it("shows when each was created, and its emails, roles and orders", () => {
    const subjects = entity("rbac", "subjects");
    expect(tableColumns(subjects).map((c) => c.name)).toEqual(["slug", "createdAt"]);
    expect(subjects.admin.titleFrom).toBe("emails");
    expect(subjects.admin.related?.map((r) => [r.name, r.kind])).toEqual([
      ["emails", "values"],
      ["roles", "values"],
      ["orders", "count"],
    ]);
  });
});
