import { Hono, type Context } from "hono";
import type { Db } from "../db/connection.js";
import type { EntityDef } from "../entity/define.js";
import { entityService } from "../entity/service.js";
import { draftsEndsOf, publicRowsOnly } from "../entity/drafts.js";
import { and, eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { notFound } from "./errors.js";
import type { EventBus } from "../events/bus.js";
import { isAnonymous, type AccessPolicy } from "./access.js";
import { readBody } from "./body.js";
import { badRequest } from "./errors.js";
import type { ReadCache } from "./read-cache.js";
import { publicJson } from "./public-json.js";
import { parseCountOptions, parseListQuery, parseQueryString, parseWhere } from "./query.js";
import { rowSchemaOf } from "../entity/schemas.js";
import { ok } from "./route-docs.js";
import { uuidParams, validate } from "./validate.js";

export interface CrudDeps {
  db: Db;
  bus: EventBus;
  policy: AccessPolicy;
  readCache?: ReadCache;
}

const searchOf = (url: string) => {
  const at = url.indexOf("?");
  return at < 0 ? "" : url.slice(at + 1);
};

/** The uniform /api/{module}/{entity} routes of the HTTP contract, for one entity. */
/**
 * The version a writer read a record at, from If-Match: the record's updatedAt as an entity tag
 * (`"2026-11-24T18:00:00.000Z"`, weak or not). No header, or `*`, means no precondition.
 */
export function versionRead(header: string | undefined): string | undefined {
  const tag = header?.trim().replace(/^W\//, "").replace(/^"(.*)"$/, "$1");
  if (!tag || tag === "*") return undefined;
  const date = new Date(tag);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(tag) || Number.isNaN(date.getTime())) {
    throw badRequest(`If-Match: '${tag.slice(0, 60)}' is not a version; send the record's updatedAt, e.g. "2026-11-24T18:00:00.000Z"`);
  }
  return date.toISOString();
}

export function crudRouter(def: EntityDef, deps: CrudDeps): Hono {
  const { db, policy } = deps;
  const service = entityService(def, deps.bus);
  const router = new Hono();
  const entityKey = `${def.module}/${def.name}`;
  const cache = def.access.read === "public" ? deps.readCache : undefined;
  /** What a public read depends on: the entity, and a relation's drafts ends (publishing one changes its rows). */
  const ends = draftsEndsOf(def);
  const cacheEntities = [entityKey, ...ends.map(({ end }) => `${end.module}/${end.name}`)];
  /** Public reads leave out drafts: a drafts entity's unpublished rows, a relation's rows to them. */
  const hidesDrafts = Boolean(def.drafts || ends.length);
  // Bodies and list queries are checked by the entity's own schemas; the id is checked here,
  // first, so a malformed one is a 400 before access is asked or the database is touched.
  // (Their OpenAPI paths come whole from the declaration: openapi.ts.)
  const byId = validate({ params: uuidParams("id"), responses: { 200: ok(rowSchemaOf(def)) } });

  /**
   * Who reads a drafts entity whole: a caller who may write it (the admin, the secret key) sees
   * unpublished records too, never from the cache; everyone else reads published ones only.
   */
  const seesDrafts = async (c: Context) => hidesDrafts && !isAnonymous(c) && (await policy.authorize(c, def, "write").then(() => true, () => false));

  /** Serves a public read from the cache, or computes it once and keeps the JSON text. */
  const cachedRead = async (c: Context, compute: (drafts: boolean) => Promise<unknown>) => {
    await policy.authorize(c, def, "read");
    if (await seesDrafts(c)) return c.json({ data: await compute(true) }, 200, { "cache-control": "private, no-store" });
    const key = `${entityKey} ${c.req.url.slice(c.req.url.indexOf("/api/"))}`;
    const hit = cache?.get(key);
    // x-sobor-cache says whether a copy answered, as pages do: operators and the scale tests see it.
    if (hit) return publicJson(c, hit, { cacheState: "hit", sent: (form) => cache!.add(key, hit, form) });
    const version = cache?.version(cacheEntities);
    const text = Buffer.from(JSON.stringify({ data: await compute(false) }));
    return publicJson(c, { identity: text }, { cacheState: cache && "miss", sent: (form) => cache?.set(key, cacheEntities, form, version) });
  };

  const published = (drafts: boolean) => (drafts ? undefined : publicRowsOnly(def));

  router.get("/", (c) =>
    cachedRead(c, (drafts) => {
      const query = parseListQuery(def, parseQueryString(searchOf(c.req.url)));
      return service.find(db, { ...query, where: and(query.where, published(drafts)) });
    }),
  );

  router.get("/count", (c) =>
    cachedRead(c, (drafts) => {
      const query = parseQueryString(searchOf(c.req.url));
      const where = and(parseWhere(def, query), published(drafts));
      const estimate = parseCountOptions(query);
      return estimate ? service.countEstimated(db, where, estimate.exactUpTo) : service.count(db, where);
    }),
  );

  router.post("/find-or-create", async (c) => {
    await policy.authorize(c, def, "write");
    const { data } = await readBody(c);
    const { row, created } = await service.findOrCreate(db, data);
    return c.json({ data: row }, created ? 201 : 200);
  });

  router.post("/bulk", async (c) => {
    await policy.authorize(c, def, "write");
    const { data } = await readBody(c);
    const rows = await db.transaction((tx) => service.bulkCreate(tx as unknown as Db, data));
    return c.json({ data: rows }, 201);
  });

  router.patch("/bulk", async (c) => {
    await policy.authorize(c, def, "write");
    const { data } = await readBody(c);
    const rows = await db.transaction((tx) => service.bulkUpdate(tx as unknown as Db, data));
    return c.json({ data: rows });
  });

  router.get("/:id", byId, (c) =>
    cachedRead(c, async (drafts) => {
      const { id } = c.var.input.params;
      const row = await service.get(db, id);
      const hidden = !drafts && (row.published === false || (ends.length > 0 && !(await service.count(db, and(eq(def.table.id as PgColumn, id), publicRowsOnly(def))))));
      if (hidden) throw notFound(`${def.name}: no record with id ${id}`);
      return row;
    }),
  );

  router.post("/", async (c) => {
    await policy.authorize(c, def, "write");
    const { data } = await readBody(c);
    return c.json({ data: await service.create(db, data) }, 201);
  });

  router.patch("/:id", byId, async (c) => {
    await policy.authorize(c, def, "write");
    const { data } = await readBody(c);
    return c.json({ data: await service.update(db, c.var.input.params.id, data, { readAt: versionRead(c.req.header("if-match")) }) });
  });

  router.delete("/:id", byId, async (c) => {
    await policy.authorize(c, def, "write");
    return c.json({ data: await service.remove(db, c.var.input.params.id) });
  });

  return router;
}
