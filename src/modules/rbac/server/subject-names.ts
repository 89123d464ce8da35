import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { identities, subjectsToIdentities } from "../entities.js";

/** Subjects by their first email (who wrote, in the History and the audit log): one query. */
export async function subjectEmails(db: Db, ids: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (!ids.length) return names;
  const rows = await db
    .select({ subjectId: subjectsToIdentities.subjectId, email: identities.email })
    .from(subjectsToIdentities)
    .innerJoin(identities, eq(identities.id, subjectsToIdentities.identityId))
    .where(and(inArray(subjectsToIdentities.subjectId, ids), isNotNull(identities.email)))
    .orderBy(identities.createdAt);
  for (const row of rows) if (row.email && !names.has(String(row.subjectId))) names.set(String(row.subjectId), row.email);
  return names;
}
