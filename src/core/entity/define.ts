import { getTableColumns, type SQL } from "drizzle-orm";
import {
  foreignKey,
  index,
  pgTable,
  unique,
  type PgColumn,
  type PgColumnBuilderBase,
} from "drizzle-orm/pg-core";
import { baseColumns, field, fieldMetaOf, type FieldMeta } from "./fields.js";
import { camel, pascal, POSTGRES_IDENTIFIER_LIMIT, singular, snake } from "./names.js";
import { registerEntity } from "./registry.js";
import { adminSearchExpression, adminSearchIndex, searchedColumns } from "./admin-search.js";
import { searchIndexes } from "./text-search.js";
import { ENTITY, type ReadAccess, type AdminHints, type FieldInfo, type RelationInfo, type EntityDef, type EntityTable, type AnyEntityTable } from "./entity-def.js";

export * from "./entity-def.js";

export interface ModuleRef<N extends string = string> {
  name: N;
  /** Short table-name prefix, e.g. 'wb' for website-builder. */
  prefix: string;
}

export function moduleRef<const N extends string>(name: N, prefix: string = snake(name)): ModuleRef<N> {
  return { name, prefix };
}

declare const DECLARED: unique symbol;

/**
 * Types only (nothing at run time): the module and route name a table was declared with, so the
 * typed client (core/client/typed.ts) knows every entity by name and a misspelt one does not compile.
 */
export interface Declared<M extends string = string, N extends string = string> {
  readonly [DECLARED]?: { module: M; name: N };
}

/** The default relation name, as defineRelation builds it: '{left}-to-{right}', a foreign right prefixed. */
type RelationName<M extends string, L, R> =
  L extends Declared<string, infer LN> ? (R extends Declared<infer RM, infer RN> ? `${LN}-to-${RM extends M ? "" : `${RM}-module-`}${RN}` : string) : string;

export interface EntityOptions<C> {
  columns: C;
  variants?: readonly string[];
  access?: { read?: ReadAccess };
  admin?: AdminHints;
  uniqueTogether?: string[][];
  /** Reference columns that get a named, cascading foreign key (and an index). */
  foreignKeys?: Record<string, AnyEntityTable>;
  /** Plain (non-unique) indexes, each a list of columns, for lookups by other keys than id. */
  indexes?: string[][];
  /**
   * Localised fields the site search finds the record by (GET /api/search), indexed per language
   * with its text search configuration. Only publicly readable entities are searched.
   */
  search?: string[];
  /**
   * Keep a version of the whole record on every create, update and delete (History, Restore,
   * the Deleted list in the admin). Content is versioned; carts, orders, sessions are not.
   */
  versions?: boolean;
  /**
   * Editors save drafts and publish them (needs versions): adds the `published` column; a draft
   * of a published record waits in core_drafts until it is published.
   */
  drafts?: boolean;
}

/** The column a drafts entity is shown publicly by: false for a record created as a draft, or taken down. */
export const draftColumns = () => ({ published: field.boolean(true) });

type ExtraConfig = (table: Record<string, PgColumn>) => unknown[];

function tableNameOf(module: ModuleRef, name: string): string {
  const tableName = `${module.prefix}_${snake(name)}`;
  // Constraint names add up to 9 characters ('_right_fk'); PostgreSQL would silently truncate.
  if (tableName.length + 9 > POSTGRES_IDENTIFIER_LIMIT) {
    throw new Error(`Table name ${tableName} is too long for PostgreSQL identifiers`);
  }
  return tableName;
}

function describeFields(
  table: AnyEntityTable,
  builders: Record<string, PgColumnBuilderBase>,
): FieldInfo[] {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.entries(columns).map(([name, column]) => {
    const meta = fieldMetaOf(builders[name] as object) ?? { kind: "text" };
    // The meta's own properties as they are: a getter (field.moduleDeclaring's values) stays one.
    return Object.assign(Object.defineProperties({}, Object.getOwnPropertyDescriptors(meta)) as FieldMeta, {
      name,
      column: column.name,
      notNull: column.notNull,
      hasDefault: column.hasDefault,
      unique: column.isUnique,
    });
  });
}

/** Kinds a btree orders meaningfully (objects and booleans are not worth an index). */
const SORT_INDEX_KINDS = new Set(["text", "slug", "enum", "datetime", "date", "integer", "number"]);
/** Free text a title column may be (a message's body): a btree entry holds at most ~2.7 kB. */
const LONG_TEXT = new Set(["description", "comment", "text", "html", "receipt", "error"]);

/**
 * The admin sorts a list by any scalar column. The columns every model shares — last changed,
 * variant, class, admin title, slug — and its title column get a (column, id) index: the first
 * page reads the index in order instead of sorting the table, the id tie-breaker the list query
 * adds is covered, and a far page's deferred join walks the index alone (an index-only scan).
 * Unique columns (slug) get one too: their unique index lacks the id, so a far page would read
 * every skipped row. createdAt has its own already. A model's own columns (an order's status, a
 * feast's month) are left to a sort, or to its `indexes` option when its table grows: indexing
 * every sortable column would be ~340 indexes that every write pays for (bench/admin.ts shows
 * what a sort without an index costs at 100,000 rows).
 */
function sortIndexes(tableName: string, columns: Record<string, PgColumn>, kindOf: (name: string) => string | undefined, titleColumn: string, trail: PgColumn[]) {
  const names = [...new Set(["updatedAt", "variant", "className", "adminTitle", "slug", titleColumn])].filter((name) => {
    const column = columns[name];
    return column && !column.primary && name !== "createdAt" && !LONG_TEXT.has(name) && SORT_INDEX_KINDS.has(kindOf(name) ?? "");
  });
  return names.map((name) => {
    const indexName = `${tableName}_by_${snake(name)}`;
    if (indexName.length > POSTGRES_IDENTIFIER_LIMIT) throw new Error(`Index name ${indexName} is too long for PostgreSQL identifiers`);
    return index(indexName).on(columns[name]!, columns.id!, ...trail);
  });
}

function build<C extends Record<string, PgColumnBuilderBase>>(
  module: ModuleRef,
  name: string,
  options: EntityOptions<C>,
  extraConfig: ExtraConfig | undefined,
  relation: RelationInfo | undefined,
  cascadesFrom: EntityDef["cascadesFrom"] = [],
  versions = false,
): EntityTable<C> {
  if (options.drafts && !versions) throw new Error(`${module.name}/${name}: drafts need versions`);
  // The column is spread in by the declaration (so its rows are typed with it); added if it is not.
  if (options.drafts && !("published" in options.columns)) options = { ...options, columns: { ...options.columns, ...draftColumns() } as C };
  const tableName = tableNameOf(module, name);
  const uniqueTogether = options.uniqueTogether ?? [];
  const search = options.search ?? [];
  const builders = options.columns as Record<string, PgColumnBuilderBase>;
  const kindOf = (name: string) => (builders[name] ? (fieldMetaOf(builders[name] as object) ?? { kind: "text" }).kind : undefined);
  const titleColumn = options.admin?.titleColumn ?? (builders.adminTitle ? "adminTitle" : builders.title ? "title" : "id");
  const searchColumns = options.admin?.searchColumns ?? ["adminTitle", "slug", "title"].filter((c) => builders[c]);
  const table = pgTable(tableName, options.columns, (t) => {
    const columns = t as unknown as Record<string, PgColumn>;
    // Relations are listed under one parent (their left index) and stay small: no admin indexes.
    const adminSearch = relation ? undefined : adminSearchExpression(searchedColumns(searchColumns, columns, kindOf));
    // A drafts entity's public lists keep to published rows: with the flag last in its list
    // indexes, a far page's deferred join still walks the index alone (it filters on the entry)
    // instead of reading every skipped row from the table to check it.
    const trail = options.drafts ? [columns.published!] : [];
    return [
      ...(extraConfig?.(columns) ?? []),
      ...(search.length ? searchIndexes(tableName, search.map((key) => columns[key]!)) : []),
      ...uniqueTogether.map((keys, i) =>
        unique(`${tableName}_u${i}`).on(...(keys.map((k) => columns[k]!) as [PgColumn, ...PgColumn[]])),
      ),
      // Lists page by createdAt (then id) by default: an index keeps a page of a large table cheap.
      index(`${tableName}_c_idx`).on(columns.createdAt!, columns.id!, ...trail),
      ...(adminSearch ? [adminSearchIndex(tableName, adminSearch)] : []),
      ...(relation ? [] : sortIndexes(tableName, columns, kindOf, titleColumn, trail)),
    ] as never;
  }) as unknown as AnyEntityTable;
  const fields = describeFields(table, options.columns);
  const def: EntityDef = {
    module: module.name,
    name,
    tableName,
    table,
    fields,
    variants: options.variants ?? ["default"],
    access: { read: options.access?.read ?? "public" },
    admin: {
      titleColumn,
      searchColumns,
      actions: options.admin?.actions ?? [],
      titlePrefix: options.admin?.titlePrefix,
      listColumns: options.admin?.listColumns,
      related: options.admin?.related ?? {},
      titleFrom: options.admin?.titleFrom,
    },
    relation,
    uniqueTogether,
    cascadesFrom,
    search,
    versions,
    drafts: options.drafts ?? false,
  };
  Object.defineProperty(table, ENTITY, { value: def, enumerable: false });
  registerEntity(def);
  return table as unknown as EntityTable<C>;
}

/** Foreign keys declared outside their table's module (src/links), by table name. */
const linkedForeignKeys = new Map<string, Record<string, AnyEntityTable>>();

/**
 * A foreign key from one module's reference column to another module's entity, declared in
 * src/links so that neither module's entities import the other's: the same named, cascading key
 * (and index) `foreignKeys` gives. The table's constraints are read when asked (drizzle-kit, the
 * migrations), after every link is imported.
 */
export function linkReference(table: AnyEntityTable, key: string, target: AnyEntityTable): void {
  const def = table[ENTITY];
  const field = def.fields.find((f) => f.name === key);
  const to = target[ENTITY];
  if (field?.references?.module !== to.module || field.references.name !== to.name) {
    throw new Error(`${def.module}/${def.name}.${key} is not declared as a reference to ${to.module}/${to.name}`);
  }
  linkedForeignKeys.set(def.tableName, { ...linkedForeignKeys.get(def.tableName), [key]: target });
  def.cascadesFrom.push({ module: to.module, name: to.name, key });
}

/** Declares a model: its table, and everything the framework derives from it. */
export function defineEntity<C extends Record<string, PgColumnBuilderBase>, M extends string, const N extends string>(
  module: ModuleRef<M>,
  name: N,
  options: EntityOptions<C>,
): EntityTable<C> & Declared<M, N> {
  const tableName = tableNameOf(module, name);
  const references = Object.entries(options.foreignKeys ?? {});
  const indexes = options.indexes ?? [];
  // Read when the table's constraints are asked for, so keys declared by src/links are included.
  const extra: ExtraConfig = (t) => [
    ...[...references, ...Object.entries(linkedForeignKeys.get(tableName) ?? {})].flatMap(([key, target]) => [
      foreignKey({ name: `${tableName}_${snake(key)}_fk`, columns: [t[key]!], foreignColumns: [target.id] }).onDelete("cascade"),
      index(`${tableName}_${snake(key)}_idx`).on(t[key]!),
    ]),
    ...indexes.map((keys, i) => index(`${tableName}_i${i}`).on(...(keys.map((k) => t[k]!) as [PgColumn, ...PgColumn[]]))),
  ];
  const cascadesFrom = references.map(([key, target]) => ({ module: target[ENTITY].module, name: target[ENTITY].name, key }));
  return build(module, name, options, extra, undefined, cascadesFrom, options.versions ?? false);
}

export interface RelationOptions<C> {
  /** Route name; defaults to '{left}-to-{right}', with '{module}-module-' before a foreign right. */
  name?: string;
  leftKey?: string;
  rightKey?: string;
  variants?: readonly string[];
  /** Extra columns beyond orderIndex, className and the two foreign ids. */
  columns?: C;
  access?: { read?: ReadAccess };
  uniqueTogether?: string[][];
  /** Plain indexes beyond the two ends' (each a list of columns): a relation read by when its rows changed. */
  indexes?: string[][];
  /**
   * The relation's rows belong to its left record and are versioned with it when the left
   * entity has versions (the default; a link hanging off such a link belongs to the same
   * record). A link to a private entity (orders, requests, subjects: people's activity, not
   * content) is never versioned: a store's version would grow with every order placed in it,
   * and restoring it would delete the links of the orders placed since. `false` turns it off
   * for other links that are not the record's content.
   */
  versions?: boolean;
}

function foreignPrefix(own: ModuleRef, target: EntityDef): string {
  return target.module === own.name ? "" : `${target.module}-module-`;
}

function foreignKeyName(own: ModuleRef, target: EntityDef): string {
  const prefix = foreignPrefix(own, target);
  const base = camel(singular(target.name));
  return prefix ? `${camel(prefix.slice(0, -1))}${pascal(singular(target.name))}Id` : `${base}Id`;
}

/**
 * Declares a relation between two entities: orderIndex, variant, className and two required
 * foreign ids, each deleted with its parent.
 */
export function defineRelation<
  C extends Record<string, PgColumnBuilderBase> = Record<string, never>,
  M extends string = string,
  L extends AnyEntityTable = AnyEntityTable,
  R extends AnyEntityTable = AnyEntityTable,
  const N extends string = never,
>(module: ModuleRef<M>, left: L, right: R, options: RelationOptions<C> & { name?: N } = {}): RelationTable<L, R> & Declared<M, [N] extends [never] ? RelationName<M, L, R> : N> {
  const l = left[ENTITY];
  const r = right[ENTITY];
  const name = options.name ?? `${l.name}-to-${foreignPrefix(module, r)}${r.name}`;
  const leftKey = options.leftKey ?? foreignKeyName(module, l);
  const rightKey = options.rightKey ?? foreignKeyName(module, r);
  const tableName = tableNameOf(module, name);
  if (options.versions && r.access.read === "private") {
    throw new Error(`${module.name}/${name}: a link to ${r.module}/${r.name} (private: activity, not content) cannot be versioned with ${l.module}/${l.name}`);
  }
  const columns = {
    ...baseColumns(),
    className: field.text(),
    orderIndex: field.orderIndex(),
    [leftKey]: field.reference({ module: l.module, name: l.name }),
    [rightKey]: field.reference({ module: r.module, name: r.name }),
    ...(options.columns ?? {}),
  } as Record<string, PgColumnBuilderBase>;
  const extra: ExtraConfig = (t) => [
    foreignKey({ name: `${tableName}_left_fk`, columns: [t[leftKey]!], foreignColumns: [left.id] }).onDelete("cascade"),
    foreignKey({ name: `${tableName}_right_fk`, columns: [t[rightKey]!], foreignColumns: [right.id] }).onDelete("cascade"),
    index(`${tableName}_left_idx`).on(t[leftKey]!, t.orderIndex!),
    index(`${tableName}_right_idx`).on(t[rightKey]!),
    ...(options.indexes ?? []).map((keys, i) => index(`${tableName}_i${i}`).on(...(keys.map((k) => t[k]!) as [PgColumn, ...PgColumn[]]))),
  ];
  return build(
    module,
    name,
    { columns, variants: options.variants, access: options.access, uniqueTogether: options.uniqueTogether, admin: { titleColumn: "id", searchColumns: [] } },
    extra,
    {
      left: { key: leftKey, module: l.module, name: l.name },
      right: { key: rightKey, module: r.module, name: r.name },
    },
    [
      { module: l.module, name: l.name, key: leftKey },
      { module: r.module, name: r.name, key: rightKey },
    ],
    // A link's `versions` already means it is owned by a versioned model: a link hanging off it
    // (a store's product link's attributes) is owned by that same model (history/owned.ts).
    (options.versions ?? r.access.read !== "private") && l.versions,
  ) as unknown as RelationTable<L, R> & Declared<M, [N] extends [never] ? RelationName<M, L, R> : N>;
}

declare const RELATION_ENDS: unique symbol;

/**
 * A relation's table, typed with the tables it joins (a type-only mark, nothing at run time), so
 * the graph loader infers what a path through it reaches (src/core/entity/graph).
 */
export type RelationTable<L extends AnyEntityTable = AnyEntityTable, R extends AnyEntityTable = AnyEntityTable> = AnyEntityTable & {
  readonly [RELATION_ENDS]?: { left: L; right: R };
};

export function entityOf(table: AnyEntityTable): EntityDef {
  return table[ENTITY];
}

export type { SQL };
