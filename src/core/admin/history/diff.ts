/**
 * A field-by-field comparison of two versions of a record, in words a person reads: localised
 * values per language, rich text as its plain text, owned links as added, removed or changed.
 */
import { plainText } from "../../text/plain-text";
import type { AdminEntity, AdminField, EntityRef } from "../types";

export interface FieldChange {
  name: string;
  /** The language of a localised value: each language that changed is its own change. */
  language?: string;
  before: string;
  after: string;
}

/** Timestamps every write moves: a diff of them says nothing. */
const BOOKKEEPING = new Set(["id", "createdAt", "updatedAt"]);

/** A TipTap document (rich text stored whole, not per language). */
const isDocument = (value: unknown) => !!value && typeof value === "object" && typeof (value as { type?: unknown }).type === "string";

/** A localised value (or rich text kept per language): its languages, the site's first. */
function byLanguage(field: AdminField | undefined, value: unknown): Record<string, unknown> | undefined {
  if (field?.kind !== "localised" && field?.kind !== "richText") return undefined;
  if (!value || typeof value !== "object" || Array.isArray(value) || isDocument(value)) return undefined;
  return value as Record<string, unknown>;
}

function readable(field: AdminField | undefined, value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  // Rich text (a document, or its JSON text as a localised description keeps it) reads as its words.
  if (field?.kind === "richText" || field?.kind === "localised" || isDocument(value)) return plainText(value);
  if (typeof value === "object") return JSON.stringify(value, null, 1);
  return String(value);
}

/** A variant's name for a reader (the admin's labels); its code unless given. */
export type VariantName = (entity: EntityRef, code: string) => string;
const variantCode: VariantName = (_, code) => code;

/**
 * The fields whose readable values differ between `before` and `after` (in the form's order); a
 * localised field gives one change per language that differs, in the site's language order. A
 * variant reads as `variantName` calls it.
 */
export function fieldChanges(
  entity: AdminEntity,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  languages: readonly string[],
  variantName: VariantName = variantCode,
): FieldChange[] {
  const fields = new Map(entity.fields.map((f) => [f.name, f]));
  const names = [...new Set([...entity.fields.map((f) => f.name), ...Object.keys(before), ...Object.keys(after)])].filter((n) => !BOOKKEEPING.has(n));
  return names.flatMap((name): FieldChange[] => {
    const field = fields.get(name);
    const was = byLanguage(field, before[name]);
    const now = byLanguage(field, after[name]);
    if (was || now) {
      const keys = new Set([...Object.keys(was ?? {}), ...Object.keys(now ?? {})]);
      const order = [...languages.filter((l) => keys.has(l)), ...[...keys].filter((l) => !languages.includes(l)).sort()];
      return order.flatMap((language) => {
        const a = readable(field, was?.[language]);
        const b = readable(field, now?.[language]);
        return a === b ? [] : [{ name, language, before: a, after: b }];
      });
    }
    const shown = (value: unknown) => (name === "variant" && typeof value === "string" ? variantName(entity, value) : readable(field, value));
    const a = shown(before[name]);
    const b = shown(after[name]);
    return a === b ? [] : [{ name, before: a, after: b }];
  });
}

export interface LinkChange {
  relation: string;
  kind: "added" | "removed" | "changed";
  /** The linked record's id (the other side of the link). */
  target: string;
  /** The linked record's entity, when the link names it: the History shows that record's title. */
  other?: EntityRef;
  detail?: string;
}

type Owned = Record<string, Record<string, unknown>[]> | null | undefined;

/**
 * Links added, removed or changed (order, variant) between two versions' owned rows. A change's
 * detail names the link's columns by `fieldName` and its variants by `variantName` (the admin's
 * labels; code names unless given).
 */
export function linkChanges(
  entity: AdminEntity,
  before: Owned,
  after: Owned,
  fieldName: (relation: EntityRef, key: string) => string = (_, key) => key,
  variantName: VariantName = variantCode,
): LinkChange[] {
  const changes: LinkChange[] = [];
  for (const relation of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const [module = "", name = relation] = relation.split("/");
    const link = entity.links.find((l) => `${l.module}/${l.name}` === relation);
    const otherKey = link?.otherKey ?? "id";
    const other = link?.otherKey ? link.other : undefined;
    const change = (kind: LinkChange["kind"], row: Record<string, unknown>, detail?: string): LinkChange => ({
      relation,
      kind,
      target: String(row[otherKey]),
      ...(other ? { other } : {}),
      ...(detail ? { detail } : {}),
    });
    const was = new Map((before?.[relation] ?? []).map((row) => [String(row.id), row]));
    const now = new Map((after?.[relation] ?? []).map((row) => [String(row.id), row]));
    for (const [id, row] of now) {
      const old = was.get(id);
      if (!old) changes.push(change("added", row));
      else {
        const ref = { module, name };
        const shown = (key: string, value: unknown) => (key === "variant" && typeof value === "string" ? variantName(ref, value) : String(value ?? ""));
        const moved = ["orderIndex", "variant", "className"].filter((key) => String(old[key] ?? "") !== String(row[key] ?? ""));
        if (moved.length) changes.push(change("changed", row, moved.map((key) => `${fieldName(ref, key)}: ${shown(key, old[key])} → ${shown(key, row[key])}`).join(", ")));
      }
    }
    for (const [id, row] of was) if (!now.has(id)) changes.push(change("removed", row));
  }
  return changes;
}
