// Many urls of one template share what does not depend on the url: the ten-thousandth article
// page reads its template page and the site's header and footer no more, shows its own article,
// and shows a header edited a moment ago (host-service's shared parts, shared-parts.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/app/modules.js";
import { siteSeedDir } from "../../src/app/site-seed.js";
import { seedDatabase } from "../../src/core/seed/seed.js";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
const slugs: string[] = [];

beforeAll(async () => {
  sobor = await startTestSobor();
  await seedDatabase(sobor.context.db, siteSeedDir, "insert-missing");
  for (const n of [1, 2, 3]) {
    const { status, body } = await sobor.json("/api/blog/articles", { method: "POST", secret: true, body: { data: { slug: `shared-parts-${n}`, title: { ru: `Статья ${n}` } } } });
    expect(status).toBe(201);
    slugs.push(body.data.slug);
  }
});
afterAll(() => sobor?.close());

async function articlePage(slug: string) {
  const { result, queries, statements } = await sobor.context.database.countQueries(() => hostService(sobor.context).resolve(`/ru/blog/articles/${slug}`));
  if (result.status !== 200) throw new Error(`${slug}: ${result.status}`);
  return { tree: result.loaded.tree, reads: result.loaded.reads, queries, statements };
}

/** Every button title of the website-builder widgets on a page (the header's menu among them). */
function buttonTitles(tree: Awaited<ReturnType<typeof articlePage>>["tree"]): string[] {
  const titles: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== "object") return;
    const row = value as Record<string, unknown>;
    if (Array.isArray(row.buttons)) for (const button of row.buttons as { title?: Record<string, string> }[]) if (button.title?.ru) titles.push(button.title.ru);
    Object.values(row).forEach(walk);
  };
  walk(tree.data["website-builder"]);
  return titles;
}

describe("article pages of one template", () => {
  it("read the template page and the header once: the next article costs fewer queries and shows its own article", async () => {
    hostService(sobor.context).parts.clear();
    const first = await articlePage(slugs[0]!);
    const second = await articlePage(slugs[1]!);
    expect(first.queries).toBeGreaterThan(0);
    expect(second.queries).toBeLessThan(first.queries);
    expect(JSON.stringify(second.tree.record ?? second.tree.data.blog)).toContain("Статья 2");
    expect(JSON.stringify(second.tree.data.blog)).not.toContain("Статья 1");
    // The kept parts still name what they read, so the page cache drops the page on a write to them.
    expect([...second.reads]).toEqual(expect.arrayContaining([...first.reads]));
  });

  it("read their article once (the head's read serves the blog widget) and their blog widgets no more", async () => {
    await articlePage(slugs[0]!);
    const { statements, tree } = await articlePage(slugs[1]!);
    // Its row and its files for the head, which the blog widget takes, then its categories: nothing read twice.
    expect(statements).toHaveLength(3);
    expect(statements.filter((sql) => /from "blog_articles" where/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /from "blog_articles_to_file_storage_module_files"/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /from "blog_widgets"/.test(sql))).toEqual([]);
    const shown = Object.values(tree.data.blog as Record<string, { article: { slug: string; title: { ru: string } } | null }>).map((d) => d.article);
    expect(shown).toContainEqual(expect.objectContaining({ slug: slugs[1], title: { ru: "Статья 2" } }));
  });

  it("show their article as edited a moment ago, in the head and in the blog widget", async () => {
    const slug = slugs[2]!;
    await articlePage(slug);
    await articlePage(slug);
    const { body } = await sobor.json(`/api/blog/articles?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=${slug}`, { secret: true });
    const patched = await sobor.json(`/api/blog/articles/${body.data[0].id}`, { method: "PATCH", secret: true, body: { data: { title: { ru: "Статья 3, исправленная" } } } });
    expect(patched.status).toBe(200);
    const { tree } = await articlePage(slug);
    expect(tree.record?.title).toBe("Статья 3, исправленная");
    const titles = Object.values(tree.data.blog as Record<string, { article: { title: { ru: string } } | null }>).map((d) => d.article?.title.ru);
    expect(titles).toContain("Статья 3, исправленная");
  });

  it("show their article's picture as edited a moment ago, in the head and in the blog widget", async () => {
    const slug = slugs[2]!;
    const { body } = await sobor.json(`/api/blog/articles?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=${slug}`, { secret: true });
    const file = await sobor.json("/api/file-storage/files", { method: "POST", secret: true, body: { data: { file: `/blog/${slug}.jpg`, mimeType: "image/jpeg", width: 1200, height: 800, alt: { ru: "Купол", en: "The dome" } } } });
    expect(file.status).toBe(201);
    const linked = await sobor.json("/api/blog/articles-to-file-storage-module-files", { method: "POST", secret: true, body: { data: { articleId: body.data[0].id, fileStorageModuleFileId: file.body.data.id } } });
    expect(linked.status).toBe(201);
    const alts = (tree: Awaited<ReturnType<typeof articlePage>>["tree"]) =>
      Object.values(tree.data.blog as Record<string, { article: { files: { alt: { ru?: string } }[] } | null }>).flatMap((d) => d.article?.files.map((f) => f.alt.ru) ?? []);
    await articlePage(slug);
    const kept = await articlePage(slug);
    expect(kept.tree.record?.image?.alt).toBe("Купол");
    expect(alts(kept.tree)).toContain("Купол");

    const patched = await sobor.json(`/api/file-storage/files/${file.body.data.id}`, { method: "PATCH", secret: true, body: { data: { alt: { ru: "Купол после реставрации", en: "The dome after restoration" } } } });
    expect(patched.status).toBe(200);
    const { tree } = await articlePage(slug);
    expect(tree.record?.image?.alt).toBe("Купол после реставрации");
    expect(alts(tree)).toContain("Купол после реставрации");
    expect(alts(tree)).not.toContain("Купол");
  });

  it("show a header button edited after the header was kept", async () => {
    await articlePage(slugs[0]!);
    const titles = buttonTitles((await articlePage(slugs[1]!)).tree);
    expect(titles.length).toBeGreaterThan(0);
    const { body } = await sobor.json(`/api/website-builder/buttons?limit=100`, { secret: true });
    // A title another button also has (one on another page) would not say which button to edit.
    const all = body.data as { id: string; title: Record<string, string> }[];
    const unique = (b: (typeof all)[number]) => all.filter((other) => other.title?.ru === b.title?.ru).length === 1;
    const button = all.find((b) => titles.includes(b.title?.ru ?? "") && unique(b));
    expect(button).toBeDefined();
    const patched = await sobor.json(`/api/website-builder/buttons/${button!.id}`, { method: "PATCH", secret: true, body: { data: { title: { ...button!.title, ru: "Новое меню" } } } });
    expect(patched.status).toBe(200);
    const after = await articlePage(slugs[2]!);
    expect(buttonTitles(after.tree)).toContain("Новое меню");
  });
});
