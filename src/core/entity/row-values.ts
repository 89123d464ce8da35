import { ENTITY, type AnyEntityTable } from "./define.js";

// Shapes public widgets receive, shared by the graph loader (src/core/entity/graph) and the modules.

/** 'module/entity' of a table: the key page caches are invalidated by. */
export const entityType = (table: AnyEntityTable): string => `${table[ENTITY].module}/${table[ENTITY].name}`;

/** A relation link's own fields, as widgets show them (order, variant, className). */
export interface LinkFields {
  orderIndex: number;
  variant: string;
  className: string | null;
}

/** A localised field as widgets receive it: per-language values, a plain string, or nothing. */
export type LocalisedValue = Record<string, unknown> | string | null;

/** The fields every titled record (a chat, a widget, an article...) sends. */
export interface TitledFields {
  id: string;
  slug: string;
  variant: string;
  className: string | null;
  title: LocalisedValue;
  subtitle: LocalisedValue;
  description: LocalisedValue;
}
