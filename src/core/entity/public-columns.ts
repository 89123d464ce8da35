import type { PgColumn } from "drizzle-orm/pg-core";
import type { EntityDef } from "./entity-def.js";
import { schemasOf } from "./schemas.js";

// A record's readable columns, apart from the entity service: the version history reads them
// and the service writes versions, so neither needs to import the other for them.

export type Row = Record<string, unknown>;

/** The columns a client may see: every column but the secrets. */
export function publicColumns(def: EntityDef): Record<string, PgColumn> {
  return Object.fromEntries(schemasOf(def).publicFields.map((f) => [f.name, def.table[f.name] as PgColumn]));
}
