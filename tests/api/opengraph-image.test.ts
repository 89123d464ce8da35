import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { pageMeta } from "../../src/web/page/head.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

// A record page's head and share preview: its own title, text and image, or an image drawn for it
// once (file-storage's opengraph template) and served from storage afterwards.

let sobor: TestSobor;

async function create(path: string, data: Record<string, unknown>) {
  const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

const doc = (...paragraphs: string[]) =>
  JSON.stringify({ type: "doc", content: paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })) });

const long = "Колокола звонят к вечерне, и весь город слышит их голос над озером. ".repeat(5);

let easter: { id: string };

beforeAll(async () => {
  sobor = await startTestSobor();
  await create("/api/host/pages", { url: "/blog/articles/[blog.articles.slug]", title: "Статья" });
  await create("/api/host/pages", { url: "/contacts", title: "Контакты" });
  easter = await create("/api/blog/articles", {
    slug: "easter",
    title: { ru: "Пасха Христова", en: "Easter" },
    description: { ru: doc("Христос воскресе!", long), en: doc("Christ is risen!") },
  });
  const pictured = await create("/api/blog/articles", { slug: "pictured", title: { ru: "С картинкой" } });
  const svg = await create("/api/file-storage/files", { file: "/public/images/a.svg", mimeType: "image/svg+xml", width: 10, height: 10 });
  const photo = await create("/api/file-storage/files", { file: "https://images.example/bells.jpg", mimeType: "image/jpeg", width: 1600, height: 900, alt: { ru: "Колокола", en: "The bells" } });
  await create("/api/blog/articles-to-file-storage-module-files", { articleId: pictured.id, fileStorageModuleFileId: svg.id, orderIndex: 0 });
  await create("/api/blog/articles-to-file-storage-module-files", { articleId: pictured.id, fileStorageModuleFileId: photo.id, orderIndex: 1 });
});
afterAll(() => sobor.close());

async function head(path: string) {
  const resolution = await hostService(sobor.context).resolve(path);
  if (resolution.status !== 200) throw new Error(`${path}: ${resolution.status}`);
  const tags = pageMeta(resolution.loaded.tree, "https://sobor.example", sobor.context.i18n) as Record<string, string>[];
  const tag = (key: string) => tags.find((t) => t.property === key || t.name === key)?.content;
  return { title: tags.find((t) => "title" in t)?.title, description: tag("description"), image: tag("og:image"), tag };
}

const imageQuery = (url: string) => `/api/host/pages/opengraph-image?url=${encodeURIComponent(url)}`;

async function generatedFiles() {
  const { body } = await sobor.json("/api/file-storage/files?limit=100", { secret: true });
  return (body.data as { adminTitle: string; file: string; alt: Record<string, string> }[]).filter((f) => f.adminTitle.startsWith("generate-template-opengraph-image-default"));
}

describe("a record page's head", () => {
  it("takes the record's title and a description from its own text, in the page's language", async () => {
    const ru = await head("/ru/blog/articles/easter");
    expect(ru.title).toMatch(/^Пасха Христова · /);
    expect(ru.description).toMatch(/^Христос воскресе! Колокола звонят к вечерне/);
    expect(ru.description!.length).toBeLessThanOrEqual(160);
    expect(ru.description).toMatch(/…$/);
    expect(ru.tag("og:title")).toBe(ru.title);
    const en = await head("/en/blog/articles/easter");
    expect(en.title).toMatch(/^Easter · /);
    expect(en.description).toBe("Christ is risen!");
  });

  it("links a drawn image 1200×630 when the record has none of its own", async () => {
    const { image, tag } = await head("/ru/blog/articles/easter");
    expect(image).toBe(`https://sobor.example${imageQuery("/ru/blog/articles/easter")}`);
    expect(tag("og:image:width")).toBe("1200");
    expect(tag("og:image:height")).toBe("630");
  });

  it("links the record's own raster image (an SVG is no share preview), its alt in the page's language", async () => {
    const { image, tag } = await head("/ru/blog/articles/pictured");
    expect(image).toBe("https://images.example/bells.jpg");
    expect(tag("og:image:alt")).toBe("Колокола");
    expect(tag("og:image:width")).toBe("1600");
    const en = await head("/en/blog/articles/pictured");
    expect(en.image).toBe("https://images.example/bells.jpg");
    expect(en.tag("og:image:alt")).toBe("The bells");
  });

  it("keeps the page's own title on pages without a record, with an image drawn from it", async () => {
    const { title, image, tag } = await head("/ru/contacts");
    expect(title).toMatch(/^Контакты · /);
    expect(image).toBe(`https://sobor.example${imageQuery("/ru/contacts")}`);
    expect(tag("og:image:alt")).toBe(title);
  });
});

describe("GET /api/host/pages/opengraph-image", () => {
  it("draws the image once, stores it, and serves the stored one afterwards", async () => {
    const before = (await generatedFiles()).length;
    const first = await sobor.request(imageQuery("/ru/blog/articles/easter"));
    expect(first.status).toBe(302);
    const location = first.headers.get("location")!;
    expect(location).toMatch(/^\/uploads\/.+\.png$/);
    const stored = await sobor.request(location);
    expect(stored.headers.get("content-type")).toBe("image/png");
    expect(await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });

    // Asked again, at once and later: the same stored file, nothing drawn again.
    const again = await Promise.all([1, 2, 3].map(() => sobor.request(imageQuery("/ru/blog/articles/easter"))));
    for (const response of again) expect(response.headers.get("location")).toBe(location);
    expect((await generatedFiles()).length).toBe(before + 1);

    // Each language has its own image.
    const en = await sobor.request(imageQuery("/en/blog/articles/easter"));
    expect(en.headers.get("location")).not.toBe(location);
    expect((await generatedFiles()).length).toBe(before + 2);
  });

  it("draws a new image when the record's title changes", async () => {
    const before = (await sobor.request(imageQuery("/ru/blog/articles/easter"))).headers.get("location");
    const { status } = await sobor.json(`/api/blog/articles/${easter.id}`, { method: "PATCH", secret: true, body: { data: { title: { ru: "Светлое Христово Воскресение", en: "Easter" } } } });
    expect(status).toBe(200);
    const after = (await sobor.request(imageQuery("/ru/blog/articles/easter"))).headers.get("location");
    expect(after).toMatch(/^\/uploads\/.+\.png$/);
    expect(after).not.toBe(before);
  });

  it("draws a page without a record from its title", async () => {
    const response = await sobor.request(imageQuery("/ru/contacts"));
    expect(response.status).toBe(302);
    const files = await generatedFiles();
    const drawn = files.find((f) => f.file === response.headers.get("location"));
    expect(drawn?.alt).toEqual({ ru: "Контакты" });
  });

  it("answers 404 for a missing record or page and 400 without a url", async () => {
    expect((await sobor.json(imageQuery("/ru/blog/articles/no-such-article"))).status).toBe(404);
    expect((await sobor.json(imageQuery("/ru/no-such-page"))).status).toBe(404);
    const missing = await sobor.json("/api/host/pages/opengraph-image");
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain("url");
  });

  it("is allowed to link-preview crawlers by robots.txt", async () => {
    const robots = await (await sobor.request("/robots.txt")).text();
    expect(robots).toContain("Allow: /api/host/pages/opengraph-image");
  });
});
