import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FormatEnum, Metadata } from "sharp";
import { sharpOf } from "./sharp.js";
import type { AppContext } from "../../../core/module.js";
import { badRequest, notFound } from "../../../core/http/errors.js";
import { resolveLocalSource } from "./paths.js";

import { IMAGE_WIDTHS } from "../image-widths.js";

export { IMAGE_WIDTHS };

export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Uploaded SVGs may hold scripts: never let one run as a page of this site. */
export const SVG_HEADERS = { "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox", "x-content-type-options": "nosniff" };

const MIME: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  svg: "image/svg+xml",
};

export interface ResizedImage {
  body: Uint8Array;
  contentType: string;
  headers: Record<string, string>;
}

export function parseWidth(value: string | undefined): number {
  if (!value) throw badRequest(`w: is required (one of ${IMAGE_WIDTHS.join(", ")})`);
  const width = Number(value);
  if (!/^\d+$/.test(value) || !(IMAGE_WIDTHS as readonly number[]).includes(width)) {
    throw badRequest(`w: must be one of ${IMAGE_WIDTHS.join(", ")}`);
  }
  return width;
}

const inFlight = new Map<string, Promise<Uint8Array>>();

/**
 * A resized copy of a local image (the site's public files or DATA_DIR/uploads): at most `width` wide,
 * never enlarged; WebP when the client accepts it, else the source's own format; SVGs as they
 * are. Copies are kept in DATA_DIR/image-cache, keyed by source path, size, mtime, width, format.
 */
export async function resizedImage(context: Pick<AppContext, "config" | "siteFiles">, src: string, width: number, accept: string): Promise<ResizedImage> {
  const { config } = context;
  const source = await resolveLocalSource(src, context);
  const info = await stat(source.path).catch(() => undefined);
  if (!info?.isFile()) throw notFound(`No file ${source.urlPath}`);

  const input = await readFile(source.path);
  let metadata: Metadata;
  try {
    metadata = await (await sharpOf(input)).metadata();
  } catch {
    throw badRequest(`src: ${source.urlPath} is not an image`);
  }
  const format = metadata.format === "heif" ? "avif" : String(metadata.format);
  if (format === "svg") return { body: input, contentType: MIME.svg!, headers: { ...SVG_HEADERS } };
  if (!MIME[format]) throw badRequest(`src: ${source.urlPath} is not an image this endpoint resizes`);

  const output = /image\/webp/i.test(accept) ? "webp" : format;
  const key = createHash("sha256").update(JSON.stringify([source.urlPath, info.size, info.mtimeMs, width, output])).digest("hex");
  const cacheDir = join(config.dataDir, "image-cache", key.slice(0, 2));
  const cachePath = join(cacheDir, `${key}.${output}`);
  const headers = { vary: "Accept", "x-content-type-options": "nosniff" };

  const cached = await readFile(cachePath).catch(() => undefined);
  if (cached) return { body: cached, contentType: MIME[output]!, headers };

  let pending = inFlight.get(cachePath);
  if (!pending) {
    pending = (async () => {
      const animated = (metadata.pages ?? 1) > 1 && (output === "gif" || output === "webp");
      let body: Buffer;
      try {
        body = await (await sharpOf(input, { animated }))
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
          .toFormat(output as keyof FormatEnum, output === "webp" ? { quality: 80 } : output === "jpeg" ? { quality: 82, mozjpeg: true } : {})
          .toBuffer();
      } catch {
        throw badRequest(`src: ${source.urlPath} could not be resized (damaged image?)`);
      }
      await mkdir(cacheDir, { recursive: true });
      const temporary = `${cachePath}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, cachePath);
      return body;
    })().finally(() => inFlight.delete(cachePath));
    inFlight.set(cachePath, pending);
  }
  return { body: await pending, contentType: MIME[output]!, headers };
}
