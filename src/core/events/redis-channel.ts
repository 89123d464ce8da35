import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { log } from "../log.js";
import { closeRedis } from "./redis-close.js";

/** What hears a channel: the other processes' messages, and word that some may have been lost. */
export interface ChannelHandlers<T> {
  heard(message: T): void;
  /** Messages may have been lost: this process was away from Redis, or another could not send. */
  lost(): void;
}

export interface RedisChannel<T> {
  send(message: T): void;
  close(): Promise<void>;
}

/** Calls `resume` each time `connection` is ready again after it was closed (not on its first connect). */
function onReconnect(connection: Redis, resume: () => void): void {
  let closed = false;
  connection.on("close", () => (closed = true));
  connection.on("ready", () => {
    if (!closed) return;
    closed = false;
    resume();
  });
}

/**
 * One Redis pub/sub channel that every process of a site sends on and hears (write events, live
 * chat events); a process drops its own echoes. A message goes out as `{ origin, ...message }`,
 * the shape earlier versions sent, so a rolling upgrade keeps them talking.
 *
 * Pub/sub keeps nothing for a connection that is away. When Redis restarts or the network drops,
 * a process misses what was sent meanwhile, and what it sent may never have left. So a process
 * whose subscription comes back is told `lost` once it is subscribed again, and one whose
 * publishing connection comes back (or failed to send) tells every other process `lost`.
 */
export async function connectRedisChannel<T extends object>(url: string, channel: string, logName: string, handlers: ChannelHandlers<T>): Promise<RedisChannel<T>> {
  const origin = randomUUID();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const logError = (error: Error) => log.error({ err: error }, logName);
  publisher.on("error", logError);
  subscriber.on("error", logError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  subscriber.on("message", (_channel: string, text: string) => {
    let parsed: { origin?: unknown; lost?: unknown } & Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      return; // A foreign message on our channel is not ours to act on.
    }
    const { origin: from, ...message } = parsed;
    if (from === origin || typeof from !== "string") return;
    if (message.lost === true) handlers.lost();
    else handlers.heard(message as T);
  });
  // Subscribing again answers only once the channel is ours again: nothing sent after it is missed.
  onReconnect(subscriber, () => void subscriber.subscribe(channel).then(() => handlers.lost(), logError));

  // Whether a message of ours may not have reached the others since we last told them so.
  let owed = false;
  const failed = (error: Error) => {
    owed = true;
    logError(error);
  };
  const publish = (message: object) => publisher.publish(channel, JSON.stringify({ origin, ...message }));
  const tellLost = () => publish({ lost: true }).then(() => void (owed = false), failed);
  onReconnect(publisher, () => {
    owed = true;
    void tellLost();
  });
  return {
    send(message) {
      void publish(message).then(() => {
        if (owed) void tellLost();
      }, failed);
    },
    async close() {
      await Promise.all([closeRedis(subscriber), closeRedis(publisher)]);
    },
  };
}
