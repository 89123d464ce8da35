import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { publicColumns, type Row } from "../../../core/entity/service.js";
import type { AppContext } from "../../../core/module.js";
import { files } from "../entities.js";
import { generateImage, type GenerateInput } from "./files.js";

/** Bump when a template's drawing changes, so images made by the old drawing are made again. */
const TEMPLATE_REVISION = 1;

/** In-process renders under way, by key: a burst of crawlers asking for one image renders it once. */
const rendering = new Map<string, Promise<Row>>();

/** The file record's admin title: the template and a hash of everything the image shows. */
export function cacheTitle(input: GenerateInput): string {
  const hash = createHash("sha256")
    .update(JSON.stringify([TEMPLATE_REVISION, input.variant, input.width ?? null, input.height ?? null, input.data ?? {}]))
    .digest("hex")
    .slice(0, 32);
  return `${input.variant} ${hash}`;
}

/**
 * A generated image made once and reused: the stored file whose admin title names the template
 * and the hash of its input, else a new one rendered and stored (see generateImage). Changing what
 * the image shows (a record's title) changes the hash, so a new image replaces the old in use.
 */
export async function cachedImage(context: AppContext, input: GenerateInput): Promise<Row> {
  const adminTitle = cacheTitle(input);
  const key = `${context.config.dataDir}\u0000${adminTitle}`;
  const pending = rendering.get(key);
  if (pending) return pending;
  const work = (async () => {
    const [stored] = await context.db.select(publicColumns(files.$entity)).from(files).where(eq(files.adminTitle, adminTitle)).limit(1);
    if (stored) return stored as Row;
    return generateImage(context, input, { adminTitle });
  })().finally(() => rendering.delete(key));
  rendering.set(key, work);
  return work;
}
