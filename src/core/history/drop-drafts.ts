import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import type { EntityDef } from "../entity/define.js";
import { drafts } from "./drafts-table.js";

/** Drops the drafts of deleted records: the entity service's delete calls it in its transaction. */
export async function dropDraftsOf(tx: Db, def: EntityDef, ids: string[]): Promise<void> {
  if (def.drafts && ids.length) await tx.delete(drafts).where(and(eq(drafts.entity, `${def.module}/${def.name}`), inArray(drafts.recordId, ids)));
}
