import { sharpOf } from "./sharp.js";

/** What an upload really is, judged by its bytes (never by its name or claimed type). */
export interface DetectedFile {
  mimeType: string;
  extension: string;
  kind: "image" | "pdf" | "text";
  width?: number;
  height?: number;
}

/** The types uploads may have. */
export const ALLOWED_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/svg+xml", "image/avif", "application/pdf", "text/plain"] as const;

const IMAGE_FORMATS: Record<string, { mimeType: string; extension: string }> = {
  jpeg: { mimeType: "image/jpeg", extension: "jpg" },
  png: { mimeType: "image/png", extension: "png" },
  webp: { mimeType: "image/webp", extension: "webp" },
  gif: { mimeType: "image/gif", extension: "gif" },
  svg: { mimeType: "image/svg+xml", extension: "svg" },
};

const kindOf = (mimeType: string): DetectedFile["kind"] | undefined =>
  mimeType.startsWith("image/") ? "image" : mimeType === "application/pdf" ? "pdf" : mimeType.startsWith("text/plain") ? "text" : undefined;

const startsWith = (bytes: Uint8Array, text: string) => Buffer.from(bytes.subarray(0, text.length)).toString("latin1") === text;

/** ISO-BMFF 'ftyp' box with an AVIF brand (sharp reports AVIF and HEIC both as 'heif'). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || Buffer.from(bytes.subarray(4, 8)).toString("latin1") !== "ftyp") return false;
  const size = Math.min(Buffer.from(bytes).readUInt32BE(0), bytes.length, 64);
  const brands = Buffer.from(bytes.subarray(8, size)).toString("latin1");
  return /avi[fs]/.test(brands);
}

/** Plain text: UTF-8 without NUL or other control characters than tab, newlines and form feed. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}

/** Dimensions as shown (EXIF orientation applied). */
async function imageInfo(bytes: Uint8Array) {
  const metadata = await (await sharpOf(bytes, { animated: false })).metadata();
  const oriented = (metadata as { autoOrient?: { width: number; height: number } }).autoOrient;
  return { format: metadata.format as string | undefined, width: oriented?.width ?? metadata.width, height: oriented?.height ?? metadata.height, compression: metadata.compression };
}

/** Recognises an allowed type from the bytes, or returns undefined. Images are decoded by sharp. */
export async function detectFile(bytes: Uint8Array): Promise<DetectedFile | undefined> {
  if (startsWith(bytes, "%PDF-")) return { mimeType: "application/pdf", extension: "pdf", kind: "pdf" };
  let info: Awaited<ReturnType<typeof imageInfo>> | undefined;
  try {
    info = await imageInfo(bytes);
  } catch {
    info = undefined;
  }
  if (info?.format) {
    const known = IMAGE_FORMATS[info.format] ?? (info.format === "heif" && (info.compression === "av1" || isAvif(bytes)) ? { mimeType: "image/avif", extension: "avif" } : undefined);
    if (known && info.width && info.height) return { ...known, kind: "image", width: info.width, height: info.height };
    if (known) return undefined; // an image sharp cannot measure is not one we can show
  }
  if (bytes.length && isPlainText(bytes) && !/^\s*<(\?xml|svg|!doctype|html)/i.test(Buffer.from(bytes.subarray(0, 256)).toString("latin1"))) {
    return { mimeType: "text/plain", extension: "txt", kind: "text" };
  }
  return undefined;
}

/**
 * The claimed type (from the browser) must be allowed and agree with the bytes' kind; a generic
 * claim (empty, application/octet-stream) takes whatever the bytes are.
 */
export function claimProblem(claimed: string, detected: DetectedFile | undefined): string | undefined {
  const type = claimed.split(";")[0]!.trim().toLowerCase();
  const generic = !type || type === "application/octet-stream";
  if (!generic && !(ALLOWED_TYPES as readonly string[]).includes(type === "image/jpg" ? "image/jpeg" : type)) {
    return `file: type ${type} is not allowed (allowed: ${ALLOWED_TYPES.join(", ")})`;
  }
  if (!detected) {
    return generic
      ? `file: content is not an allowed type (allowed: ${ALLOWED_TYPES.join(", ")})`
      : `file: content is not a valid ${type}`;
  }
  if (!generic && kindOf(type) !== detected.kind) return `file: content is not a valid ${type} (it looks like ${detected.mimeType})`;
  return undefined;
}
