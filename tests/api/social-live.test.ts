import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, register, subjectOf, type Tokens } from "../helpers/accounts.js";
import { expectError, uniqueText } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";
import { readSse, type SseReader } from "../helpers/sse.js";

// The chats' live channel: Server-Sent Events per chat, for its members only, with replay.
let sobor: TestSobor;
const POSTS_PER_MINUTE = 4;
const STREAMS = 2;

async function create(path: string, data: Record<string, unknown>) {
  const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data as { id: string };
}

interface Person {
  tokens: Tokens;
  subjectId: string;
  profile: { id: string };
}

async function person(title: string): Promise<Person> {
  const tokens = await register(sobor);
  const subjectId = subjectOf(tokens.jwt);
  const profile = await create("/api/social/profiles", { slug: uniqueText("profile"), title: { ru: title } });
  await create("/api/rbac/subjects-to-social-module-profiles", { subjectId, socialModuleProfileId: profile.id });
  return { tokens, subjectId, profile };
}

async function chat(members: Person[]) {
  const row = await create("/api/social/chats", { title: { ru: uniqueText("чат") } });
  for (const member of members) await create("/api/social/profiles-to-chats", { profileId: member.profile.id, chatId: row.id });
  return row;
}

const base = (p: Person, chatId: string) => `/api/rbac/subjects/${p.subjectId}/social-module/profiles/${p.profile.id}/chats/${chatId}`;
const headers = (p: Person, extra: Record<string, string> = {}) => ({ ...bearer(p.tokens.jwt), ...extra });
const post = (p: Person, chatId: string, description: string) => sobor.json(`${base(p, chatId)}/messages`, { method: "POST", headers: headers(p), body: { data: { description } } });

const open: SseReader[] = [];
async function stream(p: Person, chatId: string, extra: Record<string, string> = {}, query = "") {
  const response = await sobor.request(`${base(p, chatId)}/events${query}`, { headers: headers(p, extra) });
  expect(response.status, response.status === 200 ? "" : await response.clone().text()).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const reader = readSse(response);
  open.push(reader);
  await reader.next("ready");
  return reader;
}

let anna: Person;
let boris: Person;
let clara: Person;

beforeAll(async () => {
  sobor = await startTestSobor({ env: { CHAT_POSTS_PER_MINUTE: String(POSTS_PER_MINUTE), CHAT_STREAMS_PER_SUBJECT: String(STREAMS) } });
  [anna, boris, clara] = [await person("Анна"), await person("Борис"), await person("Клара")];
});
afterAll(async () => {
  await Promise.all(open.map((r) => r.close()));
  await sobor?.close();
});

describe("a chat's live stream", () => {
  it("is for the chat's members only: 401 without a session, 403 for another subject, profile or chat", async () => {
    const room = await chat([anna, boris]);
    const path = `${base(anna, room.id)}/events`;
    expectError(await sobor.json(path), 401);
    expectError(await sobor.json(path, { headers: bearer(clara.tokens.jwt) }), 403);
    // Clara's own subject and profile, Anna's chat.
    expectError(await sobor.json(`${base(clara, room.id)}/events`, { headers: headers(clara) }), 403);
    // Posting is refused the same way, and nothing reaches the members' stream.
    const annas = await stream(anna, room.id);
    expectError(await post(clara, room.id, "чужое"), 403);
    expect((await post(boris, room.id, "своё")).status).toBe(201);
    const seen = await annas.next("message");
    expect(seen.data).toMatchObject({ description: "своё", profileId: boris.profile.id });
    expect(annas.events.filter((e) => e.event === "message")).toHaveLength(1);
    await annas.close();
  });

  it("delivers a member's message to the other member's open stream, with its author and a cursor id", async () => {
    const room = await chat([anna, boris]);
    const boriss = await stream(boris, room.id);
    const posted = await post(anna, room.id, "Добрый вечер");
    expect(posted.status).toBe(201);
    const event = await boriss.next("message", (m) => m.id === posted.body.data.id);
    expect(event.data).toMatchObject({ description: "Добрый вечер", profileId: anna.profile.id, isRead: false, profile: { title: { ru: "Анна" } } });
    expect(event.id).toBe(String(new Date(posted.body.data.createdAt).getTime()));

    // Boris reads it: his own streams hear the read mark (the unread count drops everywhere).
    const react = await sobor.json(`${base(boris, room.id)}/messages/${posted.body.data.id}/react`, { method: "POST", headers: headers(boris) });
    expect(react.status).toBe(200);
    const read = await boriss.next("read");
    expect(read.data).toEqual({ messageId: posted.body.data.id, profileId: boris.profile.id });
    await boriss.close();
  });

  it("replays what was missed since Last-Event-ID, read marks included", async () => {
    const room = await chat([anna, boris]);
    const first = await stream(boris, room.id);
    await post(anna, room.id, "первое");
    await first.next("message");
    const cursor = first.lastId();
    expect(cursor).toMatch(/^\d+$/);
    await first.close();

    // While Boris is away: two messages, one of which he reads in another tab.
    const second = (await post(anna, room.id, "второе")).body.data;
    const third = (await post(anna, room.id, "третье")).body.data;
    await sobor.json(`${base(boris, room.id)}/messages/${second.id}/react`, { method: "POST", headers: headers(boris) });

    const back = await stream(boris, room.id, { "last-event-id": cursor! });
    await back.next("message", (m) => m.id === third.id);
    const replayed = back.events.filter((e) => e.event === "message").map((e) => e.data.description);
    expect(replayed).toEqual(expect.arrayContaining(["второе", "третье"]));
    expect(back.events.find((e) => e.event === "message" && e.data.id === second.id)?.data.isRead).toBe(true);
    expect(back.events.find((e) => e.event === "message" && e.data.id === third.id)?.data.isRead).toBe(false);
    await back.next("read", (r) => r.messageId === second.id);
    await back.close();

    // A first connection replays from `since` (the newest message the page shows).
    const fresh = await stream(boris, room.id, {}, `?since=${new Date(third.createdAt).getTime()}`);
    await fresh.next("message", (m) => m.id === third.id);
    await fresh.close();
    expectError(await sobor.json(`${base(boris, room.id)}/events`, { headers: headers(boris, { "last-event-id": "yesterday" }) }), 400);
  });
});

describe("chat limits", () => {
  it("refuses a message over the length limit (400) and posts past the per-minute limit (429 with Retry-After)", async () => {
    const room = await chat([clara]);
    const long = await post(clara, room.id, "я".repeat(10_001));
    expectError(long, 400);
    expect(long.body.error).toMatch(/at most 10000 characters/);
    for (let i = 0; i < POSTS_PER_MINUTE; i++) expect((await post(clara, room.id, `№${i}`)).status).toBe(201);
    const over = await sobor.request(`${base(clara, room.id)}/messages`, { method: "POST", headers: headers(clara), body: { data: { description: "ещё" } } });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    const count = await sobor.json(`${base(clara, room.id)}/messages`, { headers: headers(clara) });
    expect(count.body.data).toHaveLength(POSTS_PER_MINUTE);
  });

  it("caps the streams one subject holds open (429), and frees a place when one closes", async () => {
    const room = await chat([anna]);
    const streams = [];
    for (let i = 0; i < STREAMS; i++) streams.push(await stream(anna, room.id));
    const over = await sobor.json(`${base(anna, room.id)}/events`, { headers: headers(anna) });
    expectError(over, 429);
    expect(over.body.error).toMatch(/Too many open chat streams/);
    await streams[0]!.close();
    // The server hears the close; then a new stream is let in.
    const deadline = Date.now() + 5_000;
    let status = 429;
    while (status === 429 && Date.now() < deadline) {
      const response = await sobor.request(`${base(anna, room.id)}/events`, { headers: headers(anna) });
      status = response.status;
      if (status === 200) open.push(readSse(response));
      else await response.arrayBuffer();
    }
    expect(status).toBe(200);
  });
});
