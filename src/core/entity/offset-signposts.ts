import { and, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/connection.js";
import { sqlKey } from "../db/prepared.js";
import type { EventBus } from "../events/bus.js";
import type { ListQuery } from "../http/query.js";
import type { EntityDef } from "./define.js";
import { draftsEndsOf } from "./drafts.js";

/** Rows between two signposts: a page past the first signpost walks fewer than this. */
export const SIGNPOST_STEP = 500;
/** Lists (a where and an order) whose signposts a process keeps per entity. */
const MAX_LISTS = 64;

type Keyset = NonNullable<ListQuery["keyset"]>;

const keyOf = (def: EntityDef) => `${def.module}/${def.name}`;

/** The rows after `id` in the list's order: the order's columns compared as one tuple with that row's. */
function afterRow(def: EntityDef, keyset: Keyset, id: string): SQL {
  const columns = sql.join(keyset.columns, sql`, `);
  return sql`(${columns}) ${sql.raw(keyset.direction === "asc" ? ">" : "<")} (select ${columns} from ${def.table} where ${def.table.id as PgColumn} = ${id})`;
}

/**
 * Where a far page of a list starts, without walking every row before it. PostgreSQL answers
 * OFFSET 7,000 by stepping over 7,000 index entries, for every request. Instead the id of every
 * 500th row of a list (its where and order) is kept once found: offset 7,000 becomes "after the
 * 14th signpost's row, skip 0", one index seek. The first far request walks as far as it asks
 * for once (the same walk OFFSET makes), later ones fewer than 500 rows. A write to the entity,
 * or to what its public rows depend on (a relation's drafts ends), drops its signposts: through
 * the bus, so other processes' writes too. Only lists whose order is a keyset (plain, non-null
 * columns in one direction, id last) take part.
 */
function createSignposts(def: EntityDef, bus: EventBus) {
  const lists = new Map<string, string[]>();
  // Counts writes: a walk that saw one land while it ran is not kept.
  let epoch = 0;
  const watched = new Set([keyOf(def), ...draftsEndsOf(def).map(({ end }) => keyOf(end))]);
  const forget = () => {
    epoch++;
    lists.clear();
  };
  bus.subscribe((event) => {
    if (watched.has(`${event.module}/${event.entity}`)) forget();
  });
  // Writes in other processes may have been missed (see the bus transport).
  bus.onEventsLost(forget);

  /** Keeps a list's signposts as the most recently used; the least used list goes first. */
  function remember(listKey: string, ids: string[]) {
    lists.delete(listKey);
    lists.set(listKey, ids);
    for (const oldest of lists.keys()) {
      if (lists.size <= MAX_LISTS) break;
      lists.delete(oldest);
    }
  }

  /** The ids of every SIGNPOST_STEP-th row of the `count` rows after `from` (or from the start). */
  async function walk(db: Db, query: ListQuery, keyset: Keyset, from: string | undefined, count: number): Promise<string[]> {
    const id = def.table.id as PgColumn;
    const position = sql<number>`row_number() over (order by ${sql.join(query.orderBy, sql`, `)})`.as("position");
    const rows = db
      .select({ id, position })
      .from(def.table)
      .where(and(query.where, from ? afterRow(def, keyset, from) : undefined))
      .orderBy(...query.orderBy)
      .limit(count)
      .as("signpost_walk");
    const found = await db.select({ id: rows.id }).from(rows).where(sql`${rows.position} % ${SIGNPOST_STEP} = 0`).orderBy(rows.position);
    return found.map((row) => String(row.id));
  }

  return {
    /** Where the page at `query.offset` starts: after a signpost's row (when one is that far), and the rows still to skip. */
    async start(db: Db, query: ListQuery & { keyset: Keyset }): Promise<{ after?: SQL; offset: number }> {
      const listKey = sqlKey([query.where, ...query.orderBy]);
      const block = Math.floor(query.offset / SIGNPOST_STEP);
      let ids = lists.get(listKey) ?? [];
      let keep = true;
      if (ids.length < block) {
        const started = epoch;
        ids = [...ids, ...(await walk(db, query, query.keyset, ids.at(-1), (block - ids.length) * SIGNPOST_STEP))];
        keep = started === epoch;
      }
      if (keep) remember(listKey, ids);
      const reached = Math.min(block, ids.length);
      if (reached === 0) return { offset: query.offset };
      return { after: afterRow(def, query.keyset, ids[reached - 1]!), offset: query.offset - reached * SIGNPOST_STEP };
    },
  };
}

const stores = new WeakMap<EventBus, Map<string, ReturnType<typeof createSignposts>>>();

/** The signposts of an entity's lists in the Sobor whose bus this is (made on first use). */
export function offsetSignposts(bus: EventBus, def: EntityDef) {
  let perEntity = stores.get(bus);
  if (!perEntity) stores.set(bus, (perEntity = new Map()));
  let signposts = perEntity.get(keyOf(def));
  if (!signposts) perEntity.set(keyOf(def), (signposts = createSignposts(def, bus)));
  return signposts;
}
