import type { Db } from "../db/connection.js";
import type { EventBus, WriteEvent } from "../events/bus.js";
import { recordActions } from "./observers.js";

interface Gathered extends WriteEvent {
  /** The audit log's word for it when it says more than the event's (password-changed, role-granted). */
  audit?: string;
  /** An act recorded in the audit log only (a checkout): its rows' writes are gathered on their own. */
  logOnly?: true;
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

  /** An act worth its own audit entry beside the rows it wrote (a checkout): logged with them, never published. */
  act(module: string, entity: string, action: string, ids: unknown[]): void {
    if (ids.length) this.events.push({ module, entity, action: "update", ids: ids.map(String), audit: action, logOnly: true });
  }

  /** Runs work in a transaction and, before it commits, records in the audit log the writes it gathered. */
  async transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const from = this.events.length;
      const result = await work(tx);
      await recordActions(
        tx,
        this.events.slice(from).map((event) => ({ entity: `${event.module}/${event.entity}`, ids: event.ids, action: event.audit ?? event.action })),
      );
      return result;
    });
  }

  publish(bus: EventBus): void {
    for (const { audit: _audit, logOnly, ...event } of this.events.splice(0)) if (!logOnly) bus.publish(event);
  }
}
