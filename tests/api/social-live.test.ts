import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../helpers/accounts.js";
import { expectError } from "../helpers/records.js";
import { socialKit, type Member } from "../helpers/social.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";
import { readSse } from "../helpers/sse.js";

// One chat's live channel (GET .../chats/{chatId}/events): Server-Sent Events for its members
// only, with replay; and the chats' limits. The member's stream of all its chats:
// social-member-stream.test.ts.
let sobor: TestSobor;
const POSTS_PER_MINUTE = 4;
const STREAMS = 2;
const kit = socialKit(() => sobor);
const { chat, base, headers, post } = kit;
const stream = kit.chatStream;

let anna: Member;
let boris: Member;
let clara: Member;

beforeAll(async () => {
  sobor = await startTestSobor({ env: { CHAT_POSTS_PER_MINUTE: String(POSTS_PER_MINUTE), CHAT_STREAMS_PER_SUBJECT: String(STREAMS) } });
  [anna, boris, clara] = [await kit.member("Анна"), await kit.member("Борис"), await kit.member("Клара")];
});
afterAll(async () => {
  await kit.close();
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

    // Boris reads it: his own streams hear the read mark (the unread count drops everywhere), and
    // so does Anna's (her message shows it was read).
    const annas = await stream(anna, room.id);
    const react = await kit.markRead(boris, room.id, posted.body.data.id);
    expect(react.status).toBe(200);
    const mark = { chatId: room.id, messageId: posted.body.data.id, profileId: boris.profile.id };
    expect((await boriss.next("read")).data).toEqual(mark);
    expect((await annas.next("read")).data).toEqual(mark);
    await Promise.all([boriss.close(), annas.close()]);
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
    await kit.markRead(boris, room.id, second.id);

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
      if (status === 200) kit.track(readSse(response));
      else await response.arrayBuffer();
    }
    expect(status).toBe(200);
  });
});
