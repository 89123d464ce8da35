import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_LAUNCH } from "../helpers/chromium.js";
import { clusterAvailable, SECRET_KEY, startCluster, until, type Cluster } from "../helpers/cluster.js";
import { readSse } from "../helpers/sse.js";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy.js";

// Live chats across processes: a member's stream is served by one process, the other member's
// posts land on the others (round-robin), and Redis pub/sub carries them over; then the same in
// browsers, each member's page on a different process.
const PASSWORD = "correct horse battery staple";

describe.skipIf(!clusterAvailable())("live chats behind HAProxy on three processes", () => {
  let cluster: Cluster;
  /** The third process's way to Redis, which a test takes away for a while. */
  let redisLink: TcpProxy;
  beforeAll(async () => {
    redisLink = await startTcpProxy(process.env.REDIS_URL!);
    cluster = await startCluster(3, {}, { sobor3: { REDIS_URL: redisLink.url } });
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    await redisLink?.close();
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

  it("a member taken out of a chat through one process stops receiving it at once on another", async () => {
    const anna = await member("anna-out");
    const boris = await member("boris-out");
    const chat = await create("/api/social/chats", { title: { ru: "Уход" } });
    await create("/api/social/profiles-to-chats", { profileId: anna.profileId, chatId: chat.id });
    const link = await create("/api/social/profiles-to-chats", { profileId: boris.profileId, chatId: chat.id });
    const [first, second] = cluster.processes.map((p) => `http://127.0.0.1:${p.port}`);

    // Boris's stream of all his chats is on the first process; the administrator works on the second.
    const response = await fetch(`${first}/api/rbac/subjects/${boris.subjectId}/social-module/events`, { headers: { authorization: `Bearer ${boris.jwt}` } });
    expect(response.status).toBe(200);
    const stream = readSse(response);
    await stream.next("ready");
    const removed = await fetch(`${second}/api/social/profiles-to-chats/${link.id}`, { method: "DELETE", headers: secret });
    expect(removed.status).toBe(200);
    await stream.next("left", (l) => l.chatId === chat.id, 10_000);
    const after = await fetch(`${second}${anna.base(chat.id)}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${anna.jwt}`, "content-type": "application/json" },
      body: JSON.stringify({ data: { description: "без Бориса" } }),
    });
    expect(after.status).toBe(201);
    // The post is announced (Anna's own stream on the first process hears it), Boris's is not.
    const annas = readSse(await fetch(`${first}/api/rbac/subjects/${anna.subjectId}/social-module/events?since=${Date.now() - 60_000}`, { headers: { authorization: `Bearer ${anna.jwt}` } }));
    await annas.next("message", (m) => m.description === "без Бориса", 10_000);
    expect(stream.events.some((e) => e.event === "message")).toBe(false);
    await Promise.all([stream.close(), annas.close()]);
  });

  it("a stream on a process cut off from Redis ends once it is back, and the reconnect replays what it missed", async () => {
    const anna = await member("anna-gap");
    const boris = await member("boris-gap");
    const chat = await create("/api/social/chats", { title: { ru: "Разрыв" } });
    for (const m of [anna, boris]) await create("/api/social/profiles-to-chats", { profileId: m.profileId, chatId: chat.id });
    const [first, , away] = cluster.processes.map((p) => `http://127.0.0.1:${p.port}`);
    const borisReads = (headers: Record<string, string> = {}) =>
      fetch(`${away}/api/rbac/subjects/${boris.subjectId}/social-module/events`, { headers: { authorization: `Bearer ${boris.jwt}`, ...headers } });
    const post = async (description: string) => {
      const posted = await fetch(`${first}${anna.base(chat.id)}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${anna.jwt}`, "content-type": "application/json" },
        body: JSON.stringify({ data: { description } }),
      });
      expect(posted.status).toBe(201);
    };

    const stream = readSse(await borisReads());
    await stream.next("ready");
    await post("до разрыва");
    await stream.next("message", (m) => m.description === "до разрыва", 10_000);

    redisLink.cut();
    await post("во время разрыва");
    redisLink.restore();
    // The stream could not carry the message; once Redis is back it ends, as a browser's EventSource
    // then reconnects with the last id it had (its `retry` is a second).
    await stream.end(20_000);
    expect(stream.events.some((e) => e.event === "message" && e.data.description === "во время разрыва")).toBe(false);
    const replay = readSse(await borisReads({ "last-event-id": stream.lastId()! }));
    await replay.next("message", (m) => m.description === "во время разрыва");
    await replay.close();
  });

  it("members in browsers on three different processes see each other's messages, reads and reactions live; a post through any process reaches all", async () => {
    const [first, second, third] = cluster.processes;
    const origins = [first, second, third].map((p) => `http://127.0.0.1:${p!.port}`);
    const tag = Date.now().toString(36);
    const pageUrl = `/chats-${tag}`;
    const page = await create("/api/host/pages", { url: pageUrl, title: "Чаты" });
    const widget = await create("/api/social/widgets", { variant: "chat-list-default", slug: `chats-${tag}` });
    const hostWidget = await create("/api/host/widgets", {});
    await create("/api/host/pages-to-widgets", { pageId: page.id, widgetId: hostWidget.id });
    await create("/api/host/widgets-to-external-widgets", { widgetId: hostWidget.id, externalModule: "social", externalWidgetId: widget.id });
    const title = `Беседа ${tag}`;
    const chat = await create("/api/social/chats", { title: { ru: title } });

    let browser: Browser | undefined;
    try {
      browser = await chromium.launch(CHROMIUM_LAUNCH);
      // Each member's browser talks to one process only (its page, its stream, its posts).
      const names = ["Анна", "Борис", "Клара"];
      const members: { name: string; context: BrowserContext; subjectId: string; profileId: string; tab: Page; view: Locator; streamedBy: string[] }[] = [];
      for (const [i, name] of names.entries()) {
        const context: BrowserContext = await browser.newContext({ baseURL: origins[i] });
        const signedIn = await context.request.post("/api/rbac/subjects/authentication/email-and-password/registration", {
          data: { data: { login: `browser-${i}-${tag}@scale.example`, password: PASSWORD } },
          headers: { "x-rbac-tokens": "cookie" },
        });
        expect(signedIn.status(), await signedIn.text()).toBe(201);
        const { subjectId } = ((await signedIn.json()) as { data: { subjectId: string } }).data;
        const profile = await create("/api/social/profiles", { slug: `browser-${i}-${tag}`, title: { ru: name } });
        await create("/api/rbac/subjects-to-social-module-profiles", { subjectId, socialModuleProfileId: profile.id });
        await create("/api/social/profiles-to-chats", { profileId: profile.id, chatId: chat.id });
        const tab = await context.newPage();
        const streamedBy: string[] = [];
        tab.on("request", (request) => {
          if (request.url().endsWith("/social-module/events")) streamedBy.push(new URL(request.url()).origin);
        });
        await tab.goto(pageUrl);
        const view = tab.getByRole("article", { name: title });
        await view.getByText("Сообщений пока нет.").waitFor();
        members.push({ name, context, subjectId, profileId: profile.id, tab, view, streamedBy });
      }
      // A stream is open on every process: each page's own.
      expect(members.map((m) => m.streamedBy[0])).toEqual(origins);

      const shows = (text: string) => Promise.all(members.map((m) => m.view.getByText(text).waitFor({ timeout: 15_000 })));
      // Each member posts from the page on its process; every page shows it without a reload.
      for (const m of members) {
        await m.view.getByLabel("Сообщение").fill(`Пишет ${m.name}`);
        await m.view.getByRole("button", { name: "Отправить" }).click();
        await m.tab.getByText("Сообщение отправлено").first().waitFor();
        await shows(`Пишет ${m.name}`);
      }
      // Posts through each process's API (and through the balancer) reach every page.
      const [anna, boris, clara] = members;
      for (const origin of [...origins, cluster.url]) {
        const text = `Через ${new URL(origin).port}`;
        const posted = await clara!.context.request.post(`${origin}/api/rbac/subjects/${clara!.subjectId}/social-module/profiles/${clara!.profileId}/chats/${chat.id}/messages`, {
          data: { data: { description: text } },
        });
        expect(posted.status()).toBe(201);
        await shows(text);
      }
      // Boris's page (on the second process) read Anna's message: hers (on the first) says so.
      await anna!.view.getByRole("listitem").filter({ hasText: `Пишет ${anna!.name}` }).getByText("Прочитали: 2").waitFor({ timeout: 15_000 });
      // A reaction given on the third process shows on the first and the second.
      const claraSees = clara!.view.getByRole("listitem").filter({ hasText: `Пишет ${boris!.name}` });
      await claraSees.getByRole("button", { name: "Отреагировать" }).click();
      await clara!.tab.getByRole("dialog", { name: "Отреагировать" }).getByRole("button", { name: "Молюсь" }).click();
      for (const m of [anna!, boris!]) await m.view.getByRole("button", { name: "Молюсь: 1" }).waitFor({ timeout: 15_000 });
      // Nothing was missed or doubled: every page lists the same seven messages (three from the
      // pages, four through the API).
      await until("every page to list the seven messages", async () => {
        const counts = await Promise.all(members.map((m) => m.view.getByRole("list").first().getByRole("listitem").count()));
        return counts.every((n) => n === 7);
      }, 15_000);
    } finally {
      await browser?.close();
    }
  }, 180_000);
});
