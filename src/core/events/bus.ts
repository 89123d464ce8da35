import { afterCommit } from "./after-commit.js";
import { log } from "../log.js";

/** Something was written; caches listening for these invalidate what showed it. */
export interface WriteEvent {
  module: string;
  entity: string;
  action: "create" | "update" | "delete";
  ids: string[];
}

/**
 * `remote`: the event came from another process (through the transport). Caches drop what it
 * touched either way; a listener that counts writes counts only its own process's, once.
 */
type Listener = (event: WriteEvent, origin: { remote: boolean }) => void;

/**
 * In-process publish/subscribe; a write's event leaves after its transaction commits (see
 * after-commit.ts), so every write path announces only what others can read. A transport (Redis
 * pub/sub when several processes run) can be attached to forward local events out and remote
 * events in.
 */
export interface EventBus {
  publish(event: WriteEvent): void;
  subscribe(listener: Listener): () => void;
  /** Delivers an event that came from another process, without sending it out again. */
  deliver(event: WriteEvent): void;
  attachTransport(send: (event: WriteEvent) => void): void;
  /**
   * Listens for "events may have been lost": the transport was cut off from the other processes
   * for a while, and what a cache kept may show rows written meanwhile. Caches drop everything.
   */
  onEventsLost(listener: () => void): () => void;
  /** Tells this process's listeners that events may have been lost (the transport calls it). */
  eventsLost(): void;
}

/** One listener's failure is logged and never keeps the event from the others. */
function safely(call: () => void): void {
  try {
    call();
  } catch (error) {
    log.error({ err: error }, "event listener failed");
  }
}

export function createEventBus(): EventBus {
  const listeners = new Set<Listener>();
  const lostListeners = new Set<() => void>();
  const transports: ((event: WriteEvent) => void)[] = [];
  const deliver = (event: WriteEvent, remote: boolean) => {
    for (const listener of listeners) safely(() => listener(event, { remote }));
  };
  return {
    // Inside a transaction, heard only once it has committed (nothing if it rolls back).
    publish(event) {
      afterCommit(() => {
        deliver(event, false);
        for (const send of transports) send(event);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    deliver: (event) => deliver(event, true),
    attachTransport(send) {
      transports.push(send);
    },
    onEventsLost(listener) {
      lostListeners.add(listener);
      return () => lostListeners.delete(listener);
    },
    eventsLost() {
      for (const listener of lostListeners) safely(listener);
    },
  };
}
