import { useQueryClient } from "@tanstack/react-query";
import { createParser } from "eventsource-parser";
import { useEffect, useState } from "react";
import { freshSession } from "../../rbac/client/session";
import { socialPaths, type SocialChatMessage } from "../widget-data-types";

/** An answer being written (an agent's), shown until its finished message arrives. */
export interface ChatDraft {
  draftId: string;
  profileId: string;
  profile: SocialChatMessage["profile"];
  text: string;
}

/** 'live': connected; 'reconnecting': trying again; 'too-many': the server refused (open-stream cap). */
export type LiveStatus = "connecting" | "live" | "reconnecting" | "too-many";

const RETRY_MS = 1_000;
const MAX_RETRY_MS = 15_000;

const newest = (messages: SocialChatMessage[] | undefined) =>
  (messages ?? []).reduce((max, m) => Math.max(max, new Date(m.createdAt).getTime() || 0), 0);

/**
 * Keeps a chat's message list (the TanStack Query cache entry `queryKey`) live: reads the chat's
 * Server-Sent Events with fetch (so a 429 can be told apart and the session refreshed before each
 * connection), merges new messages and read marks by id, and collects answers being written.
 * Reconnects with Last-Event-ID, so what happened meanwhile is replayed.
 */
export function useChatLive(subjectId: string, profileId: string, chatId: string, queryKey: readonly unknown[], ready: boolean) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<ChatDraft[]>([]);
  const [status, setStatus] = useState<LiveStatus>("connecting");

  useEffect(() => {
    if (!ready) return;
    const stop = new AbortController();
    let lastEventId: string | undefined;
    let retryMs = RETRY_MS;

    const update = (change: (list: SocialChatMessage[]) => SocialChatMessage[]) =>
      queryClient.setQueryData<SocialChatMessage[]>(queryKey, (list) => (list ? change(list) : list));

    const onEvent = (event: string, data: string) => {
      if (event === "message") {
        const message = JSON.parse(data) as SocialChatMessage & { draftId?: string };
        const own = message.profileId === profileId;
        update((list) => {
          const known = list.find((m) => m.id === message.id);
          if (known) return list.map((m) => (m.id === message.id ? { ...message, isRead: m.isRead || message.isRead || own } : m));
          return [...list, { ...message, isRead: message.isRead || own }].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
        });
        if (message.draftId) setDrafts((list) => list.filter((d) => d.draftId !== message.draftId));
      } else if (event === "read") {
        const { messageId } = JSON.parse(data) as { messageId: string };
        update((list) => list.map((m) => (m.id === messageId ? { ...m, isRead: true } : m)));
      } else if (event === "delta") {
        const delta = JSON.parse(data) as ChatDraft;
        setDrafts((list) =>
          list.some((d) => d.draftId === delta.draftId)
            ? list.map((d) => (d.draftId === delta.draftId ? { ...d, text: d.text + delta.text } : d))
            : [...list, delta],
        );
      }
    };

    async function connect(): Promise<void> {
      await freshSession();
      const since = newest(queryClient.getQueryData<SocialChatMessage[]>(queryKey));
      const url = `${socialPaths.chat(subjectId, profileId, chatId)}/events${lastEventId ? "" : `?since=${since}`}`;
      const response = await fetch(url, {
        headers: { accept: "text/event-stream", ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
        cache: "no-store",
        signal: stop.signal,
      });
      if (response.status === 429) {
        setStatus("too-many");
        await response.body?.cancel();
        throw new Error("too many streams");
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new Error(`chat stream: ${response.status}`);
      }
      const parser = createParser({
        onEvent: (message) => {
          if (message.id) lastEventId = message.id;
          if (message.event === "ready") {
            setStatus("live");
            retryMs = RETRY_MS;
          } else if (message.event) onEvent(message.event, message.data);
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.feed(value);
      }
    }

    void (async () => {
      while (!stop.signal.aborted) {
        try {
          await connect();
          // The server ends a stream now and then (its lifetime): reconnect at once.
          setStatus((s) => (s === "too-many" ? s : "reconnecting"));
        } catch {
          if (stop.signal.aborted) return;
          setStatus((s) => (s === "too-many" ? s : "reconnecting"));
          await new Promise((resolve) => setTimeout(resolve, retryMs));
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        }
      }
    })();
    return () => stop.abort();
    // queryKey is made of the ids listed.
  }, [ready, subjectId, profileId, chatId, queryClient]);

  return { drafts, status };
}
