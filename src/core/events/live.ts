import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { log } from "../log.js";

/** Something that happened on a topic (a chat), for whoever has it open right now. */
export interface LiveEvent {
  /** The SSE event name ('message', 'read', 'delta'...). */
  type: string;
  /** Sent as the SSE id when set: a cursor a reconnecting client hands back (Last-Event-ID). */
  id?: string;
  data: unknown;
}

type LiveListener = (event: LiveEvent) => void;

/**
 * Publish/subscribe by topic for live answers (Server-Sent Events). In-process by default; with
 * Redis every process hears every topic's events, so a member connected to one process sees
 * what was posted through another. Nothing is kept: a client that was away replays from the
 * database with its Last-Event-ID.
 */
export interface LiveHub {
  publish(topic: string, event: LiveEvent): void;
  subscribe(topic: string, listener: LiveListener): () => void;
  close(): Promise<void>;
}

function localTopics() {
  const topics = new Map<string, Set<LiveListener>>();
  return {
    deliver(topic: string, event: LiveEvent) {
      for (const listener of topics.get(topic) ?? []) {
        try {
          listener(event);
        } catch (error) {
          log.error({ err: error, topic }, "live listener failed");
        }
      }
    },
    subscribe(topic: string, listener: LiveListener) {
      let set = topics.get(topic);
      if (!set) topics.set(topic, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (!set.size) topics.delete(topic);
      };
    },
  };
}

export function memoryLiveHub(): LiveHub {
  const local = localTopics();
  return { publish: local.deliver, subscribe: local.subscribe, close: async () => undefined };
}

/**
 * The same over one Redis pub/sub channel per site (as write events travel, redis-transport.ts).
 * A process delivers its own events at once and ignores their echo.
 */
export async function redisLiveHub(url: string, channel: string): Promise<LiveHub> {
  const origin = randomUUID();
  const local = localTopics();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const logError = (error: Error) => log.error({ err: error }, "redis live hub");
  publisher.on("error", logError);
  subscriber.on("error", logError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  subscriber.on("message", (_channel: string, message: string) => {
    try {
      const parsed = JSON.parse(message) as { origin: string; topic: string; event: LiveEvent };
      if (parsed.origin !== origin) local.deliver(parsed.topic, parsed.event);
    } catch {
      // A foreign message on our channel is not ours to act on.
    }
  });
  return {
    publish(topic, event) {
      local.deliver(topic, event);
      publisher.publish(channel, JSON.stringify({ origin, topic, event })).catch(logError);
    },
    subscribe: local.subscribe,
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
