import { sql, type Column, type SQL } from "drizzle-orm";

/**
 * `column` is one of `values`, sent as one array parameter. Drizzle's `inArray` binds a parameter
 * per value, and the ids a write event names (every row of a bulk write) can outnumber the 65,535
 * parameters a statement may bind, or overflow drizzle's own stack while it builds the statement
 * (seen at 200,000). For lists whose length the code does not bound; an empty list matches nothing.
 */
export function anyOf(column: Column, values: readonly unknown[]): SQL {
  // The cast names the column's own type (from the schema, never from input): `any` needs it to
  // compare a uuid column with the array's elements.
  return sql`${column} = any(${sql.param([...values])}::${sql.raw(column.getSQLType())}[])`;
}
