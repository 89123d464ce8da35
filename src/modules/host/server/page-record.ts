import type { PgColumn } from "drizzle-orm/pg-core";
import { graphNode, link, loadGraph, PUBLIC_FIELDS, relationsOf, whereEquals, type AnyEntityTable, type EntityDef, type GraphEdges, type GraphNode, type GraphReader, type RelationTable } from "../../../core/entity/index.js";
import { localise, type LanguageConfig } from "../../../core/i18n/languages.js";
import { excerpt, plainText } from "../../../core/text/plain-text.js";
import { files } from "../../file-storage/entities.js";
import { fileNode } from "../../file-storage/graph.js";
import type { PageRecord } from "../../../core/page/page-tree.js";
import type { UrlRecord } from "../../../core/module.js";
import { segmentTarget } from "./segment-target.js";

/** Image types that link previews (OpenGraph, Twitter cards) show; an SVG is not one of them. */
export const SHAREABLE_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];

/** Each entity's record node, made once: its edges' statements are kept per edge (prepared.ts). */
const recordNodes = new WeakMap<EntityDef, GraphNode>();

function recordNode(def: EntityDef): GraphNode {
  return recordNodes.get(def) ?? recordNodes.set(def, makeRecordNode(def)).get(def)!;
}

/**
 * The record with its own files (its relation to file storage, when it has one), as every widget
 * shows them (`fileNode`): its first default link to a shareable image is its image, and a widget
 * showing the record takes them with it rather than reading them again (`UrlRecord`).
 */
function makeRecordNode(def: EntityDef): GraphNode {
  const relation = relationsOf(def).find(
    (r) => r.relation!.left.module === def.module && r.relation!.left.name === def.name && r.relation!.right.module === "file-storage" && r.relation!.right.name === "files",
  );
  const edges: GraphEdges = relation ? { files: link(relation.table as RelationTable<AnyEntityTable, typeof files>, fileNode) } : {};
  return graphNode(def.table, { fields: PUBLIC_FIELDS, with: edges });
}

interface RecordFile {
  file: unknown;
  width: unknown;
  height: unknown;
  alt: unknown;
  mimeType: unknown;
  link: { variant: unknown };
}

/** The image link previews show: the first default link to a shareable image (not an SVG). */
const shareImageOf = (files: RecordFile[] | undefined) =>
  files?.find((file) => file.link.variant === "default" && SHAREABLE_IMAGE_TYPES.includes(String(file.mimeType)));

/** The url parameter whose record `loadPageRecord` reads: the last one, when it names a public entity's column. */
export function pageRecordKey(params: Record<string, string>): string | undefined {
  const key = Object.keys(params).at(-1);
  const target = key ? segmentTarget(key) : undefined;
  return target && target.def.access.read === "public" ? key : undefined;
}

/**
 * The record a template page shows ('/blog/articles/[blog.articles.slug]' shows one article),
 * found from the url's last template segment through the entity registry, for every module
 * alike: its title, a description from its own text and its own image, in the page's language,
 * and the row it was read from with its files, and what reading them read (a widget showing the
 * record takes them rather than reading them again).
 * Undefined for a page without segments, a private entity, or no such record.
 */
export async function loadPageRecord(
  reader: GraphReader,
  params: Record<string, string>,
  language: string,
  i18n: LanguageConfig,
): Promise<{ record: PageRecord; read: UrlRecord } | undefined> {
  const key = pageRecordKey(params);
  if (!key) return undefined;
  const { def, column } = segmentTarget(key)!;
  const reads = new Set<string>();
  const { records } = await loadGraph({ ...reader, reads }, { records: whereEquals(recordNode(def), column as PgColumn, params[key]!, { limit: 1 }) });
  reads.forEach((type) => reader.reads.add(type));
  const row = records[0] as UrlRecord["row"] | undefined;
  if (!row) return undefined;
  // A localised field holds a value per language; a rich-text field may hold one TipTap document.
  const isDocument = (value: unknown) => !!value && typeof value === "object" && typeof (value as { type?: unknown }).type === "string";
  const text = (value: unknown) => plainText(isDocument(value) ? value : localise(value, language, i18n.defaultLanguage));
  const title = text(row.title) || text(row.adminTitle) || String(params[key]);
  const description = excerpt(text(row.description) || text(row.subtitle) || text(row.shortDescription));
  const file = shareImageOf(row.files as RecordFile[] | undefined);
  const size = (value: unknown) => (typeof value === "number" ? value : null);
  // The image's alt in the page's language (else the default language's, else any), as its title.
  const image = file ? { url: String(file.file), width: size(file.width), height: size(file.height), alt: text(file.alt) || null } : null;
  const entity = `${def.module}/${def.name}`;
  return { record: { entity, id: String(row.id), title, description, image }, read: { entity, row, reads } };
}
