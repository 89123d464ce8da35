import qs from "qs";
import { expect } from "vitest";
import { randomUUID } from "node:crypto";
import type { PgColumn } from "drizzle-orm/pg-core";
import "../../src/app/modules.js";
import type { EntityDef, FieldInfo } from "../../src/core/entity/define.js";
import { getEntity } from "../../src/core/entity/registry.js";
import { entityService, publicColumns } from "../../src/core/entity/service.js";
import type { TestSobor } from "./sobor.js";

export type Row = Record<string, any>;

let sequence = 0;

/** A string no other call in this process returns: for unique columns (sku, role title, page url). */
export function uniqueText(prefix = "t"): string {
  return `${prefix}-${process.pid}-${++sequence}-${Math.random().toString(36).slice(2, 6)}`;
}

export const pathOf = (def: EntityDef) => `/api/${def.module}/${def.name}`;

/** The nested-key query string of the HTTP contract, e.g. `?filters[and][0][column]=id&...`. */
export function query(params: Record<string, unknown>): string {
  const text = qs.stringify(params);
  return text ? `?${text}` : "";
}

export interface Filter {
  column: string;
  method: string;
  value?: unknown;
}

export const where = (...filters: Filter[]) => ({ filters: { and: filters } });

/**
 * The smallest valid create body for any entity, read from its field metadata: a referenced
 * record is created first (recursively, so a relation of a relation works), a required text with
 * no default gets a fresh string, a unique text a unique one, localised fields {ru, en}.
 */
export async function minimalData(sobor: TestSobor, def: EntityDef, overrides: Row = {}): Promise<Row> {
  const data: Row = {};
  const n = ++sequence;
  for (const f of def.fields) {
    if (f.name in overrides || f.kind === "id" || f.readOnly || f.secret) continue;
    switch (f.kind) {
      case "reference": {
        const parent = await createRecord(sobor, getEntity(f.references!.module, f.references!.name));
        data[f.name] = parent.id;
        break;
      }
      case "localised":
        data[f.name] = { ru: `ru ${def.name} ${n}`, en: `en ${def.name} ${n}` };
        break;
      case "enum":
        data[f.name] = f.values![0];
        break;
      default:
        // Slugs have a generated unique default; every other unique column gets a unique value.
        if (f.unique && f.kind !== "slug") data[f.name] = uniqueText(f.name);
        else if (f.notNull && !f.hasDefault) data[f.name] = requiredValue(def, f, `${f.name} ${n}`);
    }
  }
  return { ...data, ...overrides };
}

function requiredValue(def: EntityDef, f: FieldInfo, text: string): unknown {
  // A plain drizzle uuid() column declared without field metadata still needs a uuid.
  if ((def.table[f.name] as PgColumn).columnType === "PgUUID") return randomUUID();
  switch (f.kind) {
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return false;
    case "date":
    case "datetime":
      return new Date().toISOString();
    case "json":
    case "richText":
      return {};
    default:
      return text;
  }
}

/**
 * Required secret columns with no default (a session's refresh-token hash): only module code
 * can create such a record, since the generic API never accepts a secret.
 */
export const serverOnlyFields = (def: EntityDef) => def.fields.filter((f) => f.secret && f.notNull && !f.hasDefault);

/**
 * Creates a minimal valid record through the API (with the secret key); throws on any non-201.
 * A record with server-only columns is inserted the way module code would, in-process.
 */
export async function createRecord(sobor: TestSobor, def: EntityDef, overrides: Row = {}): Promise<Row> {
  const data = await minimalData(sobor, def, overrides);
  const serverOnly = serverOnlyFields(def);
  if (serverOnly.length) {
    const values = entityService(def).validateCreate(data);
    for (const f of serverOnly) values[f.name] = uniqueText(`server-${f.name}`);
    const [row] = await sobor.context.db.insert(def.table).values(values).returning(publicColumns(def));
    return JSON.parse(JSON.stringify(row));
  }
  const { status, body } = await sobor.json(pathOf(def), { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`POST ${pathOf(def)} gave ${status}: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * Asserts an error answer: the status, the contract's shape {error, status, requestId, cause[]},
 * no stack, and (when given) a message matching `message` in error or one of the causes.
 */
export function expectError(answer: { status: number; body: any }, status: number, message?: RegExp): void {
  const { body } = answer;
  expect({ status: answer.status, body }).toMatchObject({ status, body: { status } });
  expect(Object.keys(body).sort()).toEqual(["cause", "error", "requestId", "status"]);
  expect(body.error).toEqual(expect.any(String));
  expect(body.error.length).toBeGreaterThan(0);
  expect(body.requestId).toEqual(expect.any(String));
  expect(body.requestId.length).toBeGreaterThan(0);
  expect(Array.isArray(body.cause)).toBe(true);
  for (const cause of body.cause) expect(cause).toEqual({ message: expect.any(String) });
  // A stack would show as "\\n    at fn (file:line)" inside the JSON text.
  expect(JSON.stringify(body)).not.toMatch(/\\n\s+at /);
  if (message) {
    const texts = [body.error, ...body.cause.map((c: { message: string }) => c.message)];
    expect(texts.some((t) => message.test(t)), `${JSON.stringify(texts)} should match ${message}`).toBe(true);
  }
}
