import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../helpers/records.js";
import { socialKit, type Member } from "../helpers/social.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

// Reactions under chat messages (social/reactions): one of each kind per member, given and taken
// back, heard live by every member with the chat open.
let sobor: TestSobor;
const REACTIONS_PER_MINUTE = 8;
const kit = socialKit(() => sobor);
const { chat, post, react } = kit;

let anna: Member;
let boris: Member;
let clara: Member;

beforeAll(async () => {
  sobor = await startTestSobor({ env: { CHAT_REACTIONS_PER_MINUTE: String(REACTIONS_PER_MINUTE) } });
  [anna, boris, clara] = [await kit.member("Анна"), await kit.member("Борис"), await kit.member("Клара")];
});
afterAll(async () => {
  await kit.close();
  await sobor?.close();
});

const list = async (m: Member, chatId: string) => (await sobor.json(`${kit.base(m, chatId)}/messages`, { headers: kit.headers(m) })).body.data as any[];

describe("reactions under a chat message", () => {
  it("are given and taken back, one of each kind per member, and every member's open stream hears them as they now are", async () => {
    const room = await chat([anna, boris]);
    const message = (await post(anna, room.id, "Христос воскресе!")).body.data;
    const [annas, boriss] = [await kit.memberStream(anna), await kit.memberStream(boris)];

    const given = await react(boris, room.id, message.id, "pray");
    expect(given.status).toBe(200);
    expect(given.body.data).toEqual({ messageId: message.id, reactions: [{ kind: "pray", profileIds: [boris.profile.id] }] });
    for (const stream of [annas, boriss]) {
      const heard = await stream.next("reactions", (r) => r.messageId === message.id);
      expect(heard.data).toEqual({ chatId: room.id, messageId: message.id, reactions: given.body.data.reactions });
      expect(heard.id).toMatch(/^\d+$/);
    }

    // Given again: still one (it is his already), and nothing new to announce.
    expect((await react(boris, room.id, message.id, "pray")).body.data.reactions).toEqual([{ kind: "pray", profileIds: [boris.profile.id] }]);
    // Anna gives the same and another: kinds in their fixed order, givers in theirs.
    await react(anna, room.id, message.id, "pray");
    const both = await react(anna, room.id, message.id, "like");
    expect(both.body.data.reactions).toEqual([
      { kind: "like", profileIds: [anna.profile.id] },
      { kind: "pray", profileIds: [boris.profile.id, anna.profile.id] },
    ]);
    await boriss.next("reactions", (r) => r.reactions.length === 2);

    // Boris takes his back (twice: the second changes nothing).
    const taken = await react(boris, room.id, message.id, "pray", false);
    expect(taken.status).toBe(200);
    expect(taken.body.data.reactions).toEqual([
      { kind: "like", profileIds: [anna.profile.id] },
      { kind: "pray", profileIds: [anna.profile.id] },
    ]);
    expect((await react(boris, room.id, message.id, "pray", false)).body.data.reactions).toEqual(taken.body.data.reactions);
    await annas.next("reactions", (r) => r.reactions.some((x: any) => x.kind === "pray" && x.profileIds.length === 1));
    expect(annas.events.filter((e) => e.event === "reactions")).toHaveLength(4);

    // The chat's messages carry them, with who has read each.
    const [shown] = await list(boris, room.id);
    expect(shown).toMatchObject({ id: message.id, reactions: taken.body.data.reactions, readBy: [anna.profile.id], isRead: false });
    await kit.markRead(boris, room.id, message.id);
    expect((await list(anna, room.id))[0]).toMatchObject({ readBy: [anna.profile.id, boris.profile.id], isRead: true });

    // Declared as an entity: the admin reads the rows (a taken-back one switched off, not gone).
    const rows = await sobor.json(`/api/social/reactions?filters[and][0][column]=messageId&filters[and][0][method]=eq&filters[and][0][value]=${message.id}`, { secret: true });
    expect(rows.status).toBe(200);
    expect(rows.body.data.map((r: any) => [r.kind, r.profileId === boris.profile.id ? "boris" : "anna", r.isActive]).sort()).toEqual([
      ["like", "anna", true],
      ["pray", "anna", true],
      ["pray", "boris", false],
    ]);
    await Promise.all([annas.close(), boriss.close()]);
  });

  it("refuses what is not a member's reaction to a message of its chat", async () => {
    const room = await chat([anna, boris]);
    const other = await chat([anna]);
    const message = (await post(anna, room.id, "здесь")).body.data;
    const elsewhere = (await post(anna, other.id, "там")).body.data;
    const path = `${kit.base(boris, room.id)}/messages/${message.id}/reactions/pray`;

    expectError(await sobor.json(path, { method: "PUT" }), 401);
    const unknown = await react(boris, room.id, message.id, "thumbs-up");
    expectError(unknown, 400);
    expect(JSON.stringify(unknown.body)).toMatch(/like, love, pray, smile, sad/);
    expectError(await sobor.json(`${kit.base(boris, room.id)}/messages/not-a-uuid/reactions/pray`, { method: "PUT", headers: kit.headers(boris) }), 400);
    // A message of a chat he is not in, through his own chat's path: not found there.
    expectError(await react(boris, room.id, elsewhere.id, "pray"), 404);
    // Clara is no member: her own profile is not in the chat, and Boris's path is not hers.
    expectError(await react(clara, room.id, message.id, "pray"), 403);
    expectError(await sobor.json(path, { method: "PUT", headers: kit.headers(clara) }), 403);
    // Members do not read the rows through the generic API.
    expect((await sobor.json("/api/social/reactions", { headers: kit.headers(boris) })).status).toBe(403);
    expect((await list(anna, room.id))[0].reactions).toEqual([]);
  });

  it(`are limited per subject (${REACTIONS_PER_MINUTE} changes a minute, then 429)`, async () => {
    const room = await chat([clara]);
    const message = (await post(clara, room.id, "одна")).body.data;
    for (let i = 0; i < REACTIONS_PER_MINUTE; i++) expect((await react(clara, room.id, message.id, "smile", i % 2 === 0)).status).toBe(200);
    const over = await react(clara, room.id, message.id, "smile");
    expectError(over, 429);
    expect((await list(clara, room.id))[0].reactions).toEqual([]);
  });
});
