import type { Db } from "../../../core/db/connection.js";
import type { EventBus, WriteEvent } from "../../../core/events/bus.js";
import { recordAction } from "../../../core/history/observers.js";

/**
 * Write events gathered inside a transaction and published once it has committed, so caches
 * never drop (and reload) data another request cannot see yet.
 */
export class Writes {
  private readonly events: WriteEvent[] = [];

  add(module: string, entity: string, action: WriteEvent["action"], ids: unknown[]): void {
    if (ids.length) this.events.push({ module, entity, action, ids: ids.map(String) });
  }

  /**
   * Runs work in a transaction and, before it commits, records the writes it gathered in the
   * audit log (these modules write with SQL of their own, beside the entity service).
   */
  async transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const from = this.events.length;
      const result = await work(tx);
      for (const event of this.events.slice(from)) await recordAction(tx, { entity: `${event.module}/${event.entity}`, ids: event.ids, action: event.action });
      return result;
    });
  }

  publish(bus: EventBus): void {
    for (const event of this.events.splice(0)) bus.publish(event);
  }
}
