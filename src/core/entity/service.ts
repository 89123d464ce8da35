import { and, count, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { PgTransaction, type PgColumn } from "drizzle-orm/pg-core";
import { advisoryKey, lockForTransaction } from "../db/advisory-lock.js";
import { runPrepared } from "../db/prepared.js";
import type { Db } from "../db/connection.js";
import type { EventBus, WriteEvent } from "../events/bus.js";
import { currentActor, type WriteActor } from "../history/actor.js";
import { beforeDelete, recordWrite } from "../history/record.js";
import { dropDraftsOf } from "../history/drop-drafts.js";
import { badRequest, conflict, isUniqueViolation, notFound } from "../http/errors.js";
import type { ListQuery } from "../http/query.js";
import { isUuid } from "../http/query.js";
import type { EntityDef } from "./define.js";
import { cascadeDependents } from "./registry.js";
import { schemasOf } from "./schemas.js";
import { offsetSignposts, SIGNPOST_STEP } from "./offset-signposts.js";

import { publicColumns, type Row } from "./public-columns.js";

export { publicColumns, type Row } from "./public-columns.js";

export interface FoundOrCreated {
  row: Row;
  created: boolean;
}

function requireUuid(id: string): string {
  if (!isUuid(id)) throw badRequest(`id: '${id}' is not a valid uuid`);
  return id;
}

function parseWith(schema: ReturnType<typeof schemasOf>["insert"], data: unknown, context = ""): Row {
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    throw badRequest(`${context}data: must be an object`);
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data as Row;
  const causes = result.error.issues.map((issue) => {
    if (issue.code === "unrecognized_keys") return { message: `${context}${issue.keys.join(", ")}: unknown field` };
    return { message: `${context}${issue.path.join(".") || "data"}: ${issue.message}` };
  });
  throw badRequest(`Invalid input: ${causes.map((c) => c.message).join("; ")}`, causes);
}

/** Client-managed bookkeeping fields are ignored on write rather than refused. */
function withoutBookkeeping(data: unknown, keepId: boolean): unknown {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data;
  const { createdAt: _c, updatedAt: _u, id, ...rest } = data as Row;
  return keepId && id !== undefined ? { id, ...rest } : rest;
}

/** The planner's row estimate of the top node of an EXPLAIN (FORMAT JSON) answer (pg or PGlite). */
function planRows(result: unknown): number {
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);
  const cell = rows?.[0] ? Object.values(rows[0])[0] : undefined;
  const parsed = typeof cell === "string" ? JSON.parse(cell) : cell;
  const value = Number((parsed as { Plan?: { "Plan Rows"?: unknown } }[] | undefined)?.[0]?.Plan?.["Plan Rows"]);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Runs a write and what it records (versions, the audit log) in one transaction: the caller's
 * own when `db` is one, else a new one. The actor is settled first, outside the transaction, so
 * finding out who calls never waits on a connection the transaction holds.
 */
async function inWrite<T>(db: Db, work: (tx: Db, actor: WriteActor) => Promise<T>): Promise<T> {
  const actor = await currentActor();
  if (db instanceof PgTransaction) return work(db, actor);
  return db.transaction((tx) => work(tx as unknown as Db, actor));
}

/** Generic CRUD for one entity, used by the HTTP routes and by module services in-process. */
export function entityService(def: EntityDef, bus?: EventBus) {
  const table = def.table;
  const columns = publicColumns(def);
  const idColumn = table.id as PgColumn;
  const schemas = schemasOf(def);
  const emit = (action: WriteEvent["action"], rows: Row[]) => {
    if (rows.length) bus?.publish({ module: def.module, entity: def.name, action, ids: rows.map((r) => String(r.id)) });
  };

  const service = {
    def,
    validateCreate: (data: unknown, context = "") => parseWith(schemas.insert, withoutBookkeeping(data, true), context),
    validateUpdate: (data: unknown, context = "") => parseWith(schemas.update, withoutBookkeeping(data, false), context),

    /**
     * A page of rows. Past the first page it is a deferred join: the skipped rows are walked in
     * the (column, id) index alone — an index-only scan, no row is read — and only the page's ids
     * fetch whole rows. Offset 90,000 then reads 90,000 small index entries instead of 90,000
     * rows with their jsonb (src/core/entity/define.ts declares the sort indexes), and only once:
     * later far pages start from a kept signpost and walk fewer than 500 (offset-signposts.ts).
     */
    async find(db: Db, query: ListQuery): Promise<Row[]> {
      if (query.offset === 0 || query.limit === 0) {
        return db.select(columns).from(table).where(query.where).orderBy(...query.orderBy).limit(query.limit).offset(query.offset);
      }
      // A far page starts from the nearest signpost (offset-signposts.ts); not inside a
      // transaction, whose own uncommitted rows the kept signposts do not count.
      const { keyset } = query;
      const start =
        bus && keyset && query.offset >= SIGNPOST_STEP && !(db instanceof PgTransaction)
          ? await offsetSignposts(bus, def).start(db, { ...query, keyset })
          : { after: undefined, offset: query.offset };
      // Built once per filter, order, signpost and limit (the offset a parameter): the next page of
      // the same list does not make drizzle build its SQL again. A first page is built as it comes
      // (a search's new term each time would only pay for the key).
      const offset = sql.placeholder("offset");
      const far = () => {
        const page = db.select({ id: idColumn }).from(table).where(and(query.where, start.after)).orderBy(...query.orderBy).limit(query.limit).offset(offset);
        return db.select(columns).from(table).where(inArray(idColumn, page)).orderBy(...query.orderBy);
      };
      return (await runPrepared(db, def, [query.where, start.after, ...query.orderBy, query.limit], far, { offset: start.offset }, { named: "bounded" })) as Row[];
    },

    async count(db: Db, where?: SQL): Promise<number> {
      const [row] = await db.select({ value: count() }).from(table).where(where);
      return Number(row?.value ?? 0);
    },

    /**
     * The count of a list, exact up to `exactUpTo` rows and estimated beyond: 9,100 matches are
     * not read to answer 'about 9,100'. The exact part reads at most exactUpTo + 1 rows; past it
     * the planner's estimate of the same query answers (its statistics for an unfiltered table,
     * its selectivity of the filters otherwise), never less than what was just seen to exist.
     */
    async countEstimated(db: Db, where: SQL | undefined, exactUpTo: number): Promise<{ count: number; estimated: boolean }> {
      const seen = db.select({ one: sql`1` }).from(table).where(where).limit(exactUpTo + 1).as("seen");
      const [row] = await db.select({ value: count() }).from(seen);
      const exact = Number(row?.value ?? 0);
      if (exact <= exactUpTo) return { count: exact, estimated: false };
      const plan = await db.execute(sql`explain (format json) ${db.select({ one: sql`1` }).from(table).where(where)}`);
      return { count: Math.max(exactUpTo + 1, Math.round(planRows(plan))), estimated: true };
    },

    async get(db: Db, id: string): Promise<Row> {
      const [row] = await db.select(columns).from(table).where(eq(idColumn, requireUuid(id))).limit(1);
      if (!row) throw notFound(`${def.name}: no record with id ${id}`);
      return row;
    },

    async findByIds(db: Db, ids: string[]): Promise<Row[]> {
      if (!ids.length) return [];
      return db.select(columns).from(table).where(inArray(idColumn, ids));
    },

    async create(db: Db, data: unknown): Promise<Row> {
      const values = service.validateCreate(data);
      return inWrite(db, async (tx, actor) => {
        const [row] = await tx.insert(table).values(values).returning(columns);
        await recordWrite(tx, def, "create", [row!], actor);
        emit("create", [row!]);
        return row!;
      });
    },

    /**
     * `readAt`: the updatedAt the writer read the record at (If-Match). The write lands only if
     * nobody wrote it since; otherwise 409, and the writer reloads or overwrites on purpose.
     */
    async update(db: Db, id: string, data: unknown, options: { readAt?: string } = {}): Promise<Row> {
      requireUuid(id);
      const values = service.validateUpdate(data);
      const updatedAt = table.updatedAt as PgColumn;
      // Timestamps reach clients in milliseconds; a version is compared at that precision.
      const unchanged = options.readAt ? sql`date_trunc('milliseconds', ${updatedAt}) = ${options.readAt}::timestamptz` : undefined;
      // An empty patch still touches updatedAt so the write is visible; each write moves it on by
      // at least a millisecond, so two writes in one millisecond are still two versions.
      return inWrite(db, async (tx, actor) => {
        const [row] = await tx
          .update(table)
          .set({ ...values, updatedAt: sql`greatest(${new Date().toISOString()}::timestamptz, date_trunc('milliseconds', ${updatedAt}) + interval '1 millisecond')` })
          .where(unchanged ? and(eq(idColumn, id), unchanged) : eq(idColumn, id))
          .returning(columns);
        if (!row && unchanged && (await service.findByIds(tx, [id])).length) {
          throw conflict(`${def.name}: the record was changed after ${options.readAt}; reload it, or send the change again to overwrite`);
        }
        if (!row) throw notFound(`${def.name}: no record with id ${id}`);
        await recordWrite(tx, def, "update", [row], actor);
        emit("update", [row]);
        return row;
      });
    },

    async remove(db: Db, id: string): Promise<Row> {
      requireUuid(id);
      const row = await inWrite(db, async (tx, actor) => {
        // Read before the delete: its cascade takes the record's owned links with it.
        const before = await beforeDelete(tx, def, [id]);
        const [deleted] = await tx.delete(table).where(eq(idColumn, id)).returning(columns);
        if (!deleted) throw notFound(`${def.name}: no record with id ${id}`);
        await dropDraftsOf(tx, def, [id]);
        await recordWrite(tx, def, "delete", [deleted], actor, { before });
        return deleted;
      });
      emit("delete", [row]);
      // The database cascaded into relation rows; caches of those entities must hear of it too.
      for (const dependent of cascadeDependents(def)) {
        bus?.publish({ module: dependent.module, entity: dependent.name, action: "delete", ids: [] });
      }
      return row;
    },

    /**
     * Finds a record equal in every given field, or creates it, atomically: callers with the same
     * criteria queue on an advisory lock held by the transaction, so the second one finds what
     * the first created (20 parallel identical calls make one row and all get it). A write that
     * bypassed the lock (a plain create) and took a unique value first is found again after the
     * unique violation; a different record holding the unique value stays a 409.
     */
    async findOrCreate(db: Db, data: unknown): Promise<FoundOrCreated> {
      const values = service.validateCreate(data);
      // `column = NULL` is never true in SQL: a null field must match with IS NULL, or the
      // record is never found and a second identical call creates a duplicate.
      const conditions = Object.entries(values).map(([key, value]) =>
        value === null ? isNull(table[key] as PgColumn) : eq(table[key] as PgColumn, value),
      );
      const find = async (executor: Db) =>
        conditions.length ? (await executor.select(columns).from(table).where(and(...conditions)).limit(1))[0] : undefined;
      const actor = await currentActor();
      try {
        return await db.transaction(async (raw) => {
          const tx = raw as unknown as Db;
          await lockForTransaction(tx, advisoryKey("find-or-create", def.module, def.name, values));
          const existing = await find(tx);
          if (existing) return { row: existing, created: false };
          const [row] = await tx.insert(table).values(values).returning(columns);
          await recordWrite(tx, def, "create", [row!], actor);
          emit("create", [row!]);
          return { row: row!, created: true };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const existing = await find(db);
        if (existing) return { row: existing, created: false };
        throw error;
      }
    },

    /** All rows or none: the caller passes an open transaction. */
    async bulkCreate(tx: Db, list: unknown): Promise<Row[]> {
      if (!Array.isArray(list) || list.length === 0) throw badRequest("data: must be a non-empty list");
      const values = list.map((item, i) => service.validateCreate(item, `data[${i}].`));
      const rows = await tx.insert(table).values(values).returning(columns);
      await recordWrite(tx, def, "create", rows, await currentActor());
      emit("create", rows);
      return rows;
    },

    async bulkUpdate(tx: Db, list: unknown): Promise<Row[]> {
      if (!Array.isArray(list) || list.length === 0) throw badRequest("data: must be a non-empty list");
      const patches = list.map((item, i) => {
        const id = (item as Row | null)?.id;
        if (!isUuid(id)) throw badRequest(`data[${i}].id: must be a uuid`);
        return { id, values: service.validateUpdate(item, `data[${i}].`) };
      });
      const rows: Row[] = [];
      for (const { id, values } of patches) {
        const [row] = await tx.update(table).set({ ...values, updatedAt: new Date() }).where(eq(idColumn, id)).returning(columns);
        if (!row) throw notFound(`${def.name}: no record with id ${id}`);
        rows.push(row);
      }
      await recordWrite(tx, def, "update", rows, await currentActor());
      emit("update", rows);
      return rows;
    },
  };
  return service;
}

export type EntityService = ReturnType<typeof entityService>;
