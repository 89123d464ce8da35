import { realpath } from "node:fs/promises";
import { join, posix, sep } from "node:path";
import type { AppContext } from "../../../core/module.js";
import { badRequest, notFound } from "../../../core/http/errors.js";
import { uploadsDir, UPLOADS_PREFIX } from "./storage.js";

/** The site's shipped files (AppContext.siteFiles.publicDir) are served here. */
export const PUBLIC_PREFIX = "/public/";

export interface LocalSource {
  /** Absolute path on disk, inside its root. */
  path: string;
  /** The url path it is served at ('/public/...' or '/uploads/...'). */
  urlPath: string;
}

/**
 * A file record's value (or a /public/... or /uploads/... url path) as a file on this machine.
 * A path that is neither is taken as relative to /public (as the file entity says). Remote urls,
 * traversal and anything outside the two roots are refused (400); a missing file is a 404.
 */
export async function resolveLocalSource(src: string, { config, siteFiles }: Pick<AppContext, "config" | "siteFiles">): Promise<LocalSource> {
  if (!src) throw badRequest("src: is required");
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith("//")) throw badRequest("src: must be a local path (/public/... or /uploads/...), not a url");
  let decoded = src.split(/[?#]/)[0]!;
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    throw badRequest("src: is not a valid path");
  }
  if (decoded.includes("\0") || decoded.includes("\\") || decoded.split("/").some((part) => part === ".." || part === ".")) {
    throw badRequest("src: must not contain '.', '..' or backslashes");
  }
  const absolute = decoded.startsWith("/") ? decoded : `/${decoded}`;
  const [root, prefix] = absolute.startsWith(UPLOADS_PREFIX)
    ? [uploadsDir(config), UPLOADS_PREFIX]
    : [siteFiles.publicDir, PUBLIC_PREFIX];
  const relative = absolute.startsWith(prefix) ? absolute.slice(prefix.length) : absolute.slice(1);
  const normal = posix.normalize(relative);
  if (!normal || normal.startsWith("..") || normal.startsWith("/")) throw badRequest("src: is not a valid path");
  const candidate = join(root, ...normal.split("/"));
  let real: string;
  let realRoot: string;
  try {
    [real, realRoot] = await Promise.all([realpath(candidate), realpath(root)]);
  } catch {
    throw notFound(`No file ${prefix}${normal}`);
  }
  // Symbolic links must not lead out of the root either.
  if (!real.startsWith(realRoot + sep)) throw badRequest("src: is outside the served folders");
  return { path: real, urlPath: `${prefix}${normal}` };
}
