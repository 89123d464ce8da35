// Restore on a drafts entity (issue 12): restoring content never flips whether a record is on the
// site; restoring live makes the version the record at once and discards a waiting draft (the
// editor chose this version over it); restoring as a draft puts the version's fields in the draft,
// to preview and publish, leaving the site and the History as they were.
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { versions } from "../../src/core/history/versions-table.js";
import { articles } from "../../src/modules/blog/entities.js";
import { bearer, signInAsAdmin, type Tokens } from "../helpers/accounts.js";
import { expectError, uniqueText } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let admin: Tokens;
beforeAll(async () => {
  sobor = await startTestSobor();
  admin = await signInAsAdmin(sobor);
});
afterAll(() => sobor?.close());

async function call(method: string, path: string, data?: unknown, status = method === "POST" && !/restore|publish/.test(path) ? 201 : 200) {
  const answer = await sobor.json(path, { method, headers: bearer(admin.jwt), body: data === undefined ? undefined : { data } });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body.data;
}

/** A record's versions, oldest first. */
const versionsOf = (entity: string, id: string) =>
  sobor.context.db.select().from(versions).where(and(eq(versions.entity, entity), eq(versions.recordId, id))).orderBy(asc(versions.createdAt));

const publicTitle = async (id: string) => {
  const answer = await sobor.json(`/api/blog/articles/${id}`);
  return answer.status === 200 ? (answer.body.data.title as Record<string, string>).en : answer.status;
};
const draftOf = async (id: string) => (await call("GET", `/api/admin/drafts/blog/articles/${id}`)).draft as Record<string, unknown> | null;
const restore = (versionId: string, as?: "live" | "draft") => call("POST", `/api/admin/versions/${versionId}/restore`, as ? { as } : undefined);

/** An article written twice: its first version ('First') and the live record ('Second'). */
async function twiceWritten() {
  const article = await call("POST", "/api/blog/articles", { slug: uniqueText("restore"), title: { en: "First" } });
  await call("PATCH", `/api/blog/articles/${article.id}`, { title: { en: "Second" } });
  const [first] = await versionsOf("blog/articles", article.id);
  return { id: article.id as string, first: first!.id };
}

describe("restoring a drafts record live", () => {
  it("makes the version live, discards the waiting draft, and is one new version", async () => {
    const { id, first } = await twiceWritten();
    await call("PUT", `/api/admin/drafts/blog/articles/${id}`, { title: { en: "Waiting draft" } });
    const before = (await versionsOf("blog/articles", id)).length;

    const restored = await restore(first);
    expect(restored).toMatchObject({ id, published: true, title: { en: "First" } });
    expect(await publicTitle(id)).toBe("First");
    expect(await draftOf(id)).toBeNull();
    const after = await versionsOf("blog/articles", id);
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ action: "restore", restoredFrom: first });
  });

  it("keeps a published record on the site when the version restored is from before it was published", async () => {
    const created = await call("POST", "/api/admin/drafts/blog/articles", { slug: uniqueText("was-draft"), title: { en: "Unpublished wording" } });
    await call("POST", `/api/admin/drafts/blog/articles/${created.id}/publish`, {});
    await call("PATCH", `/api/blog/articles/${created.id}`, { title: { en: "Published wording" } });
    const [unpublished] = await versionsOf("blog/articles", created.id);
    expect((unpublished!.data as { published: boolean }).published).toBe(false);

    expect(await restore(unpublished!.id)).toMatchObject({ published: true, title: { en: "Unpublished wording" } });
    expect(await publicTitle(created.id)).toBe("Unpublished wording");
  });

  it("keeps a record taken down off the site when the version restored was published", async () => {
    const { id, first } = await twiceWritten();
    await call("POST", `/api/admin/drafts/blog/articles/${id}/unpublish`, {});
    expect(await restore(first)).toMatchObject({ published: false, title: { en: "First" } });
    expect(await publicTitle(id)).toBe(404);
  });
});

describe("restoring a drafts record as a draft", () => {
  it("puts the version's fields in the draft, replacing a waiting one; the site and History stay; Publish makes it live", async () => {
    const { id, first } = await twiceWritten();
    await call("PUT", `/api/admin/drafts/blog/articles/${id}`, { title: { en: "Waiting draft" }, adminTitle: "Waiting admin title" });
    const before = (await versionsOf("blog/articles", id)).length;

    const answer = await restore(first, "draft");
    expect(answer).toMatchObject({ id, published: true, title: { en: "Second" } });
    expect(await publicTitle(id)).toBe("Second");
    const draft = await draftOf(id);
    expect(draft).toMatchObject({ title: { en: "First" } });
    // Replaced, not merged: the waiting draft's other edit is gone with it.
    expect(draft!.adminTitle).toBe((answer as { adminTitle: string }).adminTitle);
    expect(draft).not.toHaveProperty("published");
    expect((await versionsOf("blog/articles", id)).length).toBe(before);

    await call("POST", `/api/admin/drafts/blog/articles/${id}/publish`, {});
    expect(await publicTitle(id)).toBe("First");
    expect((await versionsOf("blog/articles", id)).length).toBe(before + 1);
  });

  it("brings a deleted record back unpublished, and an unpublished one is restored in place, still unpublished", async () => {
    const { id, first } = await twiceWritten();
    await call("DELETE", `/api/blog/articles/${id}`);
    expect(await restore(first, "draft")).toMatchObject({ id, published: false, title: { en: "First" } });
    expect(await publicTitle(id)).toBe(404);
    expect(await draftOf(id)).toBeNull();

    await call("PATCH", `/api/blog/articles/${id}`, { title: { en: "Third" } });
    expect(await restore(first, "draft")).toMatchObject({ id, published: false, title: { en: "First" } });
    expect(await publicTitle(id)).toBe(404);
  });

  it("is refused for an entity without drafts, and an unknown mode is a 400", async () => {
    const category = await call("POST", "/api/blog/categories", { slug: uniqueText("category"), title: { en: "Feasts" } });
    const [version] = await versionsOf("blog/categories", category.id);
    expectError(await sobor.json(`/api/admin/versions/${version!.id}/restore`, { method: "POST", headers: bearer(admin.jwt), body: { data: { as: "draft" } } }), 400, /has no drafts/);
    expectError(await sobor.json(`/api/admin/versions/${version!.id}/restore`, { method: "POST", headers: bearer(admin.jwt), body: { data: { as: "later" } } }), 400);
    // Live is the default, as before.
    expect(await restore(version!.id)).toMatchObject({ id: category.id });
  });
});

describe("a version holding plain text in a field localised since (as a file's alt before migration 0022)", () => {
  /** An article whose first stored version has its title as plain text and no subtitle, as written before those fields were localised. */
  async function withTextVersion() {
    const { id, first } = await twiceWritten();
    const [version] = await sobor.context.db.select().from(versions).where(eq(versions.id, first));
    await sobor.context.db.update(versions).set({ data: { ...(version!.data as Record<string, unknown>), title: "Пасха", subtitle: null, description: " " } }).where(eq(versions.id, first));
    return { id, first };
  }
  const storedType = async (id: string) =>
    (await sobor.context.db.select({ title: sql<string>`jsonb_typeof(${articles.title})`, subtitle: sql<string>`jsonb_typeof(${articles.subtitle})` }).from(articles).where(eq(articles.id, id)))[0];

  it("restored live, the text comes back in the site's default language (ru), never as a string in the jsonb column", async () => {
    const { id, first } = await withTextVersion();
    expect(await restore(first)).toMatchObject({ id, title: { ru: "Пасха" }, subtitle: {}, description: {} });
    expect((await sobor.json(`/api/blog/articles/${id}`)).body.data.title).toEqual({ ru: "Пасха" });
    expect(await storedType(id)).toEqual({ title: "object", subtitle: "object" });
  });

  it("restored as a draft, the draft holds it the same way (not refused as a string)", async () => {
    const { id, first } = await withTextVersion();
    await restore(first, "draft");
    expect(await draftOf(id)).toMatchObject({ title: { ru: "Пасха" }, subtitle: {}, description: {} });
    expect(await publicTitle(id)).toBe("Second");
  });
});
