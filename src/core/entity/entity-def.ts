import type { PgColumnBuilderBase, PgTableWithColumns, pgTable } from "drizzle-orm/pg-core";
import type { AdminAction } from "../admin/types.js";
import type { Db } from "../db/connection.js";
import type { FieldMeta } from "./fields.js";
import type { Phrase } from "../i18n/texts.js";

// What a declaration is once defined (its fields, access, admin hints, relation keys), apart from
// defineEntity so the registry and the rest of core can name it without importing the definer.

/** Who may read an entity through the generic API. Writes are always for trusted callers. */
export type ReadAccess = "public" | "private";

export interface AdminHints {
  /** Column shown as the record's title in tables, rows and pickers. */
  titleColumn?: string;
  /** Columns the admin search matches (case-insensitive substring). */
  searchColumns?: string[];
  /** Buttons on a record beyond Edit and Delete, each calling one of the module's routes. */
  actions?: AdminAction[];
  /** Put before the title on cards and pickers ('№ ' before an order's number). */
  titlePrefix?: string;
  /** The own columns a list card shows, in order (default: a few short ones, see admin/model.ts). */
  listColumns?: string[];
  /** Values of other records a list card shows beside its own columns, by name (see RelatedDeclaration). */
  related?: Record<string, RelatedDeclaration>;
  /** A related value whose first text titles the card when there is one (a subject by its email, not its random slug). */
  titleFrom?: string;
}

/** One value a related path or a loader gives a record: its text and, for a link, the record it opens. */
export interface RelatedItem {
  text: string;
  /** The id of the record one hop away (the order's subject), which a link opens. */
  id?: string;
}

/**
 * A value a list card shows that lives in other records: either a path through declared
 * relations, or a module's own loader (a computed total). Either way a whole page of rows is
 * loaded in one batch (src/core/entity/related-values.ts), never a query per row.
 */
export interface RelatedDeclaration {
  /** The card's label in each interface language ({ ru: 'Покупатель', en: 'Customer' }). */
  label: Phrase;
  /**
   * Declared relations ('module/route-name') walked from this entity: each hop enters a relation
   * on the side of the record reached so far and leaves by the other. Names, not imports: the
   * relation may live in a module that imports this one (rbac's subjects-to-ecommerce-orders).
   */
  through?: string[];
  /** The column shown of the record the path ends at; without it, the number of records reached. */
  column?: string;
  /** The admin search finds a record by this value too (an order by its customer's email). */
  searchable?: boolean;
  /** Each value links to the record one hop away (the order's subject), opened in its own list. */
  link?: boolean;
  /**
   * For a count: the related value of the records reached that names this record, so the count
   * links to their list filtered to it (a subject's 'Orders (3)' opens orders?customer=id).
   */
  listFilter?: string;
  /**
   * A second path to a column, for the records the first reaches nothing by: an order of a visitor
   * without an account (a note sent from the site) has no customer email, so it shows the email given
   * at its checkout. Loaded for those records alone (one more query at most), searched beside the
   * first when `searchable`; its values link nowhere (a link and a filter follow the first path).
   */
  fallback?: { through: string[]; column: string };
  /**
   * Values no path reaches: a module's loader for a page of ids, in a fixed number of queries.
   * `language` is the one to write them in (a note's kind, a total): the admin's, else the site's default.
   */
  load?: (db: Db, ids: string[], language: string) => Promise<Map<string, RelatedItem[]>>;
}

/** What a path needs of a declaration: the relations it walks and the column it shows. */
export type RelatedPathDeclaration = Pick<RelatedDeclaration, "through" | "column">;

export interface FieldInfo extends FieldMeta {
  name: string;
  /** The SQL column name. */
  column: string;
  notNull: boolean;
  hasDefault: boolean;
  unique: boolean;
}

export interface RelationInfo {
  left: { key: string; module: string; name: string };
  right: { key: string; module: string; name: string };
}

export interface EntityDef {
  module: string;
  name: string;
  tableName: string;
  table: AnyEntityTable;
  fields: FieldInfo[];
  variants: readonly string[];
  access: { read: ReadAccess };
  admin: Required<Omit<AdminHints, "titlePrefix" | "listColumns" | "titleFrom">> & Pick<AdminHints, "titlePrefix" | "listColumns" | "titleFrom">;
  relation?: RelationInfo;
  /** Column sets whose combination is unique (beyond single unique columns). */
  uniqueTogether: string[][];
  /**
   * Entities this one points at with a cascading foreign key: deleting one of those deletes rows
   * here. `key` is the column that points (a model's `foreignKeys`; a relation's ends are its keys).
   */
  cascadesFrom: { module: string; name: string; key: string }[];
  /** Localised fields the site search matches (empty: not searched). */
  search: string[];
  /**
   * Every write stores a version (src/core/history). On a relation: its rows belong to the left
   * record (a page's widget links, a slider's slides; for a link off a link, the model at the
   * end of the chain) and are versioned inside that record's versions, never on their own.
   */
  versions: boolean;
  /**
   * Edits can be saved as drafts and published later (src/core/history/drafts.ts): the table has
   * a `published` column, and public reads (generic routes, the graph loader, the host's pages)
   * see only published rows.
   */
  drafts: boolean;
}

export const ENTITY = "$entity" as const;

// A drizzle table that also carries its declaration; the table is what drizzle-kit finds.
export type EntityTable<C extends Record<string, PgColumnBuilderBase>> = ReturnType<
  typeof pgTable<string, C>
> & { readonly [ENTITY]: EntityDef };

export type AnyEntityTable = PgTableWithColumns<any> & { readonly [ENTITY]: EntityDef };
