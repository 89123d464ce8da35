/**
 * A field-by-field comparison of two versions of a record, in words a person reads: localised
 * values per language, rich text as its plain text, owned links as added, removed or changed.
 */
import { plainText } from "../../text/plain-text";
import type { AdminEntity, AdminField } from "../types";

export interface FieldChange {
  name: string;
  before: string;
  after: string;
}

/** Timestamps every write moves: a diff of them says nothing. */
const BOOKKEEPING = new Set(["id", "createdAt", "updatedAt"]);

function readable(field: AdminField | undefined, value: unknown, languages: readonly string[]): string {
  if (value === null || value === undefined || value === "") return "";
  const kind = field?.kind;
  if ((kind === "localised" || kind === "richText") && typeof value === "object" && !Array.isArray(value)) {
    const byLanguage = value as Record<string, unknown>;
    const order = [...languages, ...Object.keys(byLanguage).filter((l) => !languages.includes(l))];
    return order
      .filter((language) => byLanguage[language] !== undefined && byLanguage[language] !== "")
      .map((language) => `${language}: ${plainText(byLanguage[language])}`)
      .join("\n");
  }
  if (kind === "richText") return plainText(value);
  if (typeof value === "object") return JSON.stringify(value, null, 1);
  return String(value);
}

/** The fields whose readable values differ between `before` and `after` (in the form's order). */
export function fieldChanges(entity: AdminEntity, before: Record<string, unknown>, after: Record<string, unknown>, languages: readonly string[]): FieldChange[] {
  const fields = new Map(entity.fields.map((f) => [f.name, f]));
  const names = [...new Set([...entity.fields.map((f) => f.name), ...Object.keys(before), ...Object.keys(after)])].filter((n) => !BOOKKEEPING.has(n));
  return names.flatMap((name) => {
    const a = readable(fields.get(name), before[name], languages);
    const b = readable(fields.get(name), after[name], languages);
    return a === b ? [] : [{ name, before: a, after: b }];
  });
}

export interface LinkChange {
  relation: string;
  kind: "added" | "removed" | "changed";
  /** The linked record's id (the other side of the link). */
  target: string;
  detail?: string;
}

type Owned = Record<string, Record<string, unknown>[]> | null | undefined;

/** Links added, removed or changed (order, variant) between two versions' owned rows. */
export function linkChanges(entity: AdminEntity, before: Owned, after: Owned): LinkChange[] {
  const changes: LinkChange[] = [];
  for (const relation of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const link = entity.links.find((l) => `${l.module}/${l.name}` === relation);
    const otherKey = link?.otherKey ?? "id";
    const was = new Map((before?.[relation] ?? []).map((row) => [String(row.id), row]));
    const now = new Map((after?.[relation] ?? []).map((row) => [String(row.id), row]));
    for (const [id, row] of now) {
      const old = was.get(id);
      if (!old) changes.push({ relation, kind: "added", target: String(row[otherKey]) });
      else {
        const moved = ["orderIndex", "variant", "className"].filter((key) => String(old[key] ?? "") !== String(row[key] ?? ""));
        if (moved.length) changes.push({ relation, kind: "changed", target: String(row[otherKey]), detail: moved.map((key) => `${key}: ${String(old[key] ?? "")} → ${String(row[key] ?? "")}`).join(", ") });
      }
    }
    for (const [id, row] of was) if (!now.has(id)) changes.push({ relation, kind: "removed", target: String(row[otherKey]) });
  }
  return changes;
}
