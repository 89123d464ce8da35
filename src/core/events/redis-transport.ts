import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { EventBus, WriteEvent } from "./bus.js";
import { log } from "../log.js";

const CHANNEL = "sobor:writes";

export interface BusTransport {
  close(): Promise<void>;
}

/**
 * Carries write events between processes over Redis pub/sub, so every process drops the cached
 * pages, reads and sessions another one changed. A process ignores its own echoes.
 */
export async function connectRedisTransport(bus: EventBus, url: string, channel = CHANNEL): Promise<BusTransport> {
  const origin = randomUUID();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const logError = (error: Error) => log.error({ err: error }, "redis bus transport");
  publisher.on("error", logError);
  subscriber.on("error", logError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  subscriber.on("message", (_channel: string, message: string) => {
    try {
      const parsed = JSON.parse(message) as { origin: string; event: WriteEvent };
      if (parsed.origin !== origin) bus.deliver(parsed.event);
    } catch {
      // A foreign message on our channel is not ours to act on.
    }
  });
  bus.attachTransport((event) => {
    publisher.publish(channel, JSON.stringify({ origin, event })).catch(logError);
  });
  return {
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
