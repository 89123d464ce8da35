import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clusterAvailable, SECRET_KEY, startCluster, type Cluster } from "../helpers/cluster.js";
import { readSse } from "../helpers/sse.js";

// Live chats across processes: a member's stream is served by one process, the other member's
// posts land on the others (round-robin), and Redis pub/sub carries them over.
const PASSWORD = "correct horse battery staple";

describe.skipIf(!clusterAvailable())("live chats behind HAProxy on three processes", () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(3);
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
  }, 60_000);

  const secret = { "x-rbac-secret-key": SECRET_KEY };
  async function create(path: string, data: unknown) {
    const response = await cluster.request(path, { method: "POST", headers: secret, json: { data } });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { data: { id: string } }).data;
  }
  async function member(name: string) {
    const response = await cluster.request("/api/rbac/subjects/authentication/email-and-password/registration", {
      method: "POST",
      json: { data: { login: `${name}-${Date.now()}@scale.example`, password: PASSWORD } },
    });
    expect(response.status).toBe(201);
    const { jwt } = ((await response.json()) as { data: { jwt: string } }).data;
    const subjectId = (JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()) as { sub: string }).sub;
    const profile = await create("/api/social/profiles", { slug: `${name}-${Date.now()}`, title: { ru: name } });
    await create("/api/rbac/subjects-to-social-module-profiles", { subjectId, socialModuleProfileId: profile.id });
    return { jwt, subjectId, profileId: profile.id, base: (chatId: string) => `/api/rbac/subjects/${subjectId}/social-module/profiles/${profile.id}/chats/${chatId}` };
  }

  it("a message posted through any process reaches a stream open on another, and replay works through the balancer", async () => {
    const anna = await member("anna");
    const boris = await member("boris");
    const chat = await create("/api/social/chats", { title: { ru: "Кластер" } });
    for (const m of [anna, boris]) await create("/api/social/profiles-to-chats", { profileId: m.profileId, chatId: chat.id });

    const response = await cluster.request(`${boris.base(chat.id)}/events`, { headers: { authorization: `Bearer ${boris.jwt}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const streamedBy = cluster.servedBy(response);
    const stream = readSse(response);
    await stream.next("ready");

    const postedBy = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const posted = await cluster.request(`${anna.base(chat.id)}/messages`, { method: "POST", headers: { authorization: `Bearer ${anna.jwt}` }, json: { data: { description: `№${i}` } } });
      expect(posted.status).toBe(201);
      postedBy.add(cluster.servedBy(posted)!);
      const { id } = ((await posted.json()) as { data: { id: string } }).data;
      await stream.next("message", (m) => m.id === id);
    }
    // Round-robin put at least one post on a process other than the stream's.
    expect([...postedBy].some((name) => name !== streamedBy)).toBe(true);
    const cursor = stream.lastId()!;
    await stream.close();

    // Away: a message is posted; the reconnect (to whichever process) replays it.
    await cluster.request(`${anna.base(chat.id)}/messages`, { method: "POST", headers: { authorization: `Bearer ${anna.jwt}` }, json: { data: { description: "пока вас не было" } } });
    const again = await cluster.request(`${boris.base(chat.id)}/events`, { headers: { authorization: `Bearer ${boris.jwt}`, "last-event-id": cursor } });
    const replay = readSse(again);
    await replay.next("message", (m) => m.description === "пока вас не было");
    await replay.close();
  });
});
