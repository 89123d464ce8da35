import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { createEventBus, type EventBus, type WriteEvent } from "../../src/core/events/bus.js";
import { connectRedisTransport, type BusTransport } from "../../src/core/events/redis-transport.js";
import { closeRedis } from "../../src/core/events/redis-close.js";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy.js";
import { until } from "../helpers/cluster.js";

const url = process.env.REDIS_URL;

const articleWritten = (): WriteEvent => ({ module: "blog", entity: "articles", action: "update", ids: [randomUUID()] });

/** A bus as a process has it, with what its listeners heard. */
function processBus() {
  const bus = createEventBus();
  const heard = { events: [] as WriteEvent[], lost: 0 };
  bus.subscribe((event) => void heard.events.push(event));
  bus.onEventsLost(() => void heard.lost++);
  return { bus, heard };
}

describe.runIf(url)("redis bus transport", () => {
  const opened: (BusTransport | TcpProxy)[] = [];
  const connect = async (bus: EventBus, via: string, channel: string) => {
    const transport = await connectRedisTransport(bus, via, channel);
    opened.push(transport);
    return transport;
  };
  const proxy = async () => {
    const started = await startTcpProxy(url!);
    opened.push(started);
    return started;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((closable) => closable.close()));
  });

  it("delivers a write from one process's bus to another's, not back to itself", async () => {
    const channel = `sobor-test:${randomUUID()}`;
    const a = processBus();
    const b = processBus();
    await connect(a.bus, url!, channel);
    await connect(b.bus, url!, channel);
    const event = articleWritten();
    a.bus.publish(event);
    await until("B hears the write", async () => b.heard.events.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(b.heard.events).toEqual([event]);
    expect(a.heard.events).toEqual([event]);
    expect([a.heard.lost, b.heard.lost]).toEqual([0, 0]);
  });

  it("a process cut off from Redis is told, once it is back, that it may have missed writes", async () => {
    const channel = `sobor-test:${randomUUID()}`;
    const a = processBus();
    const b = processBus();
    const c = processBus();
    const link = await proxy();
    await connect(a.bus, url!, channel);
    await connect(b.bus, link.url, channel);
    await connect(c.bus, url!, channel);

    link.cut();
    const missed = articleWritten();
    a.bus.publish(missed);
    // A's write went out through Redis (C heard it) while B was away: pub/sub keeps nothing for B.
    await until("C hears the write", async () => c.heard.events.length > 0);
    link.restore();

    await until("B to drop what it derived from writes", async () => b.heard.lost > 0, 15_000);
    expect(b.heard.events).toEqual([]);
    // Connected again: B hears the next write as before.
    const next = articleWritten();
    a.bus.publish(next);
    await until("B hears the next write", async () => b.heard.events.length > 0);
    expect(b.heard.events).toEqual([next]);
  });

  it("a process whose writes could not leave tells every other process, once it is back", async () => {
    const channel = `sobor-test:${randomUUID()}`;
    const a = processBus();
    const b = processBus();
    const link = await proxy();
    await connect(a.bus, link.url, channel);
    await connect(b.bus, url!, channel);

    link.cut();
    a.bus.publish(articleWritten());
    link.restore();

    // B stayed connected throughout, so only A's word tells it that a write of A's may be lost.
    await until("B to drop what it derived from writes", async () => b.heard.lost > 0, 15_000);
    expect(a.heard.events).toHaveLength(1);
  });

  it("leaves foreign messages on its channel alone", async () => {
    const channel = `sobor-test:${randomUUID()}`;
    const a = processBus();
    const b = processBus();
    await connect(a.bus, url!, channel);
    await connect(b.bus, url!, channel);
    const stranger = new Redis(url!);
    try {
      for (const text of ["not json", "{}", JSON.stringify({ origin: "someone" }), JSON.stringify({ origin: 7, lost: true }), JSON.stringify({ origin: "someone", event: null })]) {
        await stranger.publish(channel, text);
      }
    } finally {
      await stranger.quit();
    }
    // Messages arrive in order: once A's write is heard, the foreign ones before it were passed over.
    const event = articleWritten();
    a.bus.publish(event);
    await until("B hears the write", async () => b.heard.events.length > 0);
    expect(b.heard).toEqual({ events: [event], lost: 0 });
  });

  it("a client closed while Redis is away stays closed, rather than reconnect after its owner is gone", async () => {
    const link = await proxy();
    // Retries every 20 ms, so that a reconnection would show well within the wait below.
    const client = new Redis(link.url, { maxRetriesPerRequest: 2, retryStrategy: () => 20 });
    client.on("error", () => undefined);
    await until("the client to connect", async () => client.status === "ready");
    link.cut();
    const before = link.attempts;
    await until("the client to try again while the link is down", async () => link.attempts >= before + 2);
    // A message the process was still trying to send when it was told to close.
    void client.publish("sobor-test:unsent", "{}").catch(() => undefined);
    await closeRedis(client);
    const closedAt = link.attempts;
    link.restore();
    // QUIT waited in the offline queue behind that message, and the client went on reconnecting to
    // send them. Time can only hide a reconnection here, never invent one.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(link.attempts).toBe(closedAt);
  });
});
