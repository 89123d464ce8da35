import { expect } from "vitest";
import { bearer, register, subjectOf, type Tokens } from "./accounts.js";
import { uniqueText } from "./records.js";
import type { TestSobor } from "./sobor.js";
import { readSse, type SseReader } from "./sse.js";

// Members, chats and live streams of the social module, over HTTP as a page would use them.

export interface Member {
  tokens: Tokens;
  subjectId: string;
  profile: { id: string };
}

/** The test app's helpers for members and chats; `close()` ends every stream it opened. */
export function socialKit(sobor: () => TestSobor) {
  const open: SseReader[] = [];

  async function create(path: string, data: Record<string, unknown>) {
    const { status, body } = await sobor().json(path, { method: "POST", secret: true, body: { data } });
    if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
    return body.data as { id: string };
  }

  /** A registered subject with a profile of its own. */
  async function member(title: string): Promise<Member> {
    const tokens = await register(sobor());
    const subjectId = subjectOf(tokens.jwt);
    const profile = await create("/api/social/profiles", { slug: uniqueText("profile"), title: { ru: title } });
    await create("/api/rbac/subjects-to-social-module-profiles", { subjectId, socialModuleProfileId: profile.id });
    return { tokens, subjectId, profile };
  }

  /** Adds a member to a chat; answers the profiles-to-chats link (delete it to take the member out). */
  const join = (m: Member, chatId: string) => create("/api/social/profiles-to-chats", { profileId: m.profile.id, chatId });

  async function chat(members: Member[], title = uniqueText("чат")) {
    const row = await create("/api/social/chats", { title: { ru: title } });
    for (const m of members) await join(m, row.id);
    return row;
  }

  const base = (m: Member, chatId: string) => `/api/rbac/subjects/${m.subjectId}/social-module/profiles/${m.profile.id}/chats/${chatId}`;
  const headers = (m: Member, extra: Record<string, string> = {}) => ({ ...bearer(m.tokens.jwt), ...extra });
  const post = (m: Member, chatId: string, description: string) =>
    sobor().json(`${base(m, chatId)}/messages`, { method: "POST", headers: headers(m), body: { data: { description } } });
  const markRead = (m: Member, chatId: string, messageId: string) => sobor().json(`${base(m, chatId)}/messages/${messageId}/react`, { method: "POST", headers: headers(m) });
  const react = (m: Member, chatId: string, messageId: string, kind: string, on = true) =>
    sobor().json(`${base(m, chatId)}/messages/${messageId}/reactions/${kind}`, { method: on ? "PUT" : "DELETE", headers: headers(m) });

  /** Opens a stream (`path` on the app), checks it is one, and waits for its `ready`. */
  async function stream(path: string, m: Member, extra: Record<string, string> = {}) {
    const response = await sobor().request(path, { headers: headers(m, extra) });
    expect(response.status, response.status === 200 ? "" : await response.clone().text()).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const reader = readSse(response);
    open.push(reader);
    await reader.next("ready");
    return reader;
  }
  /** The member's one stream of all its chats. */
  const memberStream = (m: Member, extra: Record<string, string> = {}, query = "") => stream(`/api/rbac/subjects/${m.subjectId}/social-module/events${query}`, m, extra);
  /** One chat's stream. */
  const chatStream = (m: Member, chatId: string, extra: Record<string, string> = {}, query = "") => stream(`${base(m, chatId)}/events${query}`, m, extra);

  return {
    create,
    member,
    join,
    chat,
    base,
    headers,
    post,
    markRead,
    react,
    memberStream,
    chatStream,
    track: (reader: SseReader) => open.push(reader),
    close: () => Promise.all(open.map((r) => r.close())),
  };
}
