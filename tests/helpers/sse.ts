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
  return {
    events,
    lastId: () => lastId,
    next(event, test = () => true, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((e) => e.event === event && test(e.data));
          if (found) return finish(() => resolve(found));
          if (ended) finish(() => reject(new Error(`the stream ended before a '${event}' event`)));
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`no '${event}' event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`))), timeoutMs);
        const finish = (then: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          then();
        };
        waiters.add(check);
        check();
      });
    },
    end(timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (ended) finish(resolve);
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`the stream did not end within ${timeoutMs} ms`))), timeoutMs);
        const finish = (then: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          then();
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      await reader.cancel().catch(() => undefined);
    },
  };
}
