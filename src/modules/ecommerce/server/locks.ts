import { eq } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { notFound } from "../../../core/http/errors.js";
import { subjects } from "../../rbac/entities.js";

/**
 * Serialises a subject's cart and checkout writes: the subject's row is locked until the
 * transaction ends, so 20 parallel adds of one product find (and grow) one line, and two
 * checkouts of one order find the first one's invoice. Works alike on PGlite and PostgreSQL.
 */
export async function lockSubject(tx: Db, subjectId: string): Promise<void> {
  const [row] = await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId)).for("update");
  if (!row) throw notFound(`No subject ${subjectId}`);
}
