import type { Db } from "../db/connection.js";
import type { EventBus, WriteEvent } from "../events/bus.js";
import { recordAction } from "./observers.js";

interface Gathered extends WriteEvent {
  /** The audit log's word for it when it says more than the event's (password-changed, role-granted). */
  audit?: string;
}

/**
 * Writes a module makes with its own SQL, beside the entity service (a cart, a checkout, an
 * account): gathered inside a transaction, recorded in the audit log before it commits (so the
 * entry and the write stand or fall together), and published as write events once it has
 * committed, so caches never drop (and reload) data another request cannot see yet.
 */
export class Writes {
  private readonly events: Gathered[] = [];

  add(module: string, entity: string, action: WriteEvent["action"], ids: unknown[], audit?: string): void {
    if (ids.length) this.events.push({ module, entity, action, ids: ids.map(String), ...(audit ? { audit } : {}) });
  }

  /** Runs work in a transaction and, before it commits, records in the audit log the writes it gathered. */
  async transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const from = this.events.length;
      const result = await work(tx);
      for (const event of this.events.slice(from)) {
        await recordAction(tx, { entity: `${event.module}/${event.entity}`, ids: event.ids, action: event.audit ?? event.action });
      }
      return result;
    });
  }

  publish(bus: EventBus): void {
    for (const { audit: _audit, ...event } of this.events.splice(0)) bus.publish(event);
  }
}
