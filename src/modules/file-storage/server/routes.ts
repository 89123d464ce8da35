import { readFile } from "node:fs/promises";
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { entityService } from "../../../core/entity/service.js";
import { readBody } from "../../../core/http/body.js";
import { badRequest, notFound } from "../../../core/http/errors.js";
import type { AppContext } from "../../../core/module.js";
import { files } from "../entities.js";
import { createFromUrl, extensionOf, generateImage, replaceFile, tooLarge, uploadFile } from "./files.js";
import { IMMUTABLE, parseWidth, resizedImage, SVG_HEADERS } from "./image.js";
import { resolveLocalSource } from "./paths.js";
import { UPLOADS_PREFIX } from "./storage.js";

const isMultipart = (c: Context) => (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

/** Room for the `data` field and the multipart framing beside the file itself. */
const FORM_OVERHEAD = 256 * 1024;

const UPLOAD_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
  avif: "image/avif",
  pdf: "application/pdf",
  txt: "text/plain; charset=utf-8",
};

export function fileStorageRoutes(app: Hono, context: AppContext) {
  const def = files.$entity;
  const base = "/api/file-storage/files";

  /** Reads a multipart body no larger than the upload limit (413 before buffering more). */
  const withMultipart = async (c: Context, handle: (file: File | undefined, data: unknown) => Promise<Response>): Promise<Response> => {
    const limit = context.config.fileStorageMaxBytes;
    let response: Response | undefined;
    const limited = bodyLimit({ maxSize: limit + FORM_OVERHEAD, onError: () => { throw tooLarge(limit); } });
    await limited(c, async () => {
      const { data, files: uploaded } = await readBody(c);
      response = await handle(uploaded.file ?? Object.values(uploaded)[0], data);
    });
    return response!;
  };

  // Resized copies for srcset: local files only, fixed widths, cached on disk and by browsers.
  app.get("/api/file-storage/image", async (c) => {
    const width = parseWidth(c.req.query("w"));
    const src = c.req.query("src");
    if (!src) throw badRequest("src: is required");
    const image = await resizedImage(context.config, src, width, c.req.header("accept") ?? "");
    for (const [name, value] of Object.entries(image.headers)) c.header(name, value);
    c.header("content-type", image.contentType);
    c.header("cache-control", IMMUTABLE);
    return c.body(image.body as Uint8Array<ArrayBuffer>);
  });

  app.post(`${base}/create-from-url`, async (c) => {
    await context.policy.authorize(c, def, "write");
    const { data } = await readBody(c);
    return c.json({ data: await createFromUrl(context, data) }, 201);
  });

  app.post(`${base}/generate`, async (c) => {
    await context.policy.authorize(c, def, "write");
    const { data } = await readBody(c);
    return c.json({ data: await generateImage(context, data as never) }, 201);
  });

  // Multipart with a file: store it, then create the record. JSON (file given as a url or path)
  // and multipart without a file fall through to the generic CRUD routes.
  app.post(base, async (c, next) => {
    if (!isMultipart(c)) return next();
    await context.policy.authorize(c, def, "write");
    return withMultipart(c, async (file, data) => {
      if (!file) {
        return c.json({ data: await entityService(def, context.bus).create(context.db, data) }, 201);
      }
      return c.json({ data: await uploadFile(context, file, data) }, 201);
    });
  });

  app.patch(`${base}/:id{[0-9a-fA-F-]{36}}`, async (c, next) => {
    if (!isMultipart(c)) return next();
    await context.policy.authorize(c, def, "write");
    const id = c.req.param("id");
    return withMultipart(c, async (file, data) => {
      if (!file) {
        return c.json({ data: await entityService(def, context.bus).update(context.db, id, data) });
      }
      return c.json({ data: await replaceFile(context, id, file, data) });
    });
  });

  // Uploaded files (local provider). Names are generated and never reused: cache for a year.
  app.get(`${UPLOADS_PREFIX}*`, async (c) => {
    const path = new URL(c.req.url).pathname;
    const source = await resolveLocalSource(path, context.config).catch(() => {
      throw notFound(`No file ${path}`);
    });
    const body = await readFile(source.path).catch(() => {
      throw notFound(`No file ${path}`);
    });
    const type = UPLOAD_TYPES[extensionOf(source.path)] ?? "application/octet-stream";
    c.header("content-type", type);
    c.header("cache-control", IMMUTABLE);
    c.header("x-content-type-options", "nosniff");
    if (type === "image/svg+xml") for (const [name, value] of Object.entries(SVG_HEADERS)) c.header(name, value);
    // Only images are shown in place; anything else (a PDF, text, unknown bytes) is downloaded, so
    // an uploaded document never runs in this site's origin as a page of its own.
    if (!type.startsWith("image/")) c.header("content-disposition", "attachment");
    return c.body(body as Uint8Array<ArrayBuffer>);
  });
}
