import { Column, is, SQL, Subquery, Table, type SQLWrapper } from "drizzle-orm";
import { ENTITY, type AnyEntityTable } from "../define.js";

// A root or node condition may read other tables in a subquery (the schedule's products with a
// dated attribute). Drizzle keeps the tables and columns it was built from inside the SQL, so the
// declared entities a condition reads are found there: they are cache dependencies like the rows'.

const isDeclared = (value: unknown): value is AnyEntityTable => is(value, Table) && ENTITY in value;
const hasSql = (value: unknown): value is SQLWrapper => !!value && typeof value === "object" && typeof (value as SQLWrapper).getSQL === "function";

/** Every declared entity a piece of SQL names: its tables, its columns' tables, its subqueries'. */
export function entitiesIn(sql: SQLWrapper | undefined): Set<AnyEntityTable> {
  const found = new Set<AnyEntityTable>();
  const seen = new Set<unknown>();
  const visit = (chunk: unknown): void => {
    if (!chunk || typeof chunk !== "object" || seen.has(chunk)) return;
    seen.add(chunk);
    if (Array.isArray(chunk)) return chunk.forEach(visit);
    if (isDeclared(chunk)) return void found.add(chunk);
    if (is(chunk, Column)) return visit(chunk.table);
    if (is(chunk, SQL)) return chunk.queryChunks.forEach(visit);
    if (is(chunk, Subquery)) return visit((chunk as unknown as { _: { sql: SQL } })._.sql);
    if (hasSql(chunk)) return visit(chunk.getSQL());
  };
  visit(sql);
  return found;
}
