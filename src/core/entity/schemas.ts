import { createSchemaFactory } from "drizzle-zod";
import { z } from "zod";
import type { EntityDef, FieldInfo } from "./define.js";
import { richValueFault } from "../text/plain-text.js";

const factory = createSchemaFactory({ coerce: { date: true } });

export interface EntitySchemas {
  insert: z.ZodObject;
  update: z.ZodObject;
  /** Columns a client may read, filter and sort by (secrets excluded). */
  publicFields: FieldInfo[];
}

/** Whether any string in `value` (a key too) is `bad`; iterative, so a deeply nested JSON body cannot overflow the stack. */
function someText(value: unknown, bad: (text: string) => boolean): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (bad(item)) return true;
    } else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (bad(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text and jsonb cannot hold a NUL character; the database would answer with a data
 * exception, so a value carrying one is refused here, naming its field.
 */
export const hasNul = (value: unknown): boolean => someText(value, (text) => text.includes("\u0000"));

/**
 * Half of a surrogate pair ('\ud800' alone) is no character at all: jsonb refuses it with the
 * database's own words, and text would keep a replacement character. Refused here, naming its field.
 */
export const hasLoneSurrogate = (value: unknown): boolean => someText(value, (text) => /\p{Cs}/u.test(text));

const NO_NUL = { error: "must not contain NUL (\\u0000) characters" };
const NO_LONE_SURROGATE = { error: "must not contain half of a surrogate pair (malformed text)" };
/** What PostgreSQL can store: no NUL, no lone surrogate. */
const storable = <T extends z.ZodType>(schema: T): T => schema.refine((v) => !hasNul(v), NO_NUL).refine((v) => !hasLoneSurrogate(v), NO_LONE_SURROGATE);

/** The years a timestamp can take through the drivers: four-digit ISO years, which PostgreSQL parses. */
export const DATE_RANGE = { min: new Date("0001-01-01T00:00:00.000Z"), max: new Date("9999-12-31T23:59:59.999Z") };
export const DATE_RANGE_MESSAGE = "a date between the years 1 and 9999";

export function isStorableDate(date: Date): boolean {
  const time = date.getTime();
  return time >= DATE_RANGE.min.getTime() && time <= DATE_RANGE.max.getTime();
}

/**
 * A localised text: per language, plain text or a rich-text document the editor could have made.
 * Pages read any localised value that is a document as rich text (a description, a note), so a
 * damaged one is refused here, naming its language, rather than kept for every reader to meet.
 */
const localisedSchema = storable(z.record(z.string(), z.unknown())).superRefine((value, context) => {
    for (const [language, text] of Object.entries(value)) {
      const fault = richValueFault(text);
      if (fault) context.addIssue({ code: "custom", path: [language], message: `not a rich-text document: ${fault}` });
    }
  });

/** A cleared number input sends ''; the column then holds no value. */
const emptyToNull = (value: unknown) => (value === "" ? null : value);

function refinementsFor(def: EntityDef) {
  const refinements: Record<string, (schema: z.ZodType) => z.ZodType> = {};
  for (const f of def.fields) {
    // Functions, not schemas: drizzle-zod then still applies the column's optionality and nullability.
    if (f.kind === "localised" || f.kind === "richText") refinements[f.name] = () => localisedSchema;
    if (f.kind === "json") refinements[f.name] = () => storable(z.unknown());
    if (f.kind === "date" || f.kind === "datetime") {
      refinements[f.name] = (s) =>
        (s as z.ZodDate).min(DATE_RANGE.min, { error: `must be ${DATE_RANGE_MESSAGE}` }).max(DATE_RANGE.max, { error: `must be ${DATE_RANGE_MESSAGE}` });
    }
    if (f.kind === "reference" || f.kind === "id") refinements[f.name] = () => z.uuid({ error: "must be a uuid" });
    // The values as the field gives them now (field.moduleDeclaring's come from the registry).
    if (f.kind === "enum" && f.values?.length) {
      const values = [...f.values] as [string, ...string[]];
      refinements[f.name] = () => z.enum(values);
    }
    if (f.range) {
      const { min, max } = f.range;
      refinements[f.name] = (s) => {
        let number = s as z.ZodNumber;
        if (min !== undefined) number = number.min(min, { error: `must be at least ${min}` });
        if (max !== undefined) number = number.max(max, { error: `must be at most ${max}` });
        return number;
      };
    }
    if (f.pattern) {
      const { regex, message } = f.pattern;
      refinements[f.name] = (s) => (s as z.ZodString).regex(regex, { error: message });
    }
    if (f.kind === "text" || f.kind === "slug") {
      const inner = refinements[f.name];
      refinements[f.name] = (s) => {
        const base = storable(inner ? inner(s) : s);
        return f.notNull && !f.hasDefault ? (base as z.ZodString).min(1, { error: "is required" }) : base;
      };
    }
  }
  return refinements;
}

function withNumberPreprocess(def: EntityDef, shape: Record<string, z.ZodType>) {
  const out: Record<string, z.ZodType> = { ...shape };
  for (const f of def.fields) {
    if ((f.kind === "integer" || f.kind === "number") && out[f.name] && !f.notNull) {
      out[f.name] = z.preprocess(emptyToNull, out[f.name]!);
    }
  }
  return out;
}

const cache = new WeakMap<EntityDef, EntitySchemas>();

/** zod schemas for create and update, derived from the table by drizzle-zod plus our refinements. */
export function schemasOf(def: EntityDef): EntitySchemas {
  const cached = cache.get(def);
  if (cached) return cached;
  const refinements = refinementsFor(def);
  const hidden = def.fields.filter((f) => f.secret || f.readOnly).map((f) => f.name);
  const omit = Object.fromEntries(hidden.map((k) => [k, true] as const)) as Record<string, true>;
  const insertBase = factory.createInsertSchema(def.table, refinements as never) as unknown as z.ZodObject;
  const updateBase = factory.createUpdateSchema(def.table, refinements as never) as unknown as z.ZodObject;
  const insert = z
    .object(withNumberPreprocess(def, insertBase.omit(omit as never).shape as Record<string, z.ZodType>))
    .strict();
  const update = z
    .object(withNumberPreprocess(def, updateBase.omit({ ...omit, id: true } as never).shape as Record<string, z.ZodType>))
    .strict();
  const schemas = { insert, update, publicFields: def.fields.filter((f) => !f.secret) };
  cache.set(def, schemas);
  return schemas;
}

const rows = new WeakMap<EntityDef, z.ZodObject>();

/** A record as a client reads it (every column but secrets): what answers carrying rows document. */
export function rowSchemaOf(def: EntityDef): z.ZodObject {
  const cached = rows.get(def);
  if (cached) return cached;
  const secret = Object.fromEntries(def.fields.filter((f) => f.secret).map((f) => [f.name, true] as const)) as Record<string, true>;
  const row = (factory.createSelectSchema(def.table) as unknown as z.ZodObject).omit(secret as never);
  rows.set(def, row);
  return row;
}
