import { Hono } from "hono";
import type { Db } from "../db/connection.js";
import type { EntityDef } from "../entity/define.js";
import { entityService } from "../entity/service.js";
import type { EventBus } from "../events/bus.js";
import type { AccessPolicy } from "./access.js";
import { readBody } from "./body.js";
import { parseListQuery, parseQueryString, parseWhere } from "./query.js";

export interface CrudDeps {
  db: Db;
  bus: EventBus;
  policy: AccessPolicy;
}

const searchOf = (url: string) => {
  const at = url.indexOf("?");
  return at < 0 ? "" : url.slice(at + 1);
};

/** The uniform /api/{module}/{entity} routes of the HTTP contract, for one entity. */
export function crudRouter(def: EntityDef, deps: CrudDeps): Hono {
  const { db, policy } = deps;
  const service = entityService(def, deps.bus);
  const router = new Hono();

  router.get("/", async (c) => {
    await policy.authorize(c, def, "read");
    const query = parseListQuery(def, parseQueryString(searchOf(c.req.url)));
    return c.json({ data: await service.find(db, query) });
  });

  router.get("/count", async (c) => {
    await policy.authorize(c, def, "read");
    const where = parseWhere(def, parseQueryString(searchOf(c.req.url)));
    return c.json({ data: await service.count(db, where) });
  });

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

  router.get("/:id", async (c) => {
    await policy.authorize(c, def, "read");
    return c.json({ data: await service.get(db, c.req.param("id")) });
  });

  router.post("/", async (c) => {
    await policy.authorize(c, def, "write");
    const { data } = await readBody(c);
    return c.json({ data: await service.create(db, data) }, 201);
  });

  router.patch("/:id", async (c) => {
    await policy.authorize(c, def, "write");
    const { data } = await readBody(c);
    return c.json({ data: await service.update(db, c.req.param("id"), data) });
  });

  router.delete("/:id", async (c) => {
    await policy.authorize(c, def, "write");
    return c.json({ data: await service.remove(db, c.req.param("id")) });
  });

  return router;
}
