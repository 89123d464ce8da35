/**
 * What the generic admin derives from an entity's metadata: labels, the fields of its form (and
 * the input each gets), the columns of its row card, sortable columns and a record's title.
 * Pure functions: the unit test runs them for every declared entity.
 */
import { entityKey, type AdminAction, type AdminEntity, type AdminField, type EntityRef } from "./types";
import { formatZoned } from "./time-zone";
import { plainText } from "../text/plain-text";
import { createLabeller, type AdminLabeller } from "./labels";
import { ADMIN_TEXTS } from "./texts";

/** Per-entity exceptions the spec asks for, keyed `module/entity`, then field name. */
export interface FieldOverride {
  /** The entity a reference field points at, computed from the record's other values. */
  references?: (values: Record<string, unknown>) => EntityRef | undefined;
  /** Another input than the field's kind gives. */
  input?: InputType;
}

export type AdminOverrides = Record<string, Record<string, FieldOverride>>;

export type InputType =
  | "text"
  | "textarea"
  | "slug"
  | "variant"
  | "localised"
  | "localisedRichText"
  | "integer"
  | "number"
  | "boolean"
  | "nullableBoolean"
  | "enum"
  | "date"
  | "datetime"
  | "json"
  | "reference"
  | "file"
  | "unknown";

/** Fields every content form requires (SPEC section 5), whatever the column's default. */
export const REQUIRED_NAMES = new Set(["variant", "adminTitle", "slug"]);

const MULTILINE_TEXT = new Set(["description", "comment", "text", "html", "receipt", "error", "instructions"]);

export function overrideOf(overrides: AdminOverrides | undefined, entity: EntityRef, field: string): FieldOverride | undefined {
  return overrides?.[entityKey(entity)]?.[field];
}

/** The input a field gets in the form. */
export function inputOf(entity: AdminEntity, field: AdminField, overrides?: AdminOverrides): InputType {
  const override = overrideOf(overrides, entity, field.name)?.input;
  if (override) return override;
  if (field.name === "variant") return "variant";
  switch (field.kind) {
    case "text":
      return MULTILINE_TEXT.has(field.name) ? "textarea" : "text";
    case "slug":
      return "slug";
    case "localised":
      // Public widgets render localised descriptions as rich text (TipTap JSON per language).
      return field.name === "description" ? "localisedRichText" : "localised";
    case "richText":
      return "localisedRichText";
    case "integer":
      return "integer";
    case "number":
      return "number";
    case "boolean":
      return field.notNull ? "boolean" : "nullableBoolean";
    case "enum":
      return "enum";
    case "date":
      return "date";
    case "datetime":
      return "datetime";
    case "json":
      return "json";
    case "reference":
      return "reference";
    default:
      return "unknown";
  }
}

/** Fields an admin edits: everything but the id, timestamps and secrets (never sent anyway). */
export function formFields(entity: AdminEntity): AdminField[] {
  // A drafts entity is published with its own buttons, never by a checkbox beside its fields.
  const editable = entity.fields.filter((f) => f.kind !== "id" && !f.readOnly && !(entity.drafts && f.name === "published"));
  const keys = entity.relation ? [entity.relation.left.key, entity.relation.right.key] : [];
  const first = [...keys, "adminTitle", "title", "slug", "variant"];
  const rank = (f: AdminField) => {
    const at = first.indexOf(f.name);
    if (at >= 0) return at;
    if (f.name === "className" || f.name === "containerClassName") return 1000;
    return 100;
  };
  return editable
    .map((f, index) => ({ f, index }))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.index - b.index)
    .map(({ f }) => f);
}

/** The names generated from code names, for callers outside a labelled admin (tests, tools). */
const ENGLISH = createLabeller([], "en");

export interface TableColumn {
  name: string;
  label: string;
  kind: string;
}

const isLongKind = (kind: string) => kind === "richText" || kind === "json";

/**
 * The columns a row card shows besides its title and id: the declared list columns, else variant,
 * slug, the relation keys, orderIndex, then the first few other short fields (at most six).
 */
export function tableColumns(entity: AdminEntity, label: AdminLabeller = ENGLISH): TableColumn[] {
  const declared = entity.admin.listColumns?.filter((name) => entity.fields.some((f) => f.name === name));
  if (declared) return declared.map((name) => ({ name, label: label.field(entity, name), kind: entity.fields.find((f) => f.name === name)!.kind }));
  const names = new Set<string>();
  const add = (name: string | undefined) => {
    if (name && entity.fields.some((f) => f.name === name) && name !== entity.admin.titleColumn) names.add(name);
  };
  if (entity.relation) {
    add(entity.relation.left.key);
    add(entity.relation.right.key);
  }
  add("variant");
  add("slug");
  add("orderIndex");
  for (const f of entity.fields) {
    if (names.size >= 6) break;
    if (f.kind === "id" || f.readOnly || isLongKind(f.kind) || f.name === "className" || f.name === "description") continue;
    add(f.name);
  }
  return [...names].map((name) => {
    const field = entity.fields.find((f) => f.name === name)!;
    return { name, label: label.field(entity, name), kind: field.kind };
  });
}

/** Columns a list may be sorted by: scalar fields (not objects), timestamps included. */
export function sortableColumns(entity: AdminEntity): AdminField[] {
  return entity.fields.filter((f) => !["localised", "richText", "json"].includes(f.kind));
}

/** The text of a localised value in a language, else the default language, else any. */
export function localisedText(value: unknown, language: string, fallback?: string): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "object") return String(value);
  const record = value as Record<string, unknown>;
  const pick = (v: unknown) => (typeof v === "string" ? plainText(v) : v === undefined || v === null ? "" : JSON.stringify(v));
  const preferred = pick(record[language]) || (fallback ? pick(record[fallback]) : "");
  if (preferred) return preferred;
  for (const v of Object.values(record)) {
    const text = pick(v);
    if (text) return text;
  }
  return "";
}

/** A record's title: its title column (localised when needed), else slug, adminTitle or id. */
export function recordTitle(entity: AdminEntity, row: Record<string, unknown> | undefined, language: string, fallback?: string): string {
  if (!row) return "";
  for (const column of [entity.admin.titleColumn, "adminTitle", "title", "slug"]) {
    const text = localisedText(row[column], language, fallback).trim();
    if (text) return column === entity.admin.titleColumn && entity.admin.titlePrefix ? `${entity.admin.titlePrefix}${text}` : text;
  }
  return String(row.id ?? "");
}

/** Short form of an id for badges. */
export const shortId = (id: unknown) => String(id ?? "").slice(0, 8);

/** Displays one value in a row card. */
export function displayValue(field: { kind: string } | undefined, value: unknown, language: string, fallback?: string, timeZone = "UTC"): string {
  if (value === null || value === undefined || value === "") return "—";
  switch (field?.kind) {
    case "localised":
    case "richText":
      return localisedText(value, language, fallback) || "—";
    case "boolean":
      return ADMIN_TEXTS.text(value ? "yes" : "no", language);
    case "date":
      return String(value).slice(0, 10);
    case "datetime":
      return formatZoned(value, timeZone);
    case "reference":
    case "id":
      return shortId(value);
    case "json":
      return JSON.stringify(value).slice(0, 80);
    default:
      return typeof value === "object" ? JSON.stringify(value).slice(0, 80) : String(value);
  }
}

/** Entities grouped by module, both sorted by name: the admin's left list. */
export function modulesOf(entities: AdminEntity[]): { module: string; models: AdminEntity[]; relations: AdminEntity[] }[] {
  const byModule = new Map<string, AdminEntity[]>();
  for (const e of entities) byModule.set(e.module, [...(byModule.get(e.module) ?? []), e]);
  return [...byModule.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, list]) => {
      const sorted = [...list].sort((a, b) => a.name.localeCompare(b.name));
      return { module, models: sorted.filter((e) => !isLinkEntity(e)), relations: sorted.filter((e) => isLinkEntity(e)) };
    });
}

/** Relations, and ordered link entities whose title is their id (widgets-to-external-widgets). */
export function isLinkEntity(entity: AdminEntity): boolean {
  return Boolean(entity.relation) || (entity.admin.titleColumn === "id" && entity.fields.some((f) => f.name === "orderIndex"));
}

/** The declared actions a record shows now (its columns match each action's visibleWhen). */
export function visibleActions(entity: AdminEntity, row: Record<string, unknown>): AdminAction[] {
  return (entity.admin.actions ?? []).filter((action) =>
    Object.entries(action.visibleWhen ?? {}).every(([column, values]) => values.includes(row[column] as never)),
  );
}

/** A text of an action in a language, else English, else any. */
export function actionText(texts: Record<string, string>, language: string): string {
  return texts[language] ?? texts.en ?? Object.values(texts)[0] ?? "";
}
