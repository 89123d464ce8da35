// Drafts, scheduled publishing and preview links (issue 12): a draft never reaches the public
// API or a rendered page; publishing does, as one version; a scheduled publish runs once with two
// runners and after a restart; a preview link shows the draft, expires and refuses tampering.
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "../../src/core/db/connection.js";
import { versions } from "../../src/core/history/versions-table.js";
import { defineScheduledPublishing } from "../../src/core/history/schedule.js";
import { createJobRunner, jobs, type JobRunner } from "../../src/core/jobs/index.js";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { previewSignerOf } from "../../src/modules/host/server/draft-preview.js";
import { auditEntries } from "../../src/modules/audit/entities.js";
import { bearer, signInAsAdmin, subjectOf } from "../helpers/accounts.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let second: Database | undefined;
const runners: JobRunner[] = [];
const tag = `${process.pid}-${Math.random().toString(36).slice(2, 7)}`;

beforeAll(async () => {
  sobor = await startTestSobor();
  // Only the runners each test starts claim jobs here: it counts who ran what.
  await sobor.context.jobs.stop();
  if (sobor.context.config.databaseUrl) second = await openDatabase({ url: sobor.context.config.databaseUrl });
  // The article page template, as the site has it.
  await post("host/pages", { url: "/blog/articles/[blog.articles.slug]", title: "Article" });
});

afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await second?.close();
  await sobor?.close();
});

async function post(path: string, data: Record<string, unknown>, expected = 201) {
  const { status, body } = await sobor.json(`/api/${path}`, { method: "POST", secret: true, body: { data } });
  if (status !== expected) throw new Error(`POST ${path}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

const publicArticle = (id: string) => sobor.json(`/api/blog/articles/${id}`);
const bySlug = (slug: string) => `filters[and]=${encodeURIComponent(JSON.stringify([{ column: "slug", method: "eq", value: slug }]))}`;
const publicList = (slug: string) => sobor.json(`/api/blog/articles?${bySlug(slug)}`);
const pageTitle = async (slug: string) => {
  const resolution = await hostService(sobor.context).resolve(`/blog/articles/${slug}`);
  return resolution.status === 200 ? resolution.loaded.tree.record?.title : undefined;
};
const versionCount = async (id: string) =>
  (await sobor.context.db.select({ n: sql<number>`count(*)::int` }).from(versions).where(and(eq(versions.entity, "blog/articles"), eq(versions.recordId, id))))[0]!.n;

async function publishedArticle(name: string) {
  const slug = `${name}-${tag}`;
  const article = await post("blog/articles", { slug, title: { en: `${name} live` }, adminTitle: name });
  return { id: article.id as string, slug };
}

describe("drafts", () => {
  it("keeps a draft edit off the public API and page until it is published, then shows it as one new version", async () => {
    const { id, slug } = await publishedArticle("edited");
    const saved = await sobor.json(`/api/admin/drafts/blog/articles/${id}`, { method: "PUT", secret: true, body: { data: { title: { en: "edited draft" } } } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.draft).toEqual({ title: { en: "edited draft" } });

    expect((await publicArticle(id)).body.data.title).toEqual({ en: "edited live" });
    expect((await publicList(slug)).body.data[0].title).toEqual({ en: "edited live" });
    expect(await pageTitle(slug)).toBe("edited live");
    const versionsBefore = await versionCount(id);

    const published = await sobor.json(`/api/admin/drafts/blog/articles/${id}/publish`, { method: "POST", secret: true });
    expect(published.status).toBe(200);
    expect((await publicArticle(id)).body.data.title).toEqual({ en: "edited draft" });
    expect(await pageTitle(slug)).toBe("edited draft");
    expect(await versionCount(id)).toBe(versionsBefore + 1);
    expect((await sobor.json(`/api/admin/drafts/blog/articles/${id}`, { secret: true })).body.data.draft).toBeNull();
  });

  it("creates a record as a draft: invisible publicly (API, list, page, search) and to the admin marked, until published", async () => {
    const slug = `new-draft-${tag}`;
    const created = await post("admin/drafts/blog/articles", { slug, title: { en: "Fresh draft" } });
    expect(created.published).toBe(false);

    expect((await publicArticle(created.id)).status).toBe(404);
    expect((await publicList(slug)).body.data).toEqual([]);
    expect((await sobor.json(`/api/blog/articles/count?${bySlug(slug)}`)).body.data).toBe(0);
    expect(await pageTitle(slug)).toBeUndefined();
    // The admin (here the secret key, a writer) sees it, with published false to mark it.
    const admin = await sobor.json(`/api/blog/articles?${bySlug(slug)}`, { secret: true });
    expect(admin.body.data).toMatchObject([{ id: created.id, published: false }]);

    await sobor.json(`/api/admin/drafts/blog/articles/${created.id}/publish`, { method: "POST", secret: true });
    expect((await publicArticle(created.id)).status).toBe(200);
    expect(await pageTitle(slug)).toBe("Fresh draft");
  });

  it("drops a cached public read and page when a draft is published", async () => {
    const { id, slug } = await publishedArticle("cached");
    const cache = hostService(sobor.context).pageCache;
    const first = await publicArticle(id);
    expect(first.body.data.title).toEqual({ en: "cached live" });
    const mark = cache.mark();
    const loaded = (await hostService(sobor.context).resolve(`/blog/articles/${slug}`)) as { loaded: { reads: Set<string> } };
    const key = `http://localhost/blog/articles/${slug}`;
    cache.set(key, { body: { identity: Buffer.alloc(0), gzip: Buffer.alloc(0), br: Buffer.alloc(0) }, status: 200, headers: [], reads: loaded.loaded.reads }, mark);
    expect(cache.get(key)).toBeDefined();

    await sobor.json(`/api/admin/drafts/blog/articles/${id}`, { method: "PUT", secret: true, body: { data: { title: { en: "cached draft" } } } });
    expect(cache.get(key)).toBeDefined();
    expect((await publicArticle(id)).body.data.title).toEqual({ en: "cached live" });

    await sobor.json(`/api/admin/drafts/blog/articles/${id}/publish`, { method: "POST", secret: true });
    await vi.waitFor(() => expect(cache.get(key)).toBeUndefined());
    expect((await publicArticle(id)).body.data.title).toEqual({ en: "cached draft" });
  });

  it("refuses to publish over a write made after the editor read the record (If-Match), as a PATCH does", async () => {
    const { id } = await publishedArticle("clash");
    const read = (await publicArticle(id)).body.data.updatedAt as string;
    await sobor.json(`/api/blog/articles/${id}`, { method: "PATCH", secret: true, body: { data: { adminTitle: "theirs" } } });
    const stale = await sobor.json(`/api/admin/drafts/blog/articles/${id}/publish`, { method: "POST", secret: true, headers: { "if-match": `"${read}"` }, body: { data: { adminTitle: "mine" } } });
    expect(stale.status).toBe(409);
    expect((await publicArticle(id)).body.data.adminTitle).toBe("theirs");
  });

  it("unpublishes: the record leaves the public site and stays in the admin", async () => {
    const { id, slug } = await publishedArticle("taken-down");
    await sobor.json(`/api/admin/drafts/blog/articles/${id}/unpublish`, { method: "POST", secret: true });
    expect((await publicArticle(id)).status).toBe(404);
    expect(await pageTitle(slug)).toBeUndefined();
    expect((await sobor.json(`/api/blog/articles/${id}`, { secret: true })).body.data.published).toBe(false);
  });

  it("refuses drafts of an entity without them, and an unknown field, with a 4xx", async () => {
    const category = await sobor.json("/api/admin/drafts/ecommerce/categories", { method: "POST", secret: true, body: { data: {} } });
    expect(category.status).toBe(404);
    const { id } = await publishedArticle("bad-field");
    const bad = await sobor.json(`/api/admin/drafts/blog/articles/${id}`, { method: "PUT", secret: true, body: { data: { nonsense: 1 } } });
    expect(bad.status).toBe(400);
    const anonymous = await sobor.json(`/api/admin/drafts/blog/articles/${id}`, { method: "PUT", body: { data: { title: { en: "x" } } } });
    expect([401, 403]).toContain(anonymous.status);
  });
});

describe("scheduled publishing", () => {
  const runnerOn = (db = sobor.context.db) => {
    const runner = createJobRunner({ db, pollMs: 60_000 });
    defineScheduledPublishing(runner, db, sobor.context.bus);
    runners.push(runner);
    return runner;
  };
  const scheduleIn = async (id: string, action: "publish" | "unpublish", ms = 60_000) => {
    const { status, body } = await sobor.json(`/api/admin/drafts/blog/articles/${id}/schedule`, {
      method: "POST",
      secret: true,
      body: { data: { action, at: new Date(Date.now() + ms).toISOString() } },
    });
    expect(status).toBe(201);
    return body.data as { id: string; runAt: string };
  };
  // The time comes: the job's runAt moved to now, rather than waiting for the clock.
  const makeDue = (jobId: string) => sobor.context.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, jobId));

  it("publishes once at its time with two runners on one database", async () => {
    const { id, slug } = await publishedArticle("scheduled");
    await sobor.json(`/api/admin/drafts/blog/articles/${id}`, { method: "PUT", secret: true, body: { data: { title: { en: "scheduled draft" } } } });
    const job = await scheduleIn(id, "publish");
    const listed = await sobor.json(`/api/admin/drafts/blog/articles/${id}`, { secret: true });
    expect(listed.body.data.scheduled).toMatchObject([{ id: job.id, action: "publish", status: "pending" }]);

    const a = runnerOn();
    const b = runnerOn(second?.db ?? sobor.context.db);
    // Not due yet: nothing runs.
    expect((await Promise.all([a.drain(), b.drain()])).reduce((x, y) => x + y)).toBe(0);
    expect(await pageTitle(slug)).toBe("scheduled live");

    const before = await versionCount(id);
    await makeDue(job.id);
    expect((await Promise.all([a.drain(), b.drain()])).reduce((x, y) => x + y)).toBe(1);
    expect(await versionCount(id)).toBe(before + 1);
    expect(await pageTitle(slug)).toBe("scheduled draft");
    expect((await sobor.json(`/api/admin/drafts/blog/articles/${id}`, { secret: true })).body.data.scheduled).toEqual([]);
  });

  it("runs after a restart: a schedule left by a stopped runner publishes on the next", async () => {
    const created = await post("admin/drafts/blog/articles", { slug: `restart-${tag}`, title: { en: "After restart" } });
    const job = await scheduleIn(created.id, "publish");
    const before = runnerOn();
    await before.stop();
    await makeDue(job.id);
    const after = runnerOn();
    expect(await after.drain()).toBe(1);
    expect((await publicArticle(created.id)).body.data.title).toEqual({ en: "After restart" });
  });

  it("unpublishes at its time, and a cancelled schedule never runs", async () => {
    const { id } = await publishedArticle("unpublish-later");
    const takeDown = await scheduleIn(id, "unpublish");
    const cancelled = await scheduleIn(id, "publish", 120_000);
    expect((await sobor.json(`/api/admin/scheduled/${cancelled.id}`, { method: "DELETE", secret: true })).status).toBe(200);
    expect((await sobor.json(`/api/admin/scheduled/${cancelled.id}`, { method: "DELETE", secret: true })).status).toBe(404);
    await makeDue(takeDown.id);
    const runner = runnerOn();
    expect(await runner.drain()).toBe(1);
    expect((await publicArticle(id)).status).toBe(404);
  });

  it("publishes in the name of whoever scheduled it: the version and the audit entry say so", async () => {
    const admin = await signInAsAdmin(sobor);
    const adminId = subjectOf(admin.jwt);
    const { id } = await publishedArticle("authored");
    const asAdmin = { headers: bearer(admin.jwt) };
    await sobor.json(`/api/admin/drafts/blog/articles/${id}`, { ...asAdmin, method: "PUT", body: { data: { title: { en: "authored draft" } } } });
    const scheduled = await sobor.json(`/api/admin/drafts/blog/articles/${id}/schedule`, {
      ...asAdmin,
      method: "POST",
      body: { data: { action: "publish", at: new Date(Date.now() + 60_000).toISOString() } },
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    await makeDue(scheduled.body.data.id);
    expect(await runnerOn().drain()).toBe(1);

    const [newest] = await sobor.context.db.select().from(versions).where(and(eq(versions.entity, "blog/articles"), eq(versions.recordId, id))).orderBy(desc(versions.createdAt)).limit(1);
    expect(newest).toMatchObject({ action: "update", subjectId: adminId, source: "schedule" });
    expect((newest!.data as { title: unknown }).title).toEqual({ en: "authored draft" });
    const history = await sobor.json(`/api/admin/history/blog/articles/${id}`, asAdmin);
    expect(history.body.data[0]).toMatchObject({ author: "admin@example.com", source: "schedule" });
    const entries = await sobor.context.db.select().from(auditEntries).where(and(eq(auditEntries.entity, "blog/articles"), eq(auditEntries.recordId, id), eq(auditEntries.action, "update")));
    expect(entries).toEqual([expect.objectContaining({ subjectId: adminId, source: "schedule" })]);
    const log = await sobor.json(`/api/audit/entries?who=schedule&entity=blog/articles`, asAdmin);
    expect(log.body.data.entries.find((e: { recordId: string }) => e.recordId === id)).toMatchObject({ author: "admin@example.com", action: "update" });
  });

  it("refuses a time that has passed", async () => {
    const { id } = await publishedArticle("past");
    const { status } = await sobor.json(`/api/admin/drafts/blog/articles/${id}/schedule`, {
      method: "POST",
      secret: true,
      body: { data: { action: "publish", at: new Date(Date.now() - 60_000).toISOString() } },
    });
    expect(status).toBe(400);
  });
});

describe("preview links", () => {
  const previewOf = async (id: string, extra: Record<string, unknown> = {}) => {
    const { status, body } = await sobor.json("/api/host/previews", { method: "POST", secret: true, body: { data: { module: "blog", entity: "articles", id, ...extra } } });
    expect(status).toBe(201);
    return new URL(body.data.url as string);
  };

  it("makes a signed link for admins only", async () => {
    const { id } = await publishedArticle("link");
    const anonymous = await sobor.json("/api/host/previews", { method: "POST", body: { data: { module: "blog", entity: "articles", id } } });
    expect([401, 403]).toContain(anonymous.status);
    const url = await previewOf(id, { language: "en" });
    expect(url.pathname).toMatch(/^\/en\/preview\/[\w-]+\.[\w-]+$/);
  });

  it("opens the record with its draft applied, refuses a tampered link and an expired one", async () => {
    const { openPreview } = await import("../../src/modules/host/server/draft-preview.js");
    const { withDraftPreview } = await import("../../src/core/entity/drafts.js");
    const { id, slug } = await publishedArticle("previewed");
    await sobor.json(`/api/admin/drafts/blog/articles/${id}`, { method: "PUT", secret: true, body: { data: { title: { en: "previewed draft" } } } });
    const token = (await previewOf(id)).pathname.split("/").at(-1)!;

    const opening = await openPreview(sobor.context, token);
    expect(opening).toMatchObject({ status: 200, path: `/blog/articles/${slug}` });
    if (opening.status !== 200) return;
    expect(await withDraftPreview(opening.preview, () => pageTitle(slug))).toBe("previewed draft");
    // Outside the preview the page is as published.
    expect(await pageTitle(slug)).toBe("previewed live");

    const [body, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ entity: "blog/articles", id, exp: Math.floor(Date.now() / 1000) + 10 ** 6 })).toString("base64url");
    expect(await openPreview(sobor.context, `${forged}.${signature}`)).toMatchObject({ status: 403 });
    expect(await openPreview(sobor.context, `${body}.${signature!.slice(0, -2)}xx`)).toMatchObject({ status: 403 });
    const expired = previewSignerOf(sobor.context).sign({ entity: "blog/articles", id, exp: Math.floor(Date.now() / 1000) - 1 });
    expect(await openPreview(sobor.context, expired)).toMatchObject({ status: 410 });
  });

  it("answers a record no page shows with no link and no error status (the admin's pane says so); an unknown record is a 404", async () => {
    const admin = bearer((await signInAsAdmin(sobor)).jwt);
    const ask = (data: Record<string, unknown>) => sobor.json("/api/host/previews", { method: "POST", headers: admin, body: { data } });
    // An attribute no product lists: no page of its own and none that links to it.
    const attribute = await post("admin/drafts/ecommerce/attributes", { number: 7, adminTitle: `loose-${tag}` });
    expect(await ask({ module: "ecommerce", entity: "attributes", id: attribute.id, language: "en" })).toEqual({ status: 200, body: { data: { url: null, expiresAt: null } } });
    // No link was made, so none is logged as shared.
    const logged = await sobor.context.db.select().from(auditEntries).where(and(eq(auditEntries.recordId, attribute.id), eq(auditEntries.action, "preview-link-created")));
    expect(logged).toEqual([]);

    const missing = await ask({ module: "ecommerce", entity: "attributes", id: "00000000-0000-4000-8000-000000000000" });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/no record with id/);
    expect((await ask({ module: "ecommerce", entity: "categories", id: attribute.id })).status).toBe(404);

    // The route's OpenAPI description says all three answers.
    const doc = (await sobor.json("/api/openapi.json")).body as { paths: Record<string, Record<string, { responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }> }>> };
    const responses = doc.paths["/api/host/previews"]!.post!.responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(["200", "201", "404"]));
    expect(responses["200"]!.description).toMatch(/No page on the site shows the record/);
    expect(JSON.stringify(responses["200"]!.content!["application/json"]!.schema)).toContain('"null"');
  });

  it("previews a record created as a draft, which the public site does not show", async () => {
    const { openPreview } = await import("../../src/modules/host/server/draft-preview.js");
    const { withDraftPreview } = await import("../../src/core/entity/drafts.js");
    const slug = `unseen-${tag}`;
    const created = await post("admin/drafts/blog/articles", { slug, title: { en: "Unseen yet" } });
    const opening = await openPreview(sobor.context, (await previewOf(created.id)).pathname.split("/").at(-1)!);
    if (opening.status !== 200) throw new Error(`preview: ${opening.status}`);
    expect(await withDraftPreview(opening.preview, () => pageTitle(slug))).toBe("Unseen yet");
    expect(await pageTitle(slug)).toBeUndefined();
  });
});
