import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createEventBus, type WriteEvent } from "../../src/core/events/bus.js";
import { connectRedisTransport } from "../../src/core/events/redis-transport.js";

const url = process.env.REDIS_URL;

describe.runIf(url)("redis bus transport", () => {
  it("delivers a write from one process's bus to another's, not back to itself", async () => {
    const channel = `sobor-test:${randomUUID()}`;
    const a = createEventBus();
    const b = createEventBus();
    const ta = await connectRedisTransport(a, url!, channel);
    const tb = await connectRedisTransport(b, url!, channel);
    const seenByA: WriteEvent[] = [];
    const seenByB: WriteEvent[] = [];
    a.subscribe((e) => seenByA.push(e));
    const arrived = new Promise<void>((resolve) => b.subscribe((e) => (seenByB.push(e), resolve())));
    const event: WriteEvent = { module: "blog", entity: "articles", action: "update", ids: [randomUUID()] };
    a.publish(event);
    await arrived;
    await new Promise((r) => setTimeout(r, 100));
    expect(seenByB).toEqual([event]);
    expect(seenByA).toEqual([event]);
    await Promise.all([ta.close(), tb.close()]);
  });
});
