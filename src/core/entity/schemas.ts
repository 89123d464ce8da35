import { createSchemaFactory } from "drizzle-zod";
import { z } from "zod";
import type { EntityDef, FieldInfo } from "./define.js";

const factory = createSchemaFactory({ coerce: { date: true } });

export interface EntitySchemas {
  insert: z.ZodObject;
  update: z.ZodObject;
  /** Columns a client may read, filter and sort by (secrets excluded). */
  publicFields: FieldInfo[];
}

const localisedSchema = z.record(z.string(), z.unknown());

/** A cleared number input sends ''; the column then holds no value. */
const emptyToNull = (value: unknown) => (value === "" ? null : value);

function refinementsFor(def: EntityDef) {
  const refinements: Record<string, (schema: z.ZodType) => z.ZodType> = {};
  for (const f of def.fields) {
    // Functions, not schemas: drizzle-zod then still applies the column's optionality and nullability.
    if (f.kind === "localised" || f.kind === "richText") refinements[f.name] = () => localisedSchema;
    if (f.kind === "json") refinements[f.name] = () => z.unknown();
    if (f.kind === "reference" || f.kind === "id") refinements[f.name] = () => z.uuid({ error: "must be a uuid" });
    if (f.pattern) {
      const { regex, message } = f.pattern;
      refinements[f.name] = (s) => (s as z.ZodString).regex(regex, { error: message });
    }
    if (f.kind === "text" || f.kind === "slug") {
      const inner = refinements[f.name];
      refinements[f.name] = (s) => {
        const base = inner ? inner(s) : s;
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
