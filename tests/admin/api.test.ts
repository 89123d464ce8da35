// GET /api/admin/entities: the admin's metadata, for administrators only (the server decides,
// whatever the page shows).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, register, signInAsAdmin } from "../helpers/accounts.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
beforeAll(async () => {
  sobor = await startTestSobor();
});
afterAll(() => sobor?.close());

describe("GET /api/admin/entities", () => {
  it("refuses a visitor (401) and a signed-in subject without the admin role (403)", async () => {
    expect((await sobor.json("/api/admin/entities")).status).toBe(401);
    const user = await register(sobor);
    const answer = await sobor.json("/api/admin/entities", { headers: bearer(user.jwt) });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ status: 403, error: expect.any(String) });
  });

  it("answers an administrator (and a trusted server) with every entity, without secrets", async () => {
    const admin = await signInAsAdmin(sobor);
    const { status, body } = await sobor.json("/api/admin/entities", { headers: bearer(admin.jwt) });
    expect(status).toBe(200);
    const pages = body.data.find((e: { module: string; name: string }) => e.module === "host" && e.name === "pages");
    expect(pages).toMatchObject({ admin: { titleColumn: "adminTitle" }, variants: ["default"] });
    expect(pages.fields.find((f: { name: string }) => f.name === "url")).toMatchObject({ kind: "text", notNull: true, unique: true, defaultValue: "/" });
    expect(pages.links.map((l: { name: string }) => l.name)).toEqual(expect.arrayContaining(["pages-to-layouts", "pages-to-metadata", "pages-to-widgets"]));
    const identities = body.data.find((e: { module: string; name: string }) => e.module === "rbac" && e.name === "identities");
    expect(identities.fields.map((f: { name: string }) => f.name)).not.toContain("password");
    const trusted = await sobor.json("/api/admin/entities", { secret: true });
    expect(trusted.status).toBe(200);
  });
});
