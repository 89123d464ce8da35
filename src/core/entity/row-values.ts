import { ENTITY, type AnyEntityTable } from "./define.js";
import type { Linked } from "./related.js";

// Small conversions module widget-data loaders use to turn database rows into the JSON they send.

export const str = (value: unknown): string => (value === null || value === undefined ? "" : String(value));
export const strOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
export const intOrNull = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** 'module/entity' of a table: the key page caches are invalidated by. */
export const entityType = (table: AnyEntityTable): string => `${table[ENTITY].module}/${table[ENTITY].name}`;

/** A relation link's own fields, as widgets show them (order, variant, className). */
export interface LinkFields {
  orderIndex: number;
  variant: string;
  className: string | null;
}

export function linkFields(link: Linked["link"]): LinkFields {
  return { orderIndex: Number(link.orderIndex ?? 0), variant: str(link.variant), className: strOrNull(link.className) };
}

/** A localised field as widgets receive it: per-language values, a plain string, or nothing. */
export type LocalisedValue = Record<string, unknown> | string | null;

export const localisedValue = (value: unknown): LocalisedValue => (value ?? null) as LocalisedValue;

/** The fields every titled record (widget, article, form, profile...) sends to its widget. */
export interface TitledFields {
  id: string;
  slug: string;
  variant: string;
  className: string | null;
  title: LocalisedValue;
  subtitle: LocalisedValue;
  description: LocalisedValue;
}

export function titledFields(row: Record<string, unknown>): TitledFields {
  return {
    id: str(row.id),
    slug: str(row.slug),
    variant: str(row.variant),
    className: strOrNull(row.className),
    title: localisedValue(row.title),
    subtitle: localisedValue(row.subtitle),
    description: localisedValue(row.description),
  };
}

/** A file-storage file linked to a record (an article's cover, a profile's photo), as widgets get it. */
export interface LinkedFileFields {
  id: string;
  /** A path under /public, '/uploads/...', or an https url. */
  file: string;
  width: number | null;
  height: number | null;
  alt: string | null;
  variant: string;
  className: string | null;
  containerClassName: string | null;
  mimeType: string | null;
  extension: string | null;
  link: LinkFields;
}

export function linkedFileFields({ item, link }: Linked): LinkedFileFields {
  return {
    id: str(item.id),
    file: str(item.file),
    width: intOrNull(item.width),
    height: intOrNull(item.height),
    alt: strOrNull(item.alt),
    variant: str(item.variant),
    className: strOrNull(item.className),
    containerClassName: strOrNull(item.containerClassName),
    mimeType: strOrNull(item.mimeType),
    extension: strOrNull(item.extension),
    link: linkFields(link),
  };
}
