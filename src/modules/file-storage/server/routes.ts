import { readFile } from "node:fs/promises";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { entityService } from "../../../core/entity/service.js";
import { z } from "zod";
import { limitBody } from "../../../core/http/body-limit.js";
import { notFound } from "../../../core/http/errors.js";
import { rowSchemaOf } from "../../../core/entity/schemas.js";
import { answer, ok } from "../../../core/http/route-docs.js";
import { text, uuidParams, validate } from "../../../core/http/validate.js";
import type { AppContext } from "../../../core/module.js";
import { files } from "../entities.js";
import { createFromUrl, extensionOf, generateImage, replaceFile, tooLarge, uploadFile, type GenerateInput } from "./files.js";
import { IMAGE_WIDTHS, IMMUTABLE, resizedImage, SVG_HEADERS } from "./image.js";
import { resolveLocalSource } from "./paths.js";
import { fileStorageSettings } from "./settings.js";
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

/** `?src=/uploads/...&w=640`: a local image at one of the fixed widths. */
const imageQuery = z.object({
  src: text(2000).min(1, { error: "is required" }),
  w: text(10)
    .regex(/^\d+$/, { error: `must be one of ${IMAGE_WIDTHS.join(", ")}` })
    .transform(Number)
    .refine((width) => (IMAGE_WIDTHS as readonly number[]).includes(width), { error: `must be one of ${IMAGE_WIDTHS.join(", ")}` }),
});

/** A file record's fields beside the upload; the entity's own schema checks each one. */
const recordFields = z.record(text(100), z.unknown(), { error: "must be an object of the file's fields" });

/** create-from-url: an https url or a /public/... path, plus record fields. */
const fromUrlBody = recordFields.and(z.object({ url: text(4000).min(1, { error: "is required" }) }));

const localised = z.union([text(1000), z.record(text(10), text(1000))]);
const number = z.union([z.number(), text(40)]);

/** A template's data (files.ts documents each field); unknown fields are dropped. */
const generateBody = z.object({
  variant: text(200),
  width: z.union([z.number(), text(10)]).nullish(),
  height: z.union([z.number(), text(10)]).nullish(),
  data: z
    .object({
      language: text(10).optional(),
      siteName: localised.optional(),
      title: localised.optional(),
      subtitle: localised.optional(),
      description: localised.optional(),
      number: number.optional(),
      orderId: text(100).optional(),
      date: text(100).optional(),
      status: text(100).optional(),
      timeZone: text(100).optional(),
      lines: z
        .array(z.object({ title: localised.optional(), quantity: number.optional(), price: number.optional(), total: number.optional(), symbol: text(20).optional() }))
        .max(500)
        .optional(),
      totals: z
        .array(z.object({ total: number.optional(), symbol: text(20).optional(), billingModuleCurrency: z.object({ symbol: text(20).optional() }).optional() }))
        .max(50)
        .optional(),
    })
    .optional(),
});

export function fileStorageRoutes(app: Hono, context: AppContext) {
  const def = files.$entity;
  const base = "/api/file-storage/files";

  /** A multipart body no larger than the upload limit (413 before buffering more); other bodies pass on. */
  const limit = fileStorageSettings(context).maxBytes;
  const limited = limitBody(limit + FORM_OVERHEAD, () => {
    throw tooLarge(limit);
  });
  const limitUploads: MiddlewareHandler = (c, next) => (isMultipart(c) ? limited(c, next) : next());
  // JSON (a file given as a url or path) and multipart without a file go on to the generic routes.
  const row = rowSchemaOf(def);
  const upload = validate({ only: isMultipart, body: recordFields, summary: "Upload a file (multipart: `file` and the record's fields in `data`)", responses: { 201: ok(row) } });
  const reupload = validate({ only: isMultipart, params: uuidParams("id"), body: recordFields, summary: "Replace a file's bytes (multipart)", responses: { 200: ok(row) } });
  const bytes = (description: string) => ({ 200: answer("application/octet-stream", description, z.string().describe("the file's bytes")) });
  const fileOf = (files: Record<string, File>) => files.file ?? Object.values(files)[0];

  // Resized copies for srcset: local files only, fixed widths, cached on disk and by browsers.
  app.get("/api/file-storage/image", validate({ query: imageQuery, summary: "A local image at one of the fixed widths", responses: bytes("The image (AVIF, WebP or the original type)") }), async (c) => {
    const { src, w: width } = c.var.input.query;
    const image = await resizedImage(context, src, width, c.req.header("accept") ?? "");
    for (const [name, value] of Object.entries(image.headers)) c.header(name, value);
    c.header("content-type", image.contentType);
    c.header("cache-control", IMMUTABLE);
    return c.body(image.body as Uint8Array<ArrayBuffer>);
  });

  app.post(`${base}/create-from-url`, validate({ body: fromUrlBody, summary: "A file record from an https url or a /public path", responses: { 201: ok(row) } }), async (c) => {
    await context.policy.authorize(c, def, "write");
    return c.json({ data: await createFromUrl(context, c.var.input.body) }, 201);
  });

  app.post(`${base}/generate`, validate({ body: generateBody, summary: "Draw an image from a template", responses: { 201: ok(row) } }), async (c) => {
    await context.policy.authorize(c, def, "write");
    const { width, height, ...input } = c.var.input.body;
    return c.json({ data: await generateImage(context, { ...input, width: width ?? undefined, height: height ?? undefined } as GenerateInput) }, 201);
  });

  // Multipart with a file: store it, then create the record. JSON (file given as a url or path)
  // and multipart without a file fall through to the generic CRUD routes.
  app.post(base, limitUploads, upload, async (c, next) => {
    if (!isMultipart(c)) return next();
    await context.policy.authorize(c, def, "write");
    const { body, files: uploaded } = c.var.input;
    const file = fileOf(uploaded);
    if (!file) return c.json({ data: await entityService(def, context.bus).create(context.db, body) }, 201);
    return c.json({ data: await uploadFile(context, file, body) }, 201);
  });

  app.patch(`${base}/:id{[0-9a-fA-F-]{36}}`, limitUploads, reupload, async (c, next) => {
    if (!isMultipart(c)) return next();
    await context.policy.authorize(c, def, "write");
    const { params, body, files: uploaded } = c.var.input;
    const file = fileOf(uploaded);
    if (!file) return c.json({ data: await entityService(def, context.bus).update(context.db, params.id, body) });
    return c.json({ data: await replaceFile(context, params.id, file, body) });
  });

  // Uploaded files (local provider). Names are generated and never reused: cache for a year.
  // The path is the input: resolveLocalSource keeps it inside the uploads directory.
  app.get(`${UPLOADS_PREFIX}:path{.+}`, validate({ params: z.object({ path: text(2000) }), summary: "An uploaded file (stored on local disk)", responses: bytes("The file") }), async (c) => {
    const path = new URL(c.req.url).pathname;
    const source = await resolveLocalSource(path, context).catch(() => {
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
