import { randomUUID } from "node:crypto";
import type { Context, Hono } from "hono";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import { z } from "zod";
import type { LiveEvent } from "../../../core/events/live.js";
import { badRequest, HttpError } from "../../../core/http/errors.js";
import { answer } from "../../../core/http/route-docs.js";
import { uuidParams, validate } from "../../../core/http/validate.js";
import type { AppContext } from "../../../core/module.js";
import { authorizeSubject, rbacOf } from "../../rbac/server/index.js";
import type { ChatAccess } from "./chat-access.js";
import { replaySince } from "./chat-replay.js";
import { chatLiveOf, chatTopic, cursorOf } from "./live.js";
import { membershipsOf, type Membership } from "./memberships.js";
import { openStreamsOf, type OpenStream } from "./open-streams.js";
import { SOCIAL_BASE } from "./paths.js";
import { chatSettings } from "./settings.js";

/** A stream ends after this long; the browser reconnects at once, authorised afresh (a signed-out session is out). */
export const STREAM_LIFETIME_MS = 5 * 60_000;
/** A comment line this often keeps proxies from closing a quiet stream (HAProxy's `timeout tunnel` is longer). */
const HEARTBEAT_MS = 15_000;
/** How soon the browser reconnects after a stream ended. */
const RETRY_MS = 1_000;

const streamQuery = z.object({
  /** First connection: the newest message the page already shows (ms); missing: nothing to replay. */
  since: z
    .string({ error: "must be a time in ms (a whole number)" })
    .regex(/^\d{1,16}$/, { error: "must be a time in ms (a whole number)" })
    .transform(Number)
    .optional(),
});

/** Last-Event-ID (what the browser sends when it reconnects) wins over `since`. */
function cursorFrom(header: string | undefined, since: number | undefined): number | undefined {
  if (header === undefined || header === "") return since;
  if (!/^\d{1,16}$/.test(header)) throw badRequest("Last-Event-ID must be a cursor this stream sent (a whole number)");
  return Number(header);
}

const EVENTS = "Events: ready (the chats it carries), message, read, reactions, delta (an answer being written), joined, left, resync; id is the cursor";
const subjectStreamInput = validate({
  params: uuidParams("id"),
  query: streamQuery,
  summary: "Every chat of the subject's profiles as one stream of Server-Sent Events; Last-Event-ID replays what was missed",
  responses: { 200: answer("text/event-stream", EVENTS) },
});
const chatStreamInput = validate({
  params: uuidParams("id", "profileId", "chatId"),
  query: streamQuery,
  summary: "One chat as Server-Sent Events (members only); Last-Event-ID replays what was missed",
  responses: { 200: answer("text/event-stream", EVENTS) },
});

/** Which of a subject's chats a stream carries: all of them, or one chat of one profile. */
type Scope = { subjectId: string; only?: { profileId: string; chatId: string } };

/**
 * The chats' live streams, as Server-Sent Events:
 * - GET /api/rbac/subjects/{id}/social-module/events: every chat of every profile of the subject,
 *   in one stream (the chat page opens one per tab, however many chats it shows). Chats the
 *   subject joins start arriving (`joined`), chats it leaves stop at once (`left`).
 * - GET .../profiles/{profileId}/chats/{chatId}/events: one chat, for its members.
 * New messages, read marks (any member's), reactions and answers being written arrive as they
 * happen, from this process or (through Redis) another; on reconnect what was missed since
 * Last-Event-ID is replayed from the database first. A subject holds a bounded number of streams
 * open (a tab each; 429 past it), counted across processes when Redis is shared.
 */
export function chatStreamRoutes(app: Hono, context: AppContext, access: ChatAccess): void {
  const rbac = rbacOf(context);
  app.get("/api/rbac/subjects/:id/social-module/events", subjectStreamInput, async (c) => {
    const subjectId = c.var.input.params.id;
    await authorizeSubject(rbac, c, subjectId);
    return serveStream(context, c, { subjectId }, cursorFrom(c.req.header("last-event-id"), c.var.input.query.since));
  });
  app.get(`${SOCIAL_BASE}/:profileId/chats/:chatId/events`, chatStreamInput, async (c) => {
    const { subjectId, profileId, chatId } = await access.ownedChat(c, c.var.input.params);
    return serveStream(context, c, { subjectId, only: { profileId, chatId } }, cursorFrom(c.req.header("last-event-id"), c.var.input.query.since));
  });
}

async function serveStream(context: AppContext, c: Context, scope: Scope, cursor: number | undefined): Promise<Response> {
  const rbac = rbacOf(context);
  const { subjectId } = scope;
  // A place per open stream in the limiter's store (shared through Redis), held a little longer
  // than a stream lives: a place a crashed process never gave back is forgotten soon after.
  const key = `social-chat-streams:${subjectId}`;
  const holder = randomUUID();
  const limit = chatSettings(context).streamsPerSubject;
  const held = await rbac.rateStore.acquire(key, holder, limit, STREAM_LIFETIME_MS + 60_000).catch(() => undefined);
  if (held === false) {
    throw new HttpError(429, `Too many open chat streams (at most ${limit}); close a chat tab and try again`, [], { "Retry-After": "10" });
  }

  const response = streamSSE(c, async (stream) => {
    // Listen before replaying, so nothing falls between the two; duplicates are harmless.
    const waiting: LiveEvent[] = [];
    let replaying = true;
    const chats = new ChatSet(context, scope, (event) => {
      if (replaying) waiting.push(event);
      else void write(stream, event);
    });
    const heartbeat = setInterval(() => void stream.write(": keep-alive\n\n"), HEARTBEAT_MS);
    let end: () => void = () => undefined;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const lifetime = setTimeout(end, STREAM_LIFETIME_MS);
    stream.onAbort(end);
    // Events that may have been lost on the way between processes are in the database: ending
    // the stream makes the browser reconnect with its Last-Event-ID and have them replayed.
    const stopWatchingGaps = chatLiveOf(context).hub.onLost(end);
    // Memberships read by several queries may land out of order: the latest read wins. What is
    // set before `ready` goes out is in its list; after it, changes are announced.
    let readAt = -Infinity;
    let announced = false;
    const setChats = (rows: Membership[], at: number) => {
      if (at < readAt) return;
      readAt = at;
      chats.set(rows, { quiet: !announced });
      if (scope.only && !chats.ids().length) end();
    };
    const registered: OpenStream = { subjectId, update: setChats };
    const streams = openStreamsOf(context);
    try {
      streams.add(registered);
      const startedAt = performance.now();
      setChats(await membershipsOf(context.db, [subjectId]), startedAt);
      const ready = { event: "ready", id: cursorOf(new Date()), data: JSON.stringify({ chats: chats.list() }), retry: RETRY_MS };
      announced = true;
      await stream.writeSSE(ready);
      if (cursor !== undefined) {
        for (const event of await replaySince(context.db, chats.ids(), cursor, (chatId) => chats.readerOf(chatId))) await write(stream, event);
      }
      replaying = false;
      for (const event of waiting.splice(0)) await write(stream, event);
      await ended;
    } finally {
      stopWatchingGaps();
      streams.delete(registered);
      chats.close();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      if (held) await rbac.rateStore.release(key, holder).catch(() => undefined);
    }
  });
  // streamSSE says no-cache; nothing on the way (the page cache, a proxy) may keep a stream.
  response.headers.set("cache-control", "no-store");
  response.headers.set("x-accel-buffering", "no");
  return response;
}

/**
 * The chats one stream carries, and its subscriptions to their live topics: set to the
 * subject's memberships as they change, it subscribes to a chat joined and says `joined`, and
 * unsubscribes from a chat left and says `left`.
 */
class ChatSet {
  /** chatId → the subject's profiles in it. */
  private readonly members = new Map<string, Set<string>>();
  private readonly listening = new Map<string, () => void>();

  constructor(
    private readonly context: AppContext,
    private readonly scope: Scope,
    private readonly send: (event: LiveEvent) => void,
  ) {}

  set(rows: Membership[], { quiet = false } = {}): void {
    const { only } = this.scope;
    const next = new Map<string, Set<string>>();
    for (const row of rows) {
      if (only && (row.profileId !== only.profileId || row.chatId !== only.chatId)) continue;
      next.set(row.chatId, (next.get(row.chatId) ?? new Set()).add(row.profileId));
    }
    for (const [chatId, profiles] of this.members) {
      for (const profileId of profiles) if (!next.get(chatId)?.has(profileId) && !quiet) this.send({ type: "left", data: { chatId, profileId } });
      if (!next.has(chatId)) {
        this.listening.get(chatId)?.();
        this.listening.delete(chatId);
      }
    }
    const hub = chatLiveOf(this.context).hub;
    for (const [chatId, profiles] of next) {
      if (!this.listening.has(chatId)) this.listening.set(chatId, hub.subscribe(chatTopic(chatId), this.send));
      for (const profileId of profiles) if (!this.members.get(chatId)?.has(profileId) && !quiet) this.send({ type: "joined", data: { chatId, profileId } });
    }
    this.members.clear();
    for (const [chatId, profiles] of next) this.members.set(chatId, profiles);
  }

  ids(): string[] {
    return [...this.members.keys()];
  }

  list(): { chatId: string; profileId: string }[] {
    return [...this.members].flatMap(([chatId, profiles]) => [...profiles].map((profileId) => ({ chatId, profileId })));
  }

  /** Whose read marks a chat's replayed messages report: the subject's (first) profile in it. */
  readerOf(chatId: string): string | undefined {
    return this.members.get(chatId)?.values().next().value;
  }

  close(): void {
    for (const unsubscribe of this.listening.values()) unsubscribe();
    this.listening.clear();
    this.members.clear();
  }
}

async function write(stream: SSEStreamingApi, event: LiveEvent): Promise<void> {
  if (stream.aborted || stream.closed) return;
  await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data), ...(event.id ? { id: event.id } : {}) });
}
