import { randomUUID } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Font } from "satori";
import type { Db } from "../../../core/db/connection.js";
import { entityService, type Row } from "../../../core/entity/service.js";
import { badRequest, HttpError } from "../../../core/http/errors.js";
import { localise, type LanguageConfig } from "../../../core/i18n/languages.js";
import type { AppContext } from "../../../core/module.js";
import { files } from "../entities.js";
import { claimProblem, detectFile } from "./detect.js";
import { resolveLocalSource } from "./paths.js";
import { fileStorageSettings } from "./settings.js";
import { storageProvider, type StorageProvider } from "./storage.js";
import { templates, type Template, type TemplateContext } from "./templates.js";

const providers = new WeakMap<AppContext, StorageProvider>();

/** The process's storage provider (FILE_STORAGE_PROVIDER), made once per app context. */
export function storageFor(context: AppContext): StorageProvider {
  let provider = providers.get(context);
  if (!provider) {
    provider = storageProvider({ dataDir: context.config.dataDir, fileStorageProvider: fileStorageSettings(context).provider }, context.config.env);
    providers.set(context, provider);
  }
  return provider;
}

const service = (context: AppContext) => entityService(files.$entity, context.bus);

/** A generated, safe storage key: 'yyyy/mm/<uuid>.<ext>'; nothing of the client's name survives. */
function newKey(extension: string): string {
  const now = new Date();
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomUUID()}.${extension}`;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export function tooLarge(limit: number): HttpError {
  return new HttpError(413, `file: is larger than the ${megabytes(limit)} limit`, [{ message: `file must be at most ${limit} bytes` }]);
}

const asObject = (data: unknown): Row => {
  if (data === undefined || data === null) return {};
  if (typeof data !== "object" || Array.isArray(data)) throw badRequest("data: must be an object");
  return data as Row;
};

/** A readable admin title from the client's file name (never used as a storage name). */
// Control characters are exactly what this strips from a client's file name.
// eslint-disable-next-line no-control-regex
const titleFromName = (name: string) => name.replace(/[\u0000-\u001f<>]/g, "").slice(0, 200) || undefined;

/**
 * Stores the bytes with the storage provider and creates the file record from `data` plus what
 * the bytes are (file url, size, mimeType, extension, width/height for images). When the record
 * cannot be created the stored bytes are removed again.
 */
async function storeAndSave(
  context: AppContext,
  bytes: Uint8Array,
  detected: { mimeType: string; extension: string; width?: number; height?: number },
  data: Row,
  save: (record: Row) => Promise<Row>,
): Promise<Row> {
  const described = { size: bytes.byteLength, mimeType: detected.mimeType, extension: detected.extension, width: detected.width ?? null, height: detected.height ?? null };
  // Refuse bad record fields before anything is written.
  const check = { ...data, ...described, file: "/uploads/pending" };
  service(context).validateCreate(check);
  const storage = storageFor(context);
  const key = newKey(detected.extension);
  const url = await storage.put(key, bytes, detected.mimeType);
  try {
    return await save({ ...data, ...described, file: url });
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/** Checks an uploaded file (size, allowed type by its bytes) and returns its bytes and type. */
export async function inspectUpload(context: AppContext, file: File) {
  const limit = fileStorageSettings(context).maxBytes;
  if (file.size > limit) throw tooLarge(limit);
  if (file.size === 0) throw badRequest("file: is empty");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await detectFile(bytes);
  const problem = claimProblem(file.type, detected);
  if (problem || !detected) throw badRequest(problem ?? "file: type not allowed");
  return { bytes, detected };
}

/** POST /files with a file: stores it and creates the record. */
export async function uploadFile(context: AppContext, file: File, data: unknown): Promise<Row> {
  const { bytes, detected } = await inspectUpload(context, file);
  const fields = asObject(data);
  const record = { adminTitle: titleFromName(file.name), ...fields };
  if (record.adminTitle === undefined) delete record.adminTitle;
  return storeAndSave(context, bytes, detected, record, (values) => service(context).create(context.db, values));
}

/** PATCH /files/{id} with a file: stores the new file and points the record at it. */
export async function replaceFile(context: AppContext, id: string, file: File, data: unknown): Promise<Row> {
  const { bytes, detected } = await inspectUpload(context, file);
  const s = service(context);
  await s.get(context.db, id);
  return storeAndSave(context, bytes, detected, asObject(data), (values) => s.update(context.db, id, values));
}

const EXTENSION_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
  avif: "image/avif",
  pdf: "application/pdf",
  txt: "text/plain",
};

/** The extension of a url's or path's last segment, lower case ('' when none). */
export function extensionOf(path: string): string {
  const last = path.split(/[?#]/)[0]!.split("/").pop() ?? "";
  const dot = last.lastIndexOf(".");
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : "";
}

/**
 * POST /files/create-from-url: records an https url (never fetched: the record says what the url
 * says) or a /public/... path (measured on disk when the file is there).
 */
export async function createFromUrl(context: AppContext, data: unknown): Promise<Row> {
  const { url, ...fields } = asObject(data);
  if (typeof url !== "string" || !url.trim()) throw badRequest("url: is required");
  const value = url.trim();
  let record: Row;
  if (value.startsWith("/public/")) {
    const local = await resolveLocalSource(value, context).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return undefined;
      throw error instanceof HttpError ? badRequest(`url: ${error.message.replace(/^src: /, "")}`) : error;
    });
    record = { file: local?.urlPath ?? value };
    if (local) {
      const bytes = await readFile(local.path).catch(() => undefined);
      const detected = bytes && (await detectFile(new Uint8Array(bytes)));
      const size = (await stat(local.path)).size;
      record = { ...record, size, ...(detected ? { mimeType: detected.mimeType, extension: detected.extension, width: detected.width ?? null, height: detected.height ?? null } : {}) };
    }
  } else {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw badRequest("url: must be an https url or a /public/... path");
    }
    if (parsed.protocol !== "https:") throw badRequest("url: must be an https url or a /public/... path");
    if (parsed.username || parsed.password) throw badRequest("url: must not carry credentials");
    record = { file: parsed.toString() };
  }
  const extension = extensionOf(String(record.file));
  record = { extension: EXTENSION_TYPES[extension] ? extension : null, mimeType: EXTENSION_TYPES[extension] ?? null, ...record, ...fields };
  return service(context).create(context.db, record);
}

// ---------------------------------------------------------------------------------------------
// Generated images (satori → SVG → resvg → PNG)

const fontFiles = [
  { name: "Sobor Latin", file: "dejavu-sans-latin.woff", weight: 400 },
  { name: "Sobor Latin", file: "dejavu-sans-latin-bold.woff", weight: 700 },
  { name: "Sobor Cyrillic", file: "dejavu-sans-cyrillic.woff", weight: 400 },
  { name: "Sobor Cyrillic", file: "dejavu-sans-cyrillic-bold.woff", weight: 700 },
] as const;

let fontsLoading: Promise<Font[]> | undefined;

/** Latin and Cyrillic DejaVu Sans subsets from the site's fonts folder, read once. */
export function loadFonts(fontsDir: string): Promise<Font[]> {
  fontsLoading ??= Promise.all(
    fontFiles.map(async (font) => ({
      name: font.name,
      weight: font.weight,
      style: "normal" as const,
      data: await readFile(join(fontsDir, font.file)),
    })),
  ).catch((error) => {
    fontsLoading = undefined;
    throw error;
  });
  return fontsLoading;
}

export interface GenerateInput {
  /** A template: a file-storage widget variant such as 'generate-template-opengraph-image-default'. */
  variant: string;
  width?: number;
  height?: number;
  /**
   * What the template shows; `language` (default: the site's) and `siteName` (default: the site's
   * name) for both. Opengraph: `title`, `subtitle` or `description` (strings or localised objects).
   * Order receipt: `number` or `orderId`, `date`, `status`, `timeZone` (default Europe/Moscow),
   * `lines: [{title, quantity, price?, total?, symbol?}]`, `totals?: [{total, symbol} |
   * {total, billingModuleCurrency: {symbol}}]` (summed from the lines per symbol when absent).
   */
  data?: Record<string, unknown>;
}

const MAX_SIDE = 4096;

function side(value: unknown, fallback: number, name: string): number {
  if (value === undefined || value === null || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 16 || n > MAX_SIDE) throw badRequest(`${name}: must be an integer from 16 to ${MAX_SIDE}`);
  return n;
}

/**
 * The stored file's alt text, localised like every text of a record: the template's alt in the
 * image's language, and in each other site language whose alt says something else (the data were
 * localised, `{ru, en}`, or the template has its own words: 'Чек' / 'Receipt'); a language whose
 * alt would only repeat the image's text is left out, and readers fall back to it.
 */
function localisedAlt(template: Template, data: Record<string, unknown>, context: TemplateContext, i18n: LanguageConfig): Record<string, string> {
  const own = template.alt(data, context).slice(0, 500);
  const alt: Record<string, string> = own ? { [context.language]: own } : {};
  for (const language of i18n.languages) {
    if (language === context.language) continue;
    const text = template.alt(data, { ...context, language, t: (value: unknown) => localise(value, language, i18n.defaultLanguage) }).slice(0, 500);
    if (text && text !== own) alt[language] = text;
  }
  return alt;
}

/** Renders a template to PNG bytes without storing anything; `alt` is the file's localised alt text. */
export async function renderImage(context: Pick<AppContext, "i18n" | "siteFiles">, input: GenerateInput): Promise<{ png: Uint8Array; width: number; height: number; alt: Record<string, string> }> {
  const template = typeof input.variant === "string" ? templates[input.variant] : undefined;
  if (!template) throw badRequest(`variant: must be one of ${Object.keys(templates).join(", ")}`);
  const width = side(input.width, template.width, "width");
  const height = side(input.height, template.height, "height");
  const data = input.data === undefined ? {} : input.data;
  if (!data || typeof data !== "object" || Array.isArray(data)) throw badRequest("data: must be an object");
  const i18n = context.i18n as typeof context.i18n & { name?: unknown };
  const language = typeof data.language === "string" && i18n.languages.includes(data.language) ? data.language : i18n.defaultLanguage;
  const templateContext = { language, width, height, t: (value: unknown) => localise(value, language, i18n.defaultLanguage) };
  const filled = { siteName: i18n.name, ...data };
  // satori and resvg are loaded with the first generated image (~35 MB a process otherwise carries).
  const [{ default: satori }, { Resvg }] = await Promise.all([import("satori"), import("@resvg/resvg-js")]);
  const svg = await satori(template.render(filled, templateContext), { width, height, fonts: await loadFonts(context.siteFiles.fontsDir) });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
  return { png: new Uint8Array(png), width, height, alt: localisedAlt(template, filled, templateContext, i18n) };
}

/**
 * Renders a template (opengraph image 1200×630, order receipt 1500×1500 by default), stores it
 * as an uploaded PNG and creates its file record. The shop calls this in-process; pass
 * `options.db` to create the record inside an open transaction, `options.adminTitle` to name it.
 */
export async function generateImage(context: AppContext, input: GenerateInput, options: { db?: Db; adminTitle?: string } = {}): Promise<Row> {
  if (!input || typeof input !== "object" || Array.isArray(input)) throw badRequest("data: must be an object like {variant, width, height, data}");
  const { png, width, height, alt } = await renderImage(context, input);
  const record: Row = { adminTitle: options.adminTitle ?? `${input.variant} ${new Date().toISOString()}`, alt };
  return storeAndSave(context, png, { mimeType: "image/png", extension: "png", width, height }, record, (values) => service(context).create(options.db ?? context.db, values));
}
