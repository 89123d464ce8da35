import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { randomAdminTitle, randomSlug } from "./random-words.js";
import { modulesDeclaring } from "./registry.js";

/**
 * What the framework knows about a column beyond its SQL type. The admin form, the zod
 * refinements, the query parser and the OpenAPI document read it; the database never does.
 */
export type FieldKind =
  | "id"
  | "text"
  | "slug"
  | "localised"
  | "richText"
  | "integer"
  | "number"
  | "boolean"
  | "enum"
  | "date"
  | "datetime"
  | "json"
  | "reference";

export interface FieldMeta {
  kind: FieldKind;
  /** Never sent to a client and never written through the generic API. */
  secret?: boolean;
  /** Only the server sets it (timestamps, id on update). */
  readOnly?: boolean;
  values?: readonly string[];
  pattern?: { regex: RegExp; message: string };
  /** For number fields: the least and the most it may hold (an agent's temperature is 0 to 2). */
  range?: NumberRange;
  /** For reference fields: module and route name of the target entity. */
  references?: { module: string; name: string };
}

export interface NumberRange {
  min?: number;
  max?: number;
}

const metaByBuilder = new WeakMap<object, FieldMeta>();

function withMeta<B extends object>(builder: B, meta: FieldMeta): B {
  metaByBuilder.set(builder, meta);
  return builder;
}

export function fieldMetaOf(builder: object): FieldMeta | undefined {
  return metaByBuilder.get(builder);
}

export const SLUG_PATTERN = {
  regex: /^[a-z0-9-]+$/,
  message: "must contain only lowercase letters, digits and hyphens",
};

/** Column builders carrying their metadata. Each call returns a fresh builder. */
export const field = {
  id: () => withMeta(uuid().primaryKey().defaultRandom(), { kind: "id" }),
  createdAt: () =>
    withMeta(timestamp({ withTimezone: true }).notNull().defaultNow(), {
      kind: "datetime",
      readOnly: true,
    }),
  updatedAt: () =>
    withMeta(
      timestamp({ withTimezone: true })
        .notNull()
        .defaultNow()
        .$onUpdate(() => new Date()),
      { kind: "datetime", readOnly: true },
    ),
  text: () => withMeta(text(), { kind: "text" }),
  requiredText: (fallback?: string) =>
    withMeta(fallback === undefined ? text().notNull() : text().notNull().default(fallback), {
      kind: "text",
    }),
  secret: () => withMeta(text(), { kind: "text", secret: true }),
  variant: () => withMeta(text().notNull().default("default"), { kind: "text" }),
  adminTitle: () =>
    withMeta(text().notNull().$defaultFn(() => randomAdminTitle()), { kind: "text" }),
  /** A unique slug; `strict` limits it to lowercase letters, digits and hyphens. */
  slug: (options: { strict?: boolean } = {}) =>
    withMeta(text().notNull().unique().$defaultFn(randomSlug), {
      kind: "slug",
      pattern: options.strict ? SLUG_PATTERN : undefined,
    }),
  localised: () =>
    withMeta(jsonb().$type<Record<string, unknown>>().notNull().default({}), {
      kind: "localised",
    }),
  richText: () =>
    withMeta(jsonb().$type<Record<string, unknown>>().notNull().default({}), {
      kind: "richText",
    }),
  integer: () => withMeta(integer(), { kind: "integer" }),
  /**
   * A number the database counts up for each new row (an order's '№ 1042'), unique; only the
   * server sets it (clients and seed files cannot), so the sequence never falls behind the rows.
   */
  sequence: () => withMeta(integer().generatedByDefaultAsIdentity().unique(), { kind: "integer", readOnly: true }),
  orderIndex: () => withMeta(integer().notNull().default(0), { kind: "integer" }),
  counter: (fallback: number) => withMeta(integer().notNull().default(fallback), { kind: "integer" }),
  /** Required, unique text with no generated default (sku). */
  uniqueText: () => withMeta(text().notNull().unique(), { kind: "text" }),
  number: (range?: NumberRange) => withMeta(doublePrecision(), { kind: "number", ...(range ? { range } : {}) }),
  boolean: (fallback = false) =>
    withMeta(boolean().notNull().default(fallback), { kind: "boolean" }),
  optionalBoolean: () => withMeta(boolean(), { kind: "boolean" }),
  enum: <const V extends readonly [string, ...string[]]>(values: V, fallback: V[number]) =>
    withMeta(text({ enum: values as unknown as [V[number], ...V[number][]] }).notNull().default(fallback), {
      kind: "enum",
      values,
    }),
  /**
   * The name of a module that declares the entity `entity` (a host widget's external module: one
   * with `widgets`), checked like an enum. Its values are read from the entity registry when asked,
   * after every module of the list registered its entities: a new module's widgets are allowed
   * without editing this declaration. Plain text in the database (the values are not in it).
   */
  moduleDeclaring: (entity: string, fallback: string) =>
    withMeta(text().notNull().default(fallback), {
      kind: "enum",
      get values() {
        return modulesDeclaring(entity);
      },
    }),
  date: () => withMeta(timestamp({ withTimezone: true, mode: "date" }), { kind: "date" }),
  datetime: () => withMeta(timestamp({ withTimezone: true }), { kind: "datetime" }),
  json: () => withMeta(jsonb(), { kind: "json" }),
  /** A foreign id; the constraint itself is declared by the entity (named, cascading). */
  reference: (target: { module: string; name: string }) =>
    withMeta(uuid().notNull(), { kind: "reference", references: target }),
};

/** id, timestamps and variant: what every entity has. */
export const baseColumns = () => ({
  id: field.id(),
  createdAt: field.createdAt(),
  updatedAt: field.updatedAt(),
  variant: field.variant(),
});

/** What most content models share: base plus className, adminTitle and slug. */
export const contentColumns = (options: { strictSlug?: boolean } = {}) => ({
  ...baseColumns(),
  className: field.text(),
  adminTitle: field.adminTitle(),
  slug: field.slug({ strict: options.strictSlug }),
});

/** The localised title block of widgets, categories, articles and the like. */
export const titledColumns = () => ({
  title: field.localised(),
  subtitle: field.localised(),
  description: field.localised(),
});
