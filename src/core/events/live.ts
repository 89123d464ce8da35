import { log } from "../log.js";
import { connectRedisChannel } from "./redis-channel.js";

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
  /**
   * Listens for "events may have been lost" (this process was away from Redis, or another could
   * not send): a stream should end, so that its client reconnects and replays from the database.
   */
  onLost(listener: () => void): () => void;
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
  // In one process nothing travels, so nothing is lost.
  return { publish: local.deliver, subscribe: local.subscribe, onLost: () => () => undefined, close: async () => undefined };
}

/**
 * The same over one Redis pub/sub channel per site (as write events travel, redis-transport.ts).
 * A process delivers its own events at once and ignores their echo.
 */
export async function redisLiveHub(url: string, channel: string): Promise<LiveHub> {
  const local = localTopics();
  const gaps = new Set<() => void>();
  const connection = await connectRedisChannel<{ topic: string; event: LiveEvent }>(url, channel, "redis live hub", {
    heard: ({ topic, event }) => typeof topic === "string" && event && local.deliver(topic, event),
    lost: () => gaps.forEach((listener) => listener()),
  });
  return {
    publish(topic, event) {
      local.deliver(topic, event);
      connection.send({ topic, event });
    },
    subscribe: local.subscribe,
    onLost(listener) {
      gaps.add(listener);
      return () => gaps.delete(listener);
    },
    close: () => connection.close(),
  };
}
