import { createParser, type EventSourceMessage } from "eventsource-parser";

export interface SseEvent {
  event: string;
  id?: string;
  data: any;
}

export interface SseReader {
  events: SseEvent[];
  /** Waits for an event of that name matching `test` (already received or yet to come). */
  next(event: string, test?: (data: any) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** The last id the stream sent: what a browser sends back as Last-Event-ID. */
  lastId(): string | undefined;
  /** Waits for the server to end the stream. */
  end(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Reads a text/event-stream answer (fetch or app.request) with eventsource-parser. */
export function readSse(response: Response): SseReader {
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let lastId: string | undefined;
  const parser = createParser({
    onEvent(message: EventSourceMessage) {
      if (message.id) lastId = message.id;
      events.push({ event: message.event ?? "message", id: message.id, data: message.data ? JSON.parse(message.data) : undefined });
      for (const wake of waiters) wake();
    },
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let ended = false;
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // cancelled
    } finally {
      ended = true;
      for (const wake of waiters) wake();
    }
  })();
  /**
   * Runs `check` now and after every event (and the end) until it resolves or rejects, or fails
   * with `late()` after `timeoutMs`.
   */
  const settle = <T>(check: (resolve: (value: T) => void, reject: (error: Error) => void) => void, timeoutMs: number, late: () => string) =>
    new Promise<T>((resolve, reject) => {
      const finish = (then: () => void) => {
        clearTimeout(timer);
        waiters.delete(waiter);
        then();
      };
      const waiter = () => check((value) => finish(() => resolve(value)), (error) => finish(() => reject(error)));
      const timer = setTimeout(() => finish(() => reject(new Error(late()))), timeoutMs);
      waiters.add(waiter);
      waiter();
    });
  return {
    events,
    lastId: () => lastId,
    next(event, test = () => true, timeoutMs = 5_000) {
      return settle<SseEvent>((resolve, reject) => {
        const found = events.find((e) => e.event === event && test(e.data));
        if (found) resolve(found);
        else if (ended) reject(new Error(`the stream ended before a '${event}' event`));
      }, timeoutMs, () => `no '${event}' event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`);
    },
    end(timeoutMs = 5_000) {
      return settle<void>((resolve) => {
        if (ended) resolve();
      }, timeoutMs, () => `the stream did not end within ${timeoutMs} ms`);
    },
    async close() {
      await reader.cancel().catch(() => undefined);
    },
  };
}
