import { inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEntity } from "../../src/core/entity/registry.js";
import { entityService } from "../../src/core/entity/service.js";
import type { WriteEvent } from "../../src/core/events/bus.js";
import { articles } from "../../src/modules/blog/entities.js";
import { query, uniqueText, where, type Row } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let outside: pg.Client | undefined;
beforeAll(async () => {
  sobor = await startTestSobor();
  // On PostgreSQL a subscriber may read on another connection, the way another request does.
  const url = (sobor.context.config.databaseUrl ?? "") || undefined;
  if (url) {
    outside = new pg.Client({ connectionString: url });
    await outside.connect();
  }
});
afterAll(async () => {
  await outside?.end();
  await sobor?.close();
});

const service = () => entityService(getEntity("blog", "articles"), sobor.context.bus);

/** What a subscriber reading these articles now would see: another connection on PostgreSQL, the app's database on PGlite. */
async function readNow(ids: string[]): Promise<string[]> {
  if (outside) return (await outside.query("select id from blog_articles where id = any($1::uuid[])", [ids])).rows.map((r) => String(r.id));
  return (await sobor.context.db.select({ id: articles.id }).from(articles).where(inArray(articles.id, ids))).map((r) => String(r.id));
}

/** Hears every event of blog/articles and starts, for each, a read of what it names. */
function listen() {
  const events: WriteEvent[] = [];
  const seen: Promise<string[]>[] = [];
  const off = sobor.context.bus.subscribe((event) => {
    if (event.module !== "blog" || event.entity !== "articles") return;
    events.push(event);
    seen.push(readNow(event.ids));
  });
  return { events, seen, off };
}

describe("write events leave after commit", () => {
  it("a subscriber hears a bulk write only once it has committed, and reads the committed rows", async () => {
    let heardInside = -1;
    const { events, seen, off } = listen();
    const rows = await sobor.context.db.transaction(async (tx) => {
      const created = await service().bulkCreate(tx as never, [{ slug: uniqueText("bulk-a") }, { slug: uniqueText("bulk-b") }]);
      heardInside = events.length;
      return created;
    });
    off();
    expect(heardInside).toBe(0);
    expect(events).toEqual([{ module: "blog", entity: "articles", action: "create", ids: rows.map((r) => String(r.id)) }]);
    expect((await seen[0]!).sort()).toEqual(rows.map((r) => String(r.id)).sort());
  });

  it("a rolled-back write publishes nothing; a rolled-back savepoint drops only its own events", async () => {
    const { events, off } = listen();
    const rolledBack = await sobor.context.db
      .transaction(async (tx) => {
        await service().create(tx as never, { slug: uniqueText("rolled-back") });
        throw new Error("abort");
      })
      .catch((error: Error) => error.message);
    expect(rolledBack).toBe("abort");
    expect(events).toEqual([]);

    let heardInside = -1;
    const kept = await sobor.context.db.transaction(async (tx) => {
      const row = await service().create(tx as never, { slug: uniqueText("kept") });
      await tx
        .transaction(async (savepoint) => {
          await service().create(savepoint as never, { slug: uniqueText("dropped") });
          throw new Error("abort savepoint");
        })
        .catch(() => undefined);
      const released = await tx.transaction((savepoint) => service().create(savepoint as never, { slug: uniqueText("released") }));
      heardInside = events.length;
      return [row, released];
    });
    off();
    expect(heardInside).toBe(0);
    expect(events.map((e) => e.ids[0])).toEqual(kept.map((r) => String(r.id)));
  });

  it("over HTTP: a subscriber that reloads a public list when told of a bulk write caches the new rows, not the old ones", async () => {
    const slug = uniqueText("cached");
    const list = `/api/blog/articles${query(where({ column: "slug", method: "like", value: `${slug}%` }))}`;
    expect((await sobor.json(list)).body.data).toEqual([]); // cached: empty
    const reloads: Promise<{ body: { data: Row[] } }>[] = [];
    const off = sobor.context.bus.subscribe((event) => {
      if (event.entity === "articles") reloads.push(sobor.json(list));
    });
    const created = await sobor.json("/api/blog/articles/bulk", { method: "POST", secret: true, body: { data: [{ slug: `${slug}-1` }, { slug: `${slug}-2` }] } });
    off();
    expect(created.status).toBe(201);
    expect(reloads).toHaveLength(1);
    expect((await reloads[0]!).body.data).toHaveLength(2);
    // And the answer a later reader gets from the cache is the committed one.
    expect((await sobor.json(list)).body.data).toHaveLength(2);
  });
});
