import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../helpers/accounts.js";
import { expectError, uniqueText } from "../helpers/records.js";
import { socialKit, type Member } from "../helpers/social.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

// A member's one live stream of all its chats (GET /api/rbac/subjects/{id}/social-module/events):
// what the chat page opens once per tab, however many chats it shows.
let sobor: TestSobor;
const STREAMS = 2;
const CHATS = 12;
const kit = socialKit(() => sobor);
const { chat, post } = kit;

let anna: Member;
let boris: Member;
let clara: Member;

beforeAll(async () => {
  // Fewer open streams than chats: one stream per chat could not carry them all.
  sobor = await startTestSobor({ env: { CHAT_STREAMS_PER_SUBJECT: String(STREAMS), CHAT_POSTS_PER_MINUTE: "1000" } });
  [anna, boris, clara] = [await kit.member("Анна"), await kit.member("Борис"), await kit.member("Клара")];
});
afterAll(async () => {
  await kit.close();
  await sobor?.close();
});

const eventsOf = (m: Member) => `/api/rbac/subjects/${m.subjectId}/social-module/events`;

describe("a member's stream of all its chats", () => {
  it("is the member's own (or an administrator's): 401 without a session, 403 for another subject", async () => {
    expectError(await sobor.json(eventsOf(anna)), 401);
    expectError(await sobor.json(eventsOf(anna), { headers: bearer(clara.tokens.jwt) }), 403);
    expectError(await sobor.json(`${eventsOf(anna)}?since=yesterday`, { headers: kit.headers(anna) }), 400);
  });

  it(`carries every chat of a member of ${CHATS} chats over one stream, each event naming its chat`, async () => {
    const rooms: { id: string }[] = [];
    for (let i = 0; i < CHATS; i++) rooms.push(await chat([anna, boris], `Беседа ${i}`));
    const boriss = await kit.memberStream(boris);
    const ready = boriss.events.find((e) => e.event === "ready")!;
    const carried = (ready.data.chats as { chatId: string; profileId: string }[]).filter((c) => rooms.some((r) => r.id === c.chatId));
    expect(carried).toHaveLength(CHATS);
    expect(carried.every((c) => c.profileId === boris.profile.id)).toBe(true);
    expect(ready.id).toMatch(/^\d+$/);

    const posted: { chatId: string; id: string }[] = [];
    for (const [i, room] of rooms.entries()) {
      const answer = await post(anna, room.id, `№${i}`);
      expect(answer.status).toBe(201);
      posted.push({ chatId: room.id, id: answer.body.data.id as string });
    }
    for (const { chatId, id } of posted) {
      const event = await boriss.next("message", (m) => m.id === id);
      expect(event.data).toMatchObject({ chatId, profileId: anna.profile.id, readBy: [anna.profile.id], reactions: [] });
    }
    // Each chat's own messages, once each.
    const received = boriss.events.filter((e) => e.event === "message" && posted.some((p) => p.id === e.data.id));
    expect(received).toHaveLength(CHATS);

    // The same stream carries the agent's and everyone's other events too: read marks, reactions.
    await kit.markRead(boris, rooms[5]!.id, posted[5]!.id);
    expect((await boriss.next("read", (r) => r.messageId === posted[5]!.id)).data).toEqual({ chatId: rooms[5]!.id, messageId: posted[5]!.id, profileId: boris.profile.id });
    await kit.react(anna, rooms[7]!.id, posted[7]!.id, "pray");
    const reaction = await boriss.next("reactions", (r) => r.messageId === posted[7]!.id);
    expect(reaction.data).toEqual({ chatId: rooms[7]!.id, messageId: posted[7]!.id, reactions: [{ kind: "pray", profileIds: [anna.profile.id] }] });
    await boriss.close();
  });

  it("starts carrying a chat the member joins, and stops at once when the member is taken out", async () => {
    const stays = await chat([anna, boris]);
    const boriss = await kit.memberStream(boris);

    // Boris is added to a new chat while his stream is open: it says so, and carries it.
    const room = await chat([anna]);
    const link = await kit.join(boris, room.id);
    expect((await boriss.next("joined", (j) => j.chatId === room.id)).data).toEqual({ chatId: room.id, profileId: boris.profile.id });
    const first = (await post(anna, room.id, "добро пожаловать")).body.data;
    await boriss.next("message", (m) => m.id === first.id);

    // An administrator takes him out: the stream says so and carries nothing more of that chat,
    // while his other chats go on.
    expect((await sobor.json(`/api/social/profiles-to-chats/${link.id}`, { method: "DELETE", secret: true })).status).toBe(200);
    expect((await boriss.next("left", (l) => l.chatId === room.id)).data).toEqual({ chatId: room.id, profileId: boris.profile.id });
    const after = (await post(anna, room.id, "уже без Бориса")).body.data;
    const elsewhere = (await post(anna, stays.id, "в другой беседе")).body.data;
    await boriss.next("message", (m) => m.id === elsewhere.id);
    expect(boriss.events.some((e) => e.event === "message" && e.data.id === after.id)).toBe(false);
    // His read of that chat is refused now too.
    expectError(await kit.markRead(boris, room.id, first.id), 403);

    // A one-chat stream of a chat its member leaves ends.
    const again = await kit.join(boris, room.id);
    const single = await kit.chatStream(boris, room.id);
    await sobor.json(`/api/social/profiles-to-chats/${again.id}`, { method: "DELETE", secret: true });
    await single.next("left", (l) => l.chatId === room.id);
    await expect(single.next("never")).rejects.toThrow(/ended/);
    await boriss.close();
  });

  it("stops carrying every chat of a profile taken from the subject", async () => {
    const extra = await kit.create("/api/social/profiles", { slug: uniqueText("second"), title: { ru: "Второй профиль" } });
    const owned = await kit.create("/api/rbac/subjects-to-social-module-profiles", { subjectId: clara.subjectId, socialModuleProfileId: extra.id });
    const room = await chat([anna]);
    await kit.create("/api/social/profiles-to-chats", { profileId: extra.id, chatId: room.id });
    const claras = await kit.memberStream(clara);
    expect((claras.events[0]!.data.chats as { chatId: string }[]).some((c) => c.chatId === room.id)).toBe(true);
    await sobor.json(`/api/rbac/subjects-to-social-module-profiles/${owned.id}`, { method: "DELETE", secret: true });
    expect((await claras.next("left", (l) => l.chatId === room.id)).data).toEqual({ chatId: room.id, profileId: extra.id });
    await claras.close();
  });

  it("replays, after a reconnect with Last-Event-ID, what was missed in every chat: messages, read marks, reactions", async () => {
    const [one, two] = [await chat([anna, boris]), await chat([anna, boris])];
    // The stream's `ready` carries a cursor: from it on, everything can be replayed.
    const first = await kit.memberStream(boris);
    const cursor = first.lastId()!;
    expect(cursor).toMatch(/^\d+$/);
    await first.close();

    // While Boris is away: messages in both chats; Anna reads one of his older ones and reacts.
    const his = (await post(boris, two.id, "моё")).body.data;
    const a = (await post(anna, one.id, "в первой")).body.data;
    const b = (await post(anna, two.id, "во второй")).body.data;
    await kit.markRead(anna, two.id, his.id);
    await kit.react(anna, two.id, his.id, "like");

    const back = await kit.memberStream(boris, { "last-event-id": cursor });
    const replayedA = await back.next("message", (m) => m.id === a.id);
    const replayedB = await back.next("message", (m) => m.id === b.id);
    expect(replayedA.data).toMatchObject({ chatId: one.id, description: "в первой", isRead: false });
    expect(replayedB.data).toMatchObject({ chatId: two.id, description: "во второй" });
    expect((await back.next("read", (r) => r.messageId === his.id)).data).toEqual({ chatId: two.id, messageId: his.id, profileId: anna.profile.id });
    expect((await back.next("reactions", (r) => r.messageId === his.id)).data.reactions).toEqual([{ kind: "like", profileIds: [anna.profile.id] }]);
    // Replayed in the order things happened, each with its cursor.
    const ids = back.events.filter((e) => e.event !== "ready" && e.id).map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    await back.close();

    // A cursor too old to replay asks the page to load its chats afresh.
    const stale = await kit.memberStream(boris, { "last-event-id": String(Date.now() - 60 * 60_000) });
    await stale.next("resync");
    expect(stale.events.some((e) => e.event === "message")).toBe(false);
    await stale.close();
  });

  it("counts toward the open-stream cap per subject (a tab each), whichever kind of stream", async () => {
    const room = await chat([clara]);
    const one = await kit.memberStream(clara);
    const two = await kit.chatStream(clara, room.id);
    const over = await sobor.json(eventsOf(clara), { headers: kit.headers(clara) });
    expectError(over, 429);
    expect(over.body.error).toMatch(/at most 2/);
    await Promise.all([one.close(), two.close()]);
    // Both places are given back once the server hears the closes.
    let status = 429;
    const deadline = Date.now() + 10_000;
    while (status !== 200 && Date.now() < deadline) {
      const response = await sobor.request(eventsOf(clara), { headers: kit.headers(clara) });
      status = response.status;
      await response.body?.cancel();
    }
    expect(status).toBe(200);
  });
});
