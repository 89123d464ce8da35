import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStorageWidgetData } from "../../src/modules/file-storage/widget-data-types.js";
import "../../src/modules/file-storage/widgets/index.js";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { renderPage } from "../helpers/render-page.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

const MAX_BYTES = 300_000;
let sobor: TestSobor;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "sobor-files-"));
  sobor = await startTestSobor({ dataDir, env: { FILE_STORAGE_MAX_BYTES: String(MAX_BYTES), FILE_STORAGE_PROVIDER: "local" } });
});
afterAll(async () => {
  await sobor?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A real 1000×600 PNG with some structure in it. */
async function makePng(width = 1000, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#b9832f"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#3b2414"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function form(file: { bytes: Uint8Array; type: string; name: string } | undefined, data?: unknown): FormData {
  const body = new FormData();
  if (data !== undefined) body.set("data", JSON.stringify(data));
  if (file) body.set("file", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  return body;
}

const upload = (body: FormData, secret = true) => sobor.json("/api/file-storage/files", { method: "POST", body, secret });

async function uploadedFiles(): Promise<string[]> {
  const root = join(dataDir, "uploads");
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) await walk(join(dir, entry.name));
      else found.push(join(dir, entry.name));
    }
  };
  await walk(root);
  return found;
}

describe("uploads (POST /api/file-storage/files, multipart)", () => {
  let png: Buffer;
  let uploaded: { id: string; file: string; width: number; height: number };
  beforeAll(async () => {
    png = await makePng();
  });

  it("stores a real PNG and records its size, type and dimensions", async () => {
    const { status, body } = await upload(form({ bytes: png, type: "image/png", name: "../../Cathedral photo.png" }, { alt: { ru: "Собор", en: "The cathedral" } }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ width: 1000, height: 600, mimeType: "image/png", extension: "png", size: png.length, alt: { ru: "Собор", en: "The cathedral" } });
    // A generated name: nothing of the client's name (or its '../') reaches the disk.
    expect(body.data.file).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    uploaded = body.data;

    const served = await sobor.request(body.data.file);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const read = await sobor.json(`/api/file-storage/files/${body.data.id}`);
    expect(read.body.data.file).toBe(body.data.file);
  });

  it("needs the same access as the generic writes", async () => {
    const { status } = await upload(form({ bytes: png, type: "image/png", name: "a.png" }), false);
    expect(status).toBe(401);
  });

  it("refuses bytes that are not an image but claim image/png, and stores nothing", async () => {
    const before = (await uploadedFiles()).length;
    const bytes = new TextEncoder().encode("definitely not a PNG\n");
    const { status, body } = await upload(form({ bytes, type: "image/png", name: "fake.png" }));
    expect(status).toBe(400);
    expect(body.error).toMatch(/not a valid image\/png/);
    expect((await uploadedFiles()).length).toBe(before);
  });

  it("refuses types that are not allowed (HTML, even sent as text/plain)", async () => {
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    expect((await upload(form({ bytes: html, type: "text/html", name: "x.html" }))).status).toBe(400);
    expect((await upload(form({ bytes: html, type: "text/plain", name: "x.txt" }))).status).toBe(400);
    expect((await upload(form({ bytes: png, type: "application/zip", name: "x.zip" }))).status).toBe(400);
  });

  it("takes every allowed image format by its content, whatever name it has", async () => {
    const base = sharp(await makePng(300, 200));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#b9832f"/></svg>');
    const cases: [Buffer, string, string, string][] = [
      [await base.clone().jpeg().toBuffer(), "image/jpeg", "image/jpeg", "jpg"],
      [await base.clone().webp().toBuffer(), "image/webp", "image/webp", "webp"],
      [await base.clone().gif().toBuffer(), "image/gif", "image/gif", "gif"],
      [await base.clone().avif().toBuffer(), "image/avif", "image/avif", "avif"],
      [await base.clone().jpeg().toBuffer(), "application/octet-stream", "image/jpeg", "jpg"],
      [await base.clone().webp().toBuffer(), "image/png", "image/webp", "webp"],
    ];
    for (const [bytes, claimed, mimeType, extension] of cases) {
      const { status, body } = await upload(form({ bytes, type: claimed, name: "picture.exe" }));
      expect(status, claimed).toBe(201);
      expect(body.data, claimed).toMatchObject({ mimeType, extension, width: 300, height: 200 });
      expect(body.data.file.endsWith(`.${extension}`)).toBe(true);
    }
    const { status, body } = await upload(form({ bytes: svg, type: "image/svg+xml", name: "logo.svg" }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ mimeType: "image/svg+xml", extension: "svg", width: 120, height: 80 });
    const served = await sobor.request(body.data.file);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    // SVGs come back from the image endpoint as they are.
    const resized = await sobor.request(`/api/file-storage/image?src=${encodeURIComponent(body.data.file)}&w=320`);
    expect(resized.headers.get("content-type")).toBe("image/svg+xml");
    expect(Buffer.from(await resized.arrayBuffer()).equals(svg)).toBe(true);
  });

  it("takes plain text and PDF by their content", async () => {
    const text = await upload(form({ bytes: new TextEncoder().encode("Молебен в 9:00\n"), type: "text/plain", name: "notes.txt" }));
    expect(text.status).toBe(201);
    expect(text.body.data).toMatchObject({ mimeType: "text/plain", extension: "txt", width: null, height: null });
    const served = await sobor.request(text.body.data.file);
    expect(served.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await served.text()).toBe("Молебен в 9:00\n");

    const pdf = await upload(form({ bytes: new TextEncoder().encode("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"), type: "application/octet-stream", name: "a.pdf" }));
    expect(pdf.status).toBe(201);
    expect(pdf.body.data).toMatchObject({ mimeType: "application/pdf", extension: "pdf" });
  });

  it("serves documents as downloads and images in place", async () => {
    const pdf = await upload(form({ bytes: new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"), type: "application/pdf", name: "schedule.pdf" }));
    expect(pdf.status).toBe(201);
    const served = await sobor.request(pdf.body.data.file);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe("attachment");
    const text = await upload(form({ bytes: new TextEncoder().encode("<script>alert(1)</script>\n"), type: "text/plain", name: "page.txt" }));
    expect((await sobor.request(text.body.data.file)).headers.get("content-disposition")).toBe("attachment");
    const image = await sobor.request(uploaded.file);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("content-disposition")).toBeNull();
  });

  it("refuses a file over the size limit with 413 and a message", async () => {
    const big = new Uint8Array(MAX_BYTES + 1);
    big.set(png.subarray(0, 8));
    const { status, body } = await upload(form({ bytes: big, type: "image/png", name: "big.png" }));
    expect(status).toBe(413);
    expect(body.error).toMatch(/larger than/);
    // Far over the limit: refused before the body is read.
    const huge = await upload(form({ bytes: new Uint8Array(MAX_BYTES * 3), type: "image/png", name: "huge.png" }));
    expect(huge.status).toBe(413);
  });

  it("refuses an empty file and bad record fields without storing the file", async () => {
    expect((await upload(form({ bytes: new Uint8Array(), type: "image/png", name: "empty.png" }))).status).toBe(400);
    const before = (await uploadedFiles()).length;
    const { status, body } = await upload(form({ bytes: png, type: "image/png", name: "a.png" }, { unknownColumn: 1 }));
    expect(status).toBe(400);
    expect(body.error).toMatch(/unknownColumn/);
    expect((await uploadedFiles()).length).toBe(before);
  });

  it("takes alt text per language, like titles: a plain string is a 400 naming alt, and nothing is stored", async () => {
    const before = (await uploadedFiles()).length;
    const multipart = await upload(form({ bytes: png, type: "image/png", name: "dome.png" }, { alt: "Купол" }));
    expect(multipart.status).toBe(400);
    expect(multipart.body.error).toMatch(/^Invalid input: alt: .*expected record, received string/);
    expect((await uploadedFiles()).length).toBe(before);
    const json = await sobor.json("/api/file-storage/files", { method: "POST", secret: true, body: { data: { file: "/images/dome.jpg", alt: "Купол" } } });
    expect(json.status).toBe(400);
    expect(json.body.error).toMatch(/alt: .*expected record, received string/);
    // What a localised title answers to a string: the same refusal.
    const title = await sobor.json("/api/file-storage/widgets", { method: "POST", secret: true, body: { data: { title: "Фото" } } });
    expect(title.status).toBe(400);
    expect(title.body.error).toMatch(/title: .*expected record, received string/);
    // Without an alt a file has none in any language: {}.
    const bare = await sobor.json("/api/file-storage/files", { method: "POST", secret: true, body: { data: { file: "/images/bare.jpg" } } });
    expect(bare.status).toBe(201);
    expect(bare.body.data.alt).toEqual({});
  });

  it("keeps JSON bodies (file as a path or url) working as the generic CRUD does", async () => {
    const { status, body } = await sobor.json("/api/file-storage/files", { method: "POST", secret: true, body: { data: { file: "/images/icon.jpg", alt: { en: "Icon" } } } });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ file: "/images/icon.jpg", alt: { en: "Icon" } });
    const missing = await sobor.json("/api/file-storage/files", { method: "POST", secret: true, body: { data: { alt: { en: "no file" } } } });
    expect(missing.status).toBe(400);
  });

  it("replaces a record's file with a multipart PATCH", async () => {
    const smaller = await makePng(400, 300);
    const { status, body } = await sobor.json(`/api/file-storage/files/${uploaded.id}`, { method: "PATCH", secret: true, body: form({ bytes: smaller, type: "image/png", name: "b.png" }) });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: uploaded.id, width: 400, height: 300, size: smaller.length });
    expect(body.data.file).not.toBe(uploaded.file);
  });

  it("serves nothing outside the uploads folder", async () => {
    expect((await sobor.request("/uploads/2020/01/missing.png")).status).toBe(404);
    expect((await sobor.request("/uploads/..%2f..%2fpackage.json")).status).toBe(404);
  });
});

describe("resized images (GET /api/file-storage/image)", () => {
  let file: string;
  beforeAll(async () => {
    const { body } = await upload(form({ bytes: await makePng(), type: "image/png", name: "r.png" }));
    file = body.data.file;
  });

  const image = (src: string, w: string | number, accept = "image/avif,image/webp,*/*") =>
    sobor.request(`/api/file-storage/image?src=${encodeURIComponent(src)}&w=${w}`, { headers: { accept } });

  it("returns a 320 px WebP copy, cached for a year", async () => {
    const response = await image(file, 320);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 320, height: 192 });
    const cached = await readdir(join(dataDir, "image-cache"), { recursive: true });
    expect(cached.some((name) => String(name).endsWith(".webp"))).toBe(true);
    // The second answer comes from the disk cache and is the same image.
    const again = await image(file, 320);
    expect((await sharp(Buffer.from(await again.arrayBuffer())).metadata()).width).toBe(320);
  });

  it("keeps the original format for clients without WebP, and never enlarges", async () => {
    const png = await image(file, 640, "image/png,image/*");
    expect(png.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await png.arrayBuffer())).metadata()).width).toBe(640);
    const wide = await image(file, 1920);
    expect((await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).width).toBe(1000);
  });

  it("accepts only the listed widths", async () => {
    expect((await image(file, 333)).status).toBe(400);
    expect((await image(file, "")).status).toBe(400);
    expect((await image(file, "320.0")).status).toBe(400);
  });

  it("refuses traversal and remote sources, 404s missing files", async () => {
    for (const src of ["../package.json", "/public/../../package.json", "/uploads/../../package.json", "/public/%2e%2e/%2e%2e/package.json", "..\\package.json"]) {
      expect((await image(src, 320)).status, src).toBe(400);
    }
    expect((await image("https://example.com/a.png", 320)).status).toBe(400);
    expect((await image("//example.com/a.png", 320)).status).toBe(400);
    expect((await image("/public/no-such-image.png", 320)).status).toBe(404);
    expect((await image("/uploads/2020/01/no-such.png", 320)).status).toBe(404);
    expect((await sobor.request("/api/file-storage/image?w=320")).status).toBe(400);
  });

  it("reads /public/... from the site's public folder the app passes in, not from a path of its own", async () => {
    const shipped = sobor.context.siteFiles;
    const publicDir = join(dataDir, "another-site-public");
    await mkdir(join(publicDir, "photos"), { recursive: true });
    await writeFile(join(publicDir, "photos", "dome.png"), await makePng(800, 400));
    sobor.context.siteFiles = { ...shipped, publicDir };
    try {
      const response = await image("/public/photos/dome.png", 320);
      expect(response.status).toBe(200);
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 320, height: 160 });
      // The cathedral's own favicon is not in this site's folder.
      expect((await image("/public/favicon.svg", 320)).status).toBe(404);
    } finally {
      sobor.context.siteFiles = shipped;
    }
    expect((await image("/public/photos/dome.png", 320)).status).toBe(404);
  });

  it("refuses files that are not images", async () => {
    const { body } = await upload(form({ bytes: new TextEncoder().encode("just text\n"), type: "text/plain", name: "t.txt" }));
    expect((await image(body.data.file, 320)).status).toBe(400);
  });
});

describe("generated images (POST /api/file-storage/files/generate)", () => {
  const generate = (data: unknown, secret = true) => sobor.json("/api/file-storage/files/generate", { method: "POST", secret, body: { data } });

  async function png(path: string) {
    const response = await sobor.request(path);
    expect(response.status).toBe(200);
    return sharp(Buffer.from(await response.arrayBuffer())).metadata();
  }

  it("renders an OpenGraph image 1200×630 and stores it", async () => {
    const { status, body } = await generate({ variant: "generate-template-opengraph-image-default", data: { title: { ru: "Пасха Христова", en: "Easter" }, language: "en" } });
    expect(status).toBe(201);
    // Its alt in the image's language, and in the site's other one when the data say something else there.
    expect(body.data).toMatchObject({ width: 1200, height: 630, mimeType: "image/png", extension: "png", alt: { en: "Easter", ru: "Пасха Христова" } });
    expect(await png(body.data.file)).toMatchObject({ format: "png", width: 1200, height: 630 });
    // A plain-text title is in the image's language only: no English alt repeating the Russian words.
    const plain = await generate({ variant: "generate-template-opengraph-image-default", data: { title: "Контакты" } });
    expect(plain.body.data.alt).toEqual({ ru: "Контакты" });
  });

  it("renders an order receipt 1500×1500 with Cyrillic text", async () => {
    const { status, body } = await generate({
      variant: "generate-template-ecommerce-order-receipt-default",
      width: 1500,
      height: 1500,
      data: { number: "A-17", date: "2026-04-12T09:30:00Z", lines: [{ title: "Свеча восковая", quantity: 3, price: 150, symbol: "₽" }] },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ width: 1500, height: 1500, mimeType: "image/png", alt: { ru: "Чек A-17", en: "Receipt A-17" } });
    expect(await png(body.data.file)).toMatchObject({ format: "png", width: 1500, height: 1500 });
  });

  it("refuses unknown templates, bad sizes and callers without write access", async () => {
    expect((await generate({ variant: "nope" })).status).toBe(400);
    expect((await generate({ variant: "generate-template-opengraph-image-default", width: 99999 })).status).toBe(400);
    expect((await generate({ variant: "generate-template-opengraph-image-default" }, false)).status).toBe(401);
  });
});

describe("records from urls (POST /api/file-storage/files/create-from-url)", () => {
  const fromUrl = (data: unknown) => sobor.json("/api/file-storage/files/create-from-url", { method: "POST", secret: true, body: { data } });

  it("records an https url without fetching it", async () => {
    const { status, body } = await fromUrl({ url: "https://images.example.org/cathedral/dome.jpg", alt: { ru: "Купол", en: "Dome" } });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ file: "https://images.example.org/cathedral/dome.jpg", alt: { ru: "Купол", en: "Dome" }, extension: "jpg", mimeType: "image/jpeg" });
    expect((await fromUrl({ url: "https://images.example.org/cathedral/bells.jpg", alt: "Колокола" })).status).toBe(400);
  });

  it("records a /public path", async () => {
    const { status, body } = await fromUrl({ url: "/public/images/not-shipped-yet.png" });
    expect(status).toBe(201);
    expect(body.data.file).toBe("/public/images/not-shipped-yet.png");
  });

  it("refuses http, javascript and data urls, other paths and traversal", async () => {
    for (const url of ["http://images.example.org/a.jpg", "javascript:alert(1)", "JavaScript:alert(1)", "data:image/png;base64,AAAA", "/uploads/x.png", "/public/../package.json", "ftp://example.org/a.jpg", "https://user:pw@example.org/a.jpg", ""]) {
      const { status } = await fromUrl({ url });
      expect(status, url).toBe(400);
    }
    expect((await fromUrl({})).status).toBe(400);
  });
});

describe("the file-storage widget on a page", () => {
  async function create(path: string, data: Record<string, unknown>) {
    const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
    if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
    return body.data;
  }

  /** A file-storage widget with `count` linked files (one PDF, the rest images) on the page. */
  async function addWidget(pageId: string, count: number, variant = "default") {
    const widget = await create("/api/file-storage/widgets", { variant, title: { ru: "Фотографии", en: "Photos" } });
    for (let i = 0; i < count; i++) {
      const file = i === count - 1
        ? await create("/api/file-storage/files", { file: `/docs/schedule-${widget.id}.pdf`, mimeType: "application/pdf", extension: "pdf", size: 20480, alt: { ru: "Расписание", en: "Schedule" } })
        : await create("/api/file-storage/files", { file: `/images/photo-${i}.jpg`, width: 1600, height: 900, alt: { ru: `Фото ${i}`, en: `Photo ${i}` }, mimeType: "image/jpeg" });
      await create("/api/file-storage/widgets-to-files", { widgetId: widget.id, fileId: file.id, orderIndex: i });
    }
    const hostWidget = await create("/api/host/widgets", {});
    await create("/api/host/pages-to-widgets", { pageId, widgetId: hostWidget.id });
    await create("/api/host/widgets-to-external-widgets", { widgetId: hostWidget.id, externalModule: "file-storage", externalWidgetId: widget.id });
    return widget;
  }

  async function resolve(path: string) {
    const resolution = await hostService(sobor.context).resolve(path);
    if (resolution.status !== 200) throw new Error(`${path}: ${resolution.status}`);
    return resolution.loaded;
  }

  it("loads the widget's files in order and renders images with srcSet and other files as links", async () => {
    const page = await create("/api/host/pages", { url: "/gallery", title: "Gallery" });
    const widget = await addWidget(page.id, 3);
    const hidden = await addWidget(page.id, 1, "generate-template-opengraph-image-default");
    const loaded = await resolve("/en/gallery");
    const data = loaded.tree.data["file-storage"]?.[widget.id] as FileStorageWidgetData;
    expect(data.files.map((f) => f.file.alt)).toEqual([{ ru: "Фото 0", en: "Photo 0" }, { ru: "Фото 1", en: "Photo 1" }, { ru: "Расписание", en: "Schedule" }]);
    expect([...loaded.reads]).toEqual(expect.arrayContaining(["file-storage/widgets", "file-storage/widgets-to-files", "file-storage/files"]));
    expect(loaded.tree.data["file-storage"]?.[hidden.id]).toBeDefined();

    const html = await renderPage(loaded.tree, sobor.context.i18n);
    expect(html).toContain("Photos");
    expect(html.match(/<img /g)).toHaveLength(2); // the template widget renders nothing
    expect(html).toContain('srcSet="/api/file-storage/image?src=%2Fpublic%2Fimages%2Fphoto-0.jpg&amp;w=320 320w');
    // The English page: each file's English alt, on the images and on the document's link.
    expect(html).toContain('alt="Photo 1"');
    expect(html).toContain('href="/public/docs/schedule-');
    expect(html).toMatch(/>Schedule</);
    expect(html).not.toMatch(/Фото|Расписание/);
    // The Russian page: the Russian ones.
    const ru = await renderPage((await resolve("/ru/gallery")).tree, sobor.context.i18n);
    expect(ru).toContain('alt="Фото 1"');
    expect(ru).toMatch(/>Расписание</);
    expect(ru).not.toMatch(/Photo 1|>Schedule</);
  });

  it("costs the same number of queries whatever the number of widgets and files", async () => {
    const page = await create("/api/host/pages", { url: "/gallery-cost", title: "Cost" });
    await addWidget(page.id, 2);
    await resolve("/gallery-cost");
    // What the page costs when nothing of it is kept (host-service's shared parts).
    const { parts } = hostService(sobor.context);
    parts.clear();
    // Counted in this call's own scope: a background job's statement in the window is not the page's.
    const { queries: one } = await sobor.context.database.countQueries(() => resolve("/gallery-cost"));
    expect(one).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) await addWidget(page.id, 4);
    await resolve("/gallery-cost");
    parts.clear();
    const { queries: more } = await sobor.context.database.countQueries(() => resolve("/gallery-cost"));
    expect(more).toBe(one);
  });
});
