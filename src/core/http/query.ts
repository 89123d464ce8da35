import { and, asc, Column, is, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, like, lt, lte, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import qs from "qs";
import type { EntityDef, FieldInfo } from "../entity/define.js";
import { DATE_RANGE_MESSAGE, hasNul, isStorableDate, schemasOf } from "../entity/schemas.js";
import { parseSearch, searchCondition } from "./admin-search.js";
import { badRequest } from "./errors.js";
import { relatedFilter } from "./related-filter.js";
import { isUuid } from "./uuid.js";

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

const methods = ["eq", "ne", "gt", "gte", "lt", "lte", "like", "ilike", "inArray", "notInArray", "isNull", "isNotNull"] as const;
type Method = (typeof methods)[number];

export interface ListQuery {
  where?: SQL;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /**
   * The order's columns when a row's place can be found by comparing them as one tuple: plain
   * columns that are never null, all in one direction (offset-signposts.ts). Undefined otherwise.
   */
  keyset?: { columns: PgColumn[]; direction: "asc" | "desc" };
}

interface Target {
  field: FieldInfo;
  /** The column itself, or `column->>key` for one key of a jsonb column. */
  expression: SQL | PgColumn;
  isJsonPath: boolean;
}

const JSON_KEY = /^[A-Za-z0-9_-]{1,64}$/;

// Kept importable from here for the routes that check ids.
export { isUuid } from "./uuid.js";

function resolveTarget(def: EntityDef, name: unknown, context: string): Target {
  if (typeof name !== "string" || !name) throw badRequest(`${context}: column is required`);
  const [base, key, ...rest] = name.split("->>");
  const field = schemasOf(def).publicFields.find((f) => f.name === base);
  if (!field || rest.length) throw badRequest(`${context}: unknown column '${name}'`);
  const column = def.table[field.name] as PgColumn;
  if (key === undefined) return { field, expression: column, isJsonPath: false };
  if (!["localised", "richText", "json"].includes(field.kind)) {
    throw badRequest(`${context}: column '${base}' is not an object; '->>' needs a json column`);
  }
  if (!JSON_KEY.test(key)) throw badRequest(`${context}: invalid key '${key}' in '${base}->>'; use letters, digits, '_' or '-'`);
  // The key is bound as a parameter, never spliced into the SQL text.
  return { field, expression: sql`(${column} ->> ${key})`, isJsonPath: true };
}

function coerceScalar(target: Target, value: unknown, context: string): unknown {
  const { field } = target;
  const fail = (expected: string) => badRequest(`${context}: value for '${field.name}' must be ${expected}`);
  // PostgreSQL cannot compare with a NUL character; it would answer with a data exception (a 500).
  if (hasNul(value)) throw fail("text without NUL (\\u0000) characters");
  if (target.isJsonPath) {
    if (typeof value !== "string" && typeof value !== "number") throw fail("a string");
    return String(value);
  }
  switch (field.kind) {
    case "id":
    case "reference":
      if (!isUuid(value)) throw fail("a uuid");
      return value;
    case "integer": {
      const n = typeof value === "number" ? value : Number(value);
      if (value === "" || !Number.isInteger(n)) throw fail("an integer");
      // Integer fields are PostgreSQL `integer` (32 bits); a wider value is a data exception there.
      if (n < -2147483648 || n > 2147483647) throw fail("an integer between -2147483648 and 2147483647");
      return n;
    }
    case "number": {
      const n = typeof value === "number" ? value : Number(value);
      if (value === "" || !Number.isFinite(n)) throw fail("a number");
      return n;
    }
    case "boolean":
      if (value === true || value === "true") return true;
      if (value === false || value === "false") return false;
      throw fail("true or false");
    case "date":
    case "datetime": {
      const date = new Date(String(value));
      if (typeof value !== "string" || Number.isNaN(date.getTime())) throw fail("a date");
      // A valid JavaScript date beyond year 9999 is not one PostgreSQL parses (a data exception).
      if (!isStorableDate(date)) throw fail(DATE_RANGE_MESSAGE);
      return date;
    }
    case "localised":
    case "richText":
    case "json":
      throw badRequest(`${context}: column '${field.name}' is an object; filter one key, e.g. '${field.name}->>ru'`);
    default:
      if (typeof value !== "string" && typeof value !== "number") throw fail("a string");
      return String(value);
  }
}

function asList(value: unknown, context: string): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === "object") return Object.values(value);
  if (typeof value === "string") {
    if (value.startsWith("[")) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // fall through to the error below
      }
      throw badRequest(`${context}: value must be a list`);
    }
    return value === "" ? [] : value.split(",");
  }
  throw badRequest(`${context}: value must be a list`);
}

function condition(def: EntityDef, raw: unknown, context: string): SQL {
  if (!raw || typeof raw !== "object") throw badRequest(`${context}: must be an object with column, method and value`);
  const { column, method, value } = raw as Record<string, unknown>;
  const related = relatedFilter(def, column, method, value, context);
  if (related) return related;
  const target = resolveTarget(def, column, context);
  if (typeof method !== "string" || !methods.includes(method as Method)) {
    throw badRequest(`${context}: unknown method '${String(method)}'; use one of ${methods.join(", ")}`);
  }
  const col = target.expression as PgColumn;
  switch (method as Method) {
    case "isNull":
      return isNull(col);
    case "isNotNull":
      return isNotNull(col);
    case "like":
    case "ilike": {
      const textual = target.isJsonPath || ["text", "slug", "enum"].includes(target.field.kind);
      if (!textual || typeof value !== "string") throw badRequest(`${context}: ${method} needs a text column and a string value`);
      if (hasNul(value)) throw badRequest(`${context}: value for '${target.field.name}' must be text without NUL (\\u0000) characters`);
      return method === "like" ? like(col, value) : ilike(col, value);
    }
    case "inArray":
    case "notInArray": {
      const list = asList(value, context).map((v) => coerceScalar(target, v, context));
      // An empty list matches nothing (inArray) or everything (notInArray), as a person expects.
      if (list.length === 0) return method === "inArray" ? sql`false` : sql`true`;
      return method === "inArray" ? inArray(col, list) : notInArray(col, list);
    }
    default: {
      const operators = { eq, ne, gt, gte, lt, lte } as const;
      return operators[method as keyof typeof operators](col, coerceScalar(target, value, context));
    }
  }
}

function listOf(raw: unknown, context: string): unknown[] {
  if (raw === undefined) return [];
  if (typeof raw === "string") {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // reported below
    }
    throw badRequest(`${context}: must be a list or a JSON array`);
  }
  if (Array.isArray(raw)) return raw;
  if (typeof raw === "object" && raw) return Object.values(raw);
  throw badRequest(`${context}: must be a list`);
}

function whereOf(def: EntityDef, filters: unknown): SQL | undefined {
  if (filters === undefined) return undefined;
  if (!filters || typeof filters !== "object") throw badRequest("filters: must have an 'and' or 'or' list");
  const { and: allOf, or: anyOf, ...rest } = filters as Record<string, unknown>;
  const unknownKeys = Object.keys(rest);
  if (unknownKeys.length) throw badRequest(`filters: unknown key '${unknownKeys[0]}'; use 'and' or 'or'`);
  const parts: SQL[] = [];
  const all = listOf(allOf, "filters[and]").map((f, i) => condition(def, f, `filters[and][${i}]`));
  if (all.length) parts.push(and(...all)!);
  const any = listOf(anyOf, "filters[or]").map((f, i) => condition(def, f, `filters[or][${i}]`));
  if (any.length) parts.push(or(...any)!);
  return parts.length ? and(...parts) : undefined;
}

function orderOf(def: EntityDef, asked: unknown): Pick<ListQuery, "orderBy" | "keyset"> {
  const list = asked === undefined ? [] : listOf((asked as Record<string, unknown>)?.and ?? asked, "orderBy[and]");
  let last: "asc" | "desc" = "asc";
  const keys: { expression: SQL | PgColumn; direction: "asc" | "desc" }[] = list.map((o, i) => {
    const context = `orderBy[and][${i}]`;
    const { column, method = "asc" } = (o ?? {}) as Record<string, unknown>;
    const target = resolveTarget(def, column, context);
    if (method !== "asc" && method !== "desc") throw badRequest(`${context}: method must be asc or desc`);
    last = method;
    return { expression: target.expression, direction: method };
  });
  const t = def.table;
  if (!keys.length) for (const column of def.relation ? [t.orderIndex, t.createdAt] : [t.createdAt]) keys.push({ expression: column as PgColumn, direction: "asc" });
  // id last keeps paging stable when other keys tie. It goes the way of the last key, so a
  // (column, id) index serves both directions (read backwards for desc): 'variant desc, id asc'
  // would sort the whole table when 100,000 rows share two variants.
  keys.push({ expression: t.id as PgColumn, direction: last });
  const orderBy = keys.map(({ expression, direction }) => (direction === "asc" ? asc(expression) : desc(expression)));
  const plain = keys.every(({ expression, direction }) => is(expression, Column) && expression.notNull && direction === last);
  return { orderBy, keyset: plain ? { columns: keys.map(({ expression }) => expression as PgColumn), direction: last } : undefined };
}

function integerParam(raw: unknown, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (typeof raw !== "string" || !Number.isInteger(n) || n < 0) throw badRequest(`${name}: must be a non-negative integer`);
  if (n > max) throw badRequest(`${name}: must be at most ${max}`);
  return n;
}

export function parseQueryString(search: string): Record<string, unknown> {
  return qs.parse(search.startsWith("?") ? search.slice(1) : search, { depth: 6, arrayLimit: MAX_LIMIT, parameterLimit: 5000 });
}

/** The list query of the HTTP contract: filters and search, orderBy, limit and offset. */
export function parseListQuery(def: EntityDef, query: Record<string, unknown>): ListQuery {
  return {
    where: parseWhere(def, query),
    ...orderOf(def, query.orderBy),
    limit: integerParam(query.limit, "limit", DEFAULT_LIMIT, MAX_LIMIT),
    offset: integerParam(query.offset, "offset", 0, Number.MAX_SAFE_INTEGER),
  };
}

/** The filters AND-ed with the admin search (`search=bells`), the same for a list and its count. */
export function parseWhere(def: EntityDef, query: Record<string, unknown>): SQL | undefined {
  const filters = whereOf(def, query.filters);
  const text = parseSearch(query.search);
  const search = text === undefined ? undefined : searchCondition(def, text);
  return filters && search ? and(filters, search) : (filters ?? search);
}

/** Counts are exact up to this many rows when an estimate is allowed (`/count?estimate=true`). */
export const DEFAULT_EXACT_UP_TO = 1000;
export const MAX_EXACT_UP_TO = 100_000;

/**
 * `/count`'s own parameters beside filters and search: `estimate=true` allows an estimate past
 * `exactUpTo` rows (default 1000) and changes the answer to `{data: {count, estimated}}`; without
 * it the answer stays the exact `{data: number}` of the contract.
 */
export function parseCountOptions(query: Record<string, unknown>): { exactUpTo: number } | undefined {
  const { estimate, exactUpTo } = query;
  if (estimate === undefined || estimate === "false" || estimate === "0") {
    if (exactUpTo !== undefined) throw badRequest("exactUpTo: only with estimate=true");
    return undefined;
  }
  if (estimate !== "true" && estimate !== "1" && estimate !== "") throw badRequest("estimate: must be true or false");
  return { exactUpTo: integerParam(exactUpTo, "exactUpTo", DEFAULT_EXACT_UP_TO, MAX_EXACT_UP_TO) };
}
