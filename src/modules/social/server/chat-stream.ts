import type { Hono } from "hono";
import { answer } from "../../../core/http/route-docs.js";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import { z } from "zod";
import type { LiveEvent } from "../../../core/events/live.js";
import { badRequest, HttpError } from "../../../core/http/errors.js";
import { uuidParams, validate } from "../../../core/http/validate.js";
import type { AppContext } from "../../../core/module.js";
import { rbacOf } from "../../rbac/server/index.js";
import type { ChatAccess } from "./chat-access.js";
import { chatMessages, readMarksSince } from "./chat-messages.js";
import { chatLiveOf, chatTopic, cursorOf } from "./live.js";
import { SOCIAL_BASE } from "./paths.js";
import { chatSettings } from "./settings.js";

/** A stream ends after this long; the browser reconnects at once, authorised afresh (a revoked member is out). */
export const STREAM_LIFETIME_MS = 5 * 60_000;
/** A comment line this often keeps proxies from closing a quiet stream (HAProxy's `timeout tunnel` is longer). */
const HEARTBEAT_MS = 15_000;
/** How soon the browser reconnects after a stream ended. */
const RETRY_MS = 1_000;
/**
 * Replay reaches back this far before the cursor: a message committed a little after a later
 * one was announced still reaches the client (which drops what it already has, by id).
 */
const REPLAY_MARGIN_MS = 5_000;
const REPLAY_LIMIT = 200;

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

/**
 * GET .../chats/{chatId}/events: the chat as Server-Sent Events, for its members only (the same
 * check as every chat route). New messages, read marks and answers being written arrive as they
 * happen, from this process or (through Redis) another; on reconnect what was missed since
 * Last-Event-ID is replayed from the database first. A subject holds a bounded number of
 * streams open (429 past it), counted across processes when Redis is shared.
 */
const streamInput = validate({
  params: uuidParams("id", "profileId", "chatId"),
  query: streamQuery,
  summary: "The chat as Server-Sent Events (members only); Last-Event-ID replays what was missed",
  responses: { 200: answer("text/event-stream", "Events: message, read, answer pieces; id is the cursor") },
});

export function chatStreamRoute(app: Hono, context: AppContext, access: ChatAccess): void {
  const { db } = context;
  const rbac = rbacOf(context);

  app.get(`${SOCIAL_BASE}/:profileId/chats/:chatId/events`, streamInput, async (c) => {
    const { subjectId, profileId, chatId } = await access.ownedChat(c, c.var.input.params);
    const cursor = cursorFrom(c.req.header("last-event-id"), c.var.input.query.since);
    const live = chatLiveOf(context);

    // Counted in the limiter's store: a window a little longer than a stream lives, so a count a
    // crashed process never gave back is forgotten soon after.
    const key = `social-chat-streams:${subjectId}`;
    const open = await rbac.rateStore.hit(key, STREAM_LIFETIME_MS + 60_000).catch(() => undefined);
    if (open && open.count > chatSettings(context).streamsPerSubject) {
      await rbac.rateStore.undo(key);
      throw new HttpError(429, `Too many open chat streams (at most ${chatSettings(context).streamsPerSubject}); close a chat tab and try again`, [], { "Retry-After": "10" });
    }

    const response = streamSSE(c, async (stream) => {
      // Listen before replaying, so nothing falls between the two; duplicates are harmless.
      const held: LiveEvent[] = [];
      let replaying = true;
      const send = (event: LiveEvent) => {
        if (event.type === "read" && (event.data as { profileId?: string }).profileId !== profileId) return;
        if (replaying) held.push(event);
        else void write(stream, event);
      };
      const unsubscribe = live.hub.subscribe(chatTopic(chatId), send);
      const heartbeat = setInterval(() => void stream.write(": keep-alive\n\n"), HEARTBEAT_MS);
      let end: () => void = () => undefined;
      const ended = new Promise<void>((resolve) => (end = resolve));
      const lifetime = setTimeout(end, STREAM_LIFETIME_MS);
      stream.onAbort(end);
      try {
        await stream.writeSSE({ event: "ready", data: "{}", retry: RETRY_MS });
        if (cursor !== undefined) {
          const since = new Date(Math.max(0, cursor - REPLAY_MARGIN_MS));
          const [missed, marks] = await Promise.all([
            chatMessages(db, chatId, profileId, { since, limit: REPLAY_LIMIT }),
            readMarksSince(db, chatId, profileId, since, REPLAY_LIMIT),
          ]);
          for (const message of missed) await write(stream, { type: "message", id: cursorOf(message.createdAt), data: message });
          for (const mark of marks) await write(stream, { type: "read", id: cursorOf(mark.updatedAt), data: { messageId: mark.messageId, profileId } });
        }
        replaying = false;
        for (const event of held.splice(0)) await write(stream, event);
        await ended;
      } finally {
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        if (open) await rbac.rateStore.undo(key).catch(() => undefined);
      }
    });
    // streamSSE says no-cache; nothing on the way (the page cache, a proxy) may keep a stream.
    response.headers.set("cache-control", "no-store");
    response.headers.set("x-accel-buffering", "no");
    return response;
  });
}

async function write(stream: SSEStreamingApi, event: LiveEvent): Promise<void> {
  if (stream.aborted || stream.closed) return;
  await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data), ...(event.id ? { id: event.id } : {}) });
}
