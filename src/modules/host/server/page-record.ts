import { and, eq, inArray } from "drizzle-orm";
import { publishedOnly, withPreviewApplied } from "../../../core/entity/drafts.js";
import type { PgColumn } from "drizzle-orm/pg-core";
import { loadLinked, publicColumns, relationsOf, type EntityDef } from "../../../core/entity/index.js";
import type { Db } from "../../../core/db/connection.js";
import { localise, type LanguageConfig } from "../../../core/i18n/languages.js";
import { excerpt, plainText } from "../../../core/text/plain-text.js";
import { files } from "../../file-storage/entities.js";
import type { PageRecord } from "../../../core/page/page-tree.js";
import { segmentTarget } from "./segment-target.js";

/** Image types that link previews (OpenGraph, Twitter cards) show; an SVG is not one of them. */
export const SHAREABLE_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];

/** The record's first shareable image through its own relation to files (default links only). */
async function ownImage(db: Db, def: EntityDef, id: string, reads: Set<string>): Promise<PageRecord["image"]> {
  const relation = relationsOf(def).find(
    (r) => r.relation!.left.module === def.module && r.relation!.left.name === def.name && r.relation!.right.module === "file-storage" && r.relation!.right.name === "files",
  );
  if (!relation) return null;
  reads.add(`${relation.module}/${relation.name}`).add("file-storage/files");
  const linked = await loadLinked(db, relation.table, [id], { where: inArray(files.mimeType, SHAREABLE_IMAGE_TYPES) });
  const file = linked.find((l) => l.link.variant === "default")?.item;
  if (!file) return null;
  const size = (value: unknown) => (typeof value === "number" ? value : null);
  return { url: String(file.file), width: size(file.width), height: size(file.height), alt: typeof file.alt === "string" ? file.alt : null };
}

/**
 * The record a template page shows ('/blog/articles/[blog.articles.slug]' shows one article),
 * found from the url's last template segment through the entity registry, for every module
 * alike: its title, a description from its own text and its own image, in the page's language.
 * Undefined for a page without segments, a private entity, or no such record.
 */
export async function loadPageRecord(
  db: Db,
  params: Record<string, string>,
  language: string,
  i18n: LanguageConfig,
  reads: Set<string>,
): Promise<PageRecord | undefined> {
  const key = Object.keys(params).at(-1);
  const target = key ? segmentTarget(key) : undefined;
  if (!key || !target || target.def.access.read !== "public") return undefined;
  const { def, column } = target;
  reads.add(`${def.module}/${def.name}`);
  const [row] = withPreviewApplied(def, await db.select(publicColumns(def)).from(def.table).where(and(eq(column as PgColumn, params[key]!), publishedOnly(def))).limit(1));
  if (!row) return undefined;
  // A localised field holds a value per language; a rich-text field may hold one TipTap document.
  const isDocument = (value: unknown) => !!value && typeof value === "object" && typeof (value as { type?: unknown }).type === "string";
  const text = (value: unknown) => plainText(isDocument(value) ? value : localise(value, language, i18n.defaultLanguage));
  const title = text(row.title) || text(row.adminTitle) || String(params[key]);
  const description = excerpt(text(row.description) || text(row.subtitle) || text(row.shortDescription));
  const image = await ownImage(db, def, String(row.id), reads);
  return { entity: `${def.module}/${def.name}`, id: String(row.id), title, description, image };
}
