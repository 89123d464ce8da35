import type { EventBus, WriteEvent } from "./bus.js";
import { connectRedisChannel } from "./redis-channel.js";

const CHANNEL = "sobor:writes";

export interface BusTransport {
  close(): Promise<void>;
}

/**
 * Carries write events between processes over Redis pub/sub, so every process drops the cached
 * pages, reads and sessions another one changed. When events may have been lost (a process was
 * away from Redis, see redis-channel.ts), the bus says so and the caches drop everything: they
 * could otherwise show old rows for up to an hour (the page cache's safety expiry).
 */
export async function connectRedisTransport(bus: EventBus, url: string, channel = CHANNEL): Promise<BusTransport> {
  const connection = await connectRedisChannel<{ event: WriteEvent }>(url, channel, "redis bus transport", {
    // A message without an event (a foreign one) is not ours to act on.
    heard: ({ event }) => event && bus.deliver(event),
    lost: () => bus.eventsLost(),
  });
  bus.attachTransport((event) => connection.send({ event }));
  return connection;
}
