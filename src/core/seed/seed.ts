import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { and, asc, eq, or } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/connection.js";
import type { EntityDef } from "../entity/define.js";
import { allEntities, findEntity } from "../entity/registry.js";
import { entityService, publicColumns, type Row } from "../entity/service.js";
import { runAs, type WriteActor } from "../history/actor.js";
import { recordWrite } from "../history/record.js";
import { badRequest } from "../http/errors.js";

/**
 * Seed files: `<dir>/<module>/<entity>.json`, each a list of records. A string value
 * '@module/entity:key' is replaced by the id of that entity's record whose natural key is 'key'
 * (its slug, or its url for pages), so hand-written seeds need no uuids.
 */
const REFERENCE = /^@([a-z-]+)\/([a-z-]+):(.+)$/;

export interface SeedReport {
  created: number;
  updated: number;
  unchanged: number;
}

export type SeedMode = "upsert" | "insert-missing";

/** slug, else another unique column (a page's url), else adminTitle: what a seed file names a record by. */
function naturalKeyOf(def: EntityDef): string | undefined {
  if (def.fields.some((f) => f.name === "slug")) return "slug";
  // Not a number the server counts (an order's): another database gives the same number to another record.
  const unique = def.fields.find((f) => f.unique && f.name !== "id" && !f.secret && !f.readOnly)?.name;
  return unique ?? (def.fields.some((f) => f.name === "adminTitle") ? "adminTitle" : undefined);
}

function readSeedFile(dir: string, def: EntityDef): Row[] {
  const path = join(dir, def.module, `${def.name}.json`);
  if (!existsSync(path)) return [];
  const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (!Array.isArray(parsed)) throw new Error(`${path}: must hold a JSON list`);
  return parsed as Row[];
}

async function resolveReference(db: Db, value: string, cache: Map<string, string>): Promise<string> {
  const cached = cache.get(value);
  if (cached) return cached;
  const [, module, name, key] = value.match(REFERENCE)!;
  const def = findEntity(module!, name!);
  const keyColumn = def && naturalKeyOf(def);
  if (!def || !keyColumn) throw new Error(`Seed reference ${value}: no such entity or it has no natural key`);
  const [row] = await db.select({ id: def.table.id }).from(def.table).where(eq(def.table[keyColumn] as PgColumn, key!)).limit(1);
  if (!row) throw new Error(`Seed reference ${value}: no record with ${keyColumn} '${key}'`);
  cache.set(value, String(row.id));
  return String(row.id);
}

/** The entities whose records these rows name ('@module/entity:key'). */
function namedEntities(rows: Row[]): EntityDef[] {
  const named = new Set<EntityDef>();
  for (const row of rows) {
    for (const value of Object.values(row)) {
      const match = typeof value === "string" ? value.match(REFERENCE) : null;
      const def = match && findEntity(match[1]!, match[2]!);
      if (def) named.add(def);
    }
  }
  return [...named];
}

async function resolveReferences(db: Db, record: Row, cache: Map<string, string>): Promise<Row> {
  const out: Row = {};
  for (const [key, value] of Object.entries(record)) {
    out[key] = typeof value === "string" && REFERENCE.test(value) ? await resolveReference(db, value, cache) : value;
  }
  return out;
}

function matchCondition(def: EntityDef, record: Row) {
  const column = (name: string) => def.table[name] as PgColumn;
  const key = naturalKeyOf(def);
  const byKey = key && record[key] !== undefined ? eq(column(key), record[key]) : undefined;
  // A dumped id, or the same slug created meanwhile by someone else (a role seeded on start).
  if (typeof record.id === "string") return byKey ? or(eq(column("id"), record.id), byKey) : eq(column("id"), record.id);
  if (byKey) return byKey;
  const references = def.fields.filter((f) => f.kind === "reference" && record[f.name] !== undefined);
  if (references.length >= 2) return and(...references.map((f) => eq(column(f.name), record[f.name])));
  return undefined;
}

/**
 * Every entity with its seed file's rows, in the order they are loaded: models first, then
 * relations, each after the entities it references and after those whose records its rows name
 * in any field (a host widget's external widget id), whatever order the modules were imported in.
 */
export function seedOrder(dir: string): [EntityDef, Row[]][] {
  const files = new Map(allEntities().map((def) => [def, readSeedFile(dir, def)]));
  return allEntities((def) => namedEntities(files.get(def)!)).map((def) => [def, files.get(def)!]);
}

/**
 * A seed row's own `createdAt`, kept (a write through the API ignores it): a dump loads back with
 * its records' ages, and the demo's newest articles come in the order its files give them.
 */
function createdAtOf(record: Row, context: string): { createdAt?: Date } {
  if (record.createdAt === undefined) return {};
  const createdAt = new Date(String(record.createdAt));
  if (Number.isNaN(createdAt.getTime())) throw badRequest(`${context}createdAt: '${String(record.createdAt)}' is not a date`);
  return { createdAt };
}

/** Loads every seed file in one transaction, in `seedOrder`. */
export async function seedDatabase(db: Db, dir: string, mode: SeedMode = "upsert"): Promise<SeedReport> {
  const report: SeedReport = { created: 0, updated: 0, unchanged: 0 };
  // Versions and audit entries of seeded records say they came from the seed files.
  const actor: WriteActor = { source: "seed" };
  await runAs(actor, () => db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const cache = new Map<string, string>();
    for (const [def, rows] of seedOrder(dir)) {
      const service = entityService(def);
      const written = { create: [] as Row[], update: [] as Row[] };
      for (const [index, raw] of rows.entries()) {
        const record = await resolveReferences(tx, raw, cache);
        const context = `${def.module}/${def.name}.json[${index}].`;
        const where = matchCondition(def, record);
        const [existing] = where ? await tx.select({ id: def.table.id }).from(def.table).where(where).limit(1) : [];
        if (existing && mode === "insert-missing") {
          report.unchanged++;
          continue;
        }
        if (existing) {
          const { id: _id, ...rest } = record;
          written.update.push(
            ...(await tx.update(def.table).set({ ...service.validateUpdate(rest, context), updatedAt: new Date() }).where(eq(def.table.id, existing.id)).returning(publicColumns(def))),
          );
          report.updated++;
        } else {
          written.create.push(...(await tx.insert(def.table).values({ ...service.validateCreate(record, context), ...createdAtOf(record, context) }).returning(publicColumns(def))));
          report.created++;
        }
      }
      // Versions and audit entries of a whole file at once: a page's twenty widget links make one page version.
      await recordWrite(tx, def, "create", written.create, actor);
      await recordWrite(tx, def, "update", written.update, actor);
    }
  }));
  return report;
}

/**
 * Writes the tables back to seed files, one file per non-empty entity, secrets left out. By
 * default only the site's content (publicly readable entities); accounts, orders and other
 * private records only when asked.
 */
export async function dumpDatabase(db: Db, dir: string, options: { includePrivate?: boolean } = {}): Promise<number> {
  let files = 0;
  for (const def of allEntities()) {
    if (def.access.read !== "public" && !options.includePrivate) continue;
    const rows = await db.select(publicColumns(def)).from(def.table).orderBy(asc(def.table.createdAt), asc(def.table.id));
    if (!rows.length) continue;
    mkdirSync(join(dir, def.module), { recursive: true });
    writeFileSync(join(dir, def.module, `${def.name}.json`), `${JSON.stringify(rows, null, 2)}\n`);
    files++;
  }
  return files;
}

export function hasSeedFiles(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}
