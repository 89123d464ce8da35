import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../../../core/admin/server.js";
import type { Db } from "../../../core/db/connection.js";
import { WRITE_SOURCES } from "../../../core/history/actor.js";
import { isUuid } from "../../../core/http/query.js";
import { ok } from "../../../core/http/route-docs.js";
import { queryInteger, text, validate } from "../../../core/http/validate.js";
import type { AppContext } from "../../../core/module.js";
import { identities, subjectsToIdentities } from "../../rbac/entities.js";
import { auditEntries } from "../entities.js";

const SOURCES = new Set<string>(WRITE_SOURCES);

const instant = z
  .string({ error: "must be an ISO date and time" })
  .refine((value) => /^\d{4}-\d{2}-\d{2}(T|$)/.test(value) && !Number.isNaN(Date.parse(value)), { error: "must be an ISO date and time, e.g. 2026-11-24T00:00:00Z" })
  .optional();

const entriesInput = validate({
  query: z
    .object({
      /** A subject id, an email, or a source (api-key, system, schedule, seed, admin, api). */
      who: text(320).optional(),
      /** 'module/entity'. */
      entity: text(200).regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, { error: "must be module/entity" }).optional(),
      from: instant,
      to: instant,
      limit: queryInteger(1, 100, 50),
      offset: queryInteger(0, 10_000, 0),
    })
    .strict(),
  summary: "The audit log, newest first, filtered (admins)",
  responses: {
    200: ok(
      z.object({
        entries: z.array(z.object({ id: z.string(), subjectId: z.string().nullable(), source: z.string(), address: z.string().nullable(), entity: z.string(), recordId: z.string().nullable(), action: z.string(), author: z.string().nullable() }).loose()),
        hasMore: z.boolean(),
      }),
    ),
  },
});

/** Subjects who signed in with this email (any provider). */
async function subjectsByEmail(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: subjectsToIdentities.subjectId })
    .from(subjectsToIdentities)
    .innerJoin(identities, eq(identities.id, subjectsToIdentities.identityId))
    .where(sql`lower(${identities.email}) = ${email.trim().toLowerCase()}`);
  return rows.map((r) => String(r.id));
}

async function whoCondition(db: Db, who: string): Promise<SQL> {
  if (isUuid(who)) return eq(auditEntries.subjectId, who);
  if (SOURCES.has(who)) return eq(auditEntries.source, who);
  const ids = await subjectsByEmail(db, who);
  return ids.length ? inArray(auditEntries.subjectId, ids) : sql`false`;
}

/**
 * GET /api/audit/entries: the log newest first, filtered by who, entity and a time range;
 * administrators only. There is no route that writes: entries come only from writes themselves.
 */
export function auditRoutes(app: Hono, context: AppContext): void {
  app.get("/api/audit/entries", entriesInput, async (c) => {
    await requireAdmin(c, context);
    const { who, entity, from, to, limit, offset } = c.var.input.query;
    const conditions: SQL[] = [];
    if (who?.trim()) conditions.push(await whoCondition(context.db, who.trim()));
    if (entity) conditions.push(eq(auditEntries.entity, entity));
    if (from) conditions.push(gte(auditEntries.at, new Date(from)));
    if (to) conditions.push(lt(auditEntries.at, new Date(to)));
    const rows = await context.db
      .select()
      .from(auditEntries)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(limit + 1)
      .offset(offset);
    const page = rows.slice(0, limit);
    const ids = [...new Set(page.flatMap((r) => (r.subjectId ? [r.subjectId] : [])))];
    const names = ids.length && context.policy.subjectNames ? await context.policy.subjectNames(ids) : new Map<string, string>();
    c.header("cache-control", "private, no-store");
    return c.json({
      data: {
        entries: page.map((row) => ({ ...row, author: row.subjectId ? (names.get(row.subjectId) ?? row.subjectId) : null })),
        hasMore: rows.length > limit,
      },
    });
  });
}
