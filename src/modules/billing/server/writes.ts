import type { EventBus, WriteEvent } from "../../../core/events/bus.js";

/**
 * Write events gathered inside a transaction and published once it has committed, so caches
 * never drop (and reload) data another request cannot see yet.
 */
export class Writes {
  private readonly events: WriteEvent[] = [];

  add(module: string, entity: string, action: WriteEvent["action"], ids: unknown[]): void {
    if (ids.length) this.events.push({ module, entity, action, ids: ids.map(String) });
  }

  publish(bus: EventBus): void {
    for (const event of this.events.splice(0)) bus.publish(event);
  }
}
