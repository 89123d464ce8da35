import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { createParser } from "eventsource-parser";
import { useEffect, useState, useSyncExternalStore } from "react";
import { freshSession } from "../../rbac/client/session";
import { socialPaths, type SocialChat, type SocialChatMessage } from "../widget-data-types";
import { applyToList, type ListEvent } from "./chat-events";
import { socialKeys } from "./social-keys";

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
/** Events are kept this long, so a message list fetched meanwhile can catch up on them. */
const LOG_MS = 120_000;
const NO_DRAFTS: ChatDraft[] = [];

interface Logged {
  seq: number;
  at: number;
  chatId: string;
  event: ListEvent;
}

/**
 * The subject's one live stream (GET /api/rbac/subjects/{id}/social-module/events), shared by
 * every chat the page shows: however many chats, a tab holds one connection, so the server's
 * open-stream cap counts tabs and the browser's few connections per host stay free for posting.
 * It reads the Server-Sent Events with fetch (so a 429 can be told apart and the session
 * refreshed before each connection), reconnects with Last-Event-ID (the server replays what was
 * missed) and applies each event to the TanStack Query cache: new messages, read marks and
 * reactions to the chat's message lists (one per profile of the subject in it), chats joined or
 * left to the chat lists; answers being written are kept as drafts.
 */
class ChatsConnection {
  status: LiveStatus = "connecting";
  users = 0;
  private readonly drafts = new Map<string, ChatDraft[]>();
  private readonly listeners = new Set<() => void>();
  private log: Logged[] = [];
  private seq = 0;
  private stop?: AbortController;

  constructor(
    private readonly subjectId: string,
    private readonly queryClient: QueryClient,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  draftsOf(chatId: string): ChatDraft[] {
    return this.drafts.get(chatId) ?? NO_DRAFTS;
  }

  /** Where the event log stands: a list fetched from now on catches up from here. */
  mark(): number {
    return this.seq;
  }

  /**
   * A chat's list as fetched, with the events heard since `mark` applied: whatever was announced
   * while the request was on its way is in the answer or added now.
   */
  catchUp(mark: number, chatId: string, viewer: string, list: SocialChatMessage[]): SocialChatMessage[] {
    return this.log.filter((l) => l.seq > mark && l.chatId === chatId).reduce((acc, l) => applyToList(acc, l.event, viewer), list);
  }

  start(): void {
    this.setStatus("connecting");
    const stop = (this.stop = new AbortController());
    let lastEventId: string | undefined;
    let retryMs = RETRY_MS;
    const connect = async (): Promise<void> => {
      await freshSession();
      const response = await fetch(socialPaths.events(this.subjectId), {
        headers: { accept: "text/event-stream", ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
        cache: "no-store",
        signal: stop.signal,
      });
      if (response.status === 429) {
        this.setStatus("too-many");
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
          if (message.event === "ready") retryMs = RETRY_MS;
          if (message.event) this.onEvent(message.event, JSON.parse(message.data || "{}"));
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.feed(value);
      }
    };
    void (async () => {
      while (!stop.signal.aborted) {
        try {
          await connect();
          // The server ends a stream now and then (its lifetime): reconnect at once.
          if (this.status !== "too-many") this.setStatus("reconnecting");
        } catch {
          if (stop.signal.aborted) return;
          if (this.status !== "too-many") this.setStatus("reconnecting");
          await new Promise((resolve) => setTimeout(resolve, retryMs));
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        }
      }
    })();
  }

  close(): void {
    this.stop?.abort();
  }

  private setStatus(status: LiveStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.changed();
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  private onEvent(type: string, data: any): void {
    switch (type) {
      case "ready":
        this.setStatus("live");
        this.checkChats(data.chats ?? []);
        return;
      case "message":
      case "read":
      case "reactions":
        this.apply(data.chatId, { type, data } as ListEvent);
        if (type === "message" && data.draftId) this.setDrafts(data.chatId, (list) => list.filter((d) => d.draftId !== data.draftId));
        return;
      case "delta":
        this.setDrafts(data.chatId, (list) =>
          list.some((d) => d.draftId === data.draftId)
            ? list.map((d) => (d.draftId === data.draftId ? { ...d, text: d.text + data.text } : d))
            : [...list, { draftId: data.draftId, profileId: data.profileId, profile: data.profile, text: data.text }],
        );
        return;
      case "joined":
        void this.queryClient.invalidateQueries({ queryKey: socialKeys.chats(this.subjectId, data.profileId) });
        if (!this.knowsProfile(data.profileId)) void this.queryClient.invalidateQueries({ queryKey: socialKeys.profiles(this.subjectId) });
        return;
      case "left":
        // Gone from the page at once; the server has stopped sending it.
        this.queryClient.setQueryData<SocialChat[]>(socialKeys.chats(this.subjectId, data.profileId), (chats) => chats?.filter((c) => c.id !== data.chatId));
        this.queryClient.removeQueries({ queryKey: socialKeys.messages(this.subjectId, data.profileId, data.chatId) });
        this.setDrafts(data.chatId, () => []);
        return;
      case "resync":
        // More was missed than a replay carries: load the chats afresh.
        void this.queryClient.invalidateQueries({ queryKey: socialKeys.subject(this.subjectId) });
        return;
    }
  }

  /** Applies a list event to every list of the chat in the cache (one per profile of the subject in it), and logs it. */
  private apply(chatId: string, event: ListEvent): void {
    const now = Date.now();
    this.log = this.log.filter((l) => now - l.at < LOG_MS);
    this.log.push({ seq: ++this.seq, at: now, chatId, event });
    for (const query of this.queryClient.getQueryCache().findAll({ queryKey: socialKeys.allMessages(this.subjectId) })) {
      const [, , , viewer, chat] = query.queryKey as ReturnType<typeof socialKeys.messages>;
      if (chat !== chatId) continue;
      this.queryClient.setQueryData<SocialChatMessage[]>(query.queryKey, (list) => (list ? applyToList(list, event, viewer) : list));
    }
  }

  private setDrafts(chatId: string, change: (list: ChatDraft[]) => ChatDraft[]): void {
    const next = change(this.draftsOf(chatId));
    if (next.length) this.drafts.set(chatId, next);
    else if (!this.drafts.delete(chatId)) return;
    this.changed();
  }

  private knowsProfile(profileId: string): boolean {
    const profiles = this.queryClient.getQueryData<{ id: string }[]>(socialKeys.profiles(this.subjectId));
    return !profiles || profiles.some((p) => p.id === profileId);
  }

  /** On (re)connecting: a chat list that differs from the chats the stream carries is loaded again. */
  private checkChats(chats: { chatId: string; profileId: string }[]): void {
    const profiles = new Set(chats.map((c) => c.profileId));
    if ([...profiles].some((id) => !this.knowsProfile(id))) void this.queryClient.invalidateQueries({ queryKey: socialKeys.profiles(this.subjectId) });
    for (const [key, list] of this.queryClient.getQueriesData<SocialChat[]>({ queryKey: socialKeys.allChats(this.subjectId) })) {
      if (!list) continue;
      const profileId = key[3] as string;
      const carried = chats.filter((c) => c.profileId === profileId).map((c) => c.chatId).sort().join();
      if (carried !== list.map((c) => c.id).sort().join()) void this.queryClient.invalidateQueries({ queryKey: key });
    }
  }
}

const connections = new WeakMap<QueryClient, Map<string, ChatsConnection>>();

/**
 * The subject's live connection, opened by the first component that asks and closed when the
 * last one is gone. Answers its status; `chatId` also gives that chat's answers being written.
 */
export function useChatsLive(subjectId: string, chatId?: string) {
  const queryClient = useQueryClient();
  const [connection] = useState(() => {
    const bySubject = connections.get(queryClient) ?? new Map<string, ChatsConnection>();
    connections.set(queryClient, bySubject);
    const existing = bySubject.get(subjectId);
    if (existing) return existing;
    const created = new ChatsConnection(subjectId, queryClient);
    bySubject.set(subjectId, created);
    return created;
  });
  useEffect(() => {
    if (connection.users++ === 0) connection.start();
    // The last one gone closes it; it stays in the map, and opens again for the next one.
    return () => {
      if (--connection.users === 0) connection.close();
    };
  }, [connection]);
  const status = useSyncExternalStore(connection.subscribe, () => connection.status, () => "connecting" as LiveStatus);
  const drafts = useSyncExternalStore(
    connection.subscribe,
    () => (chatId ? connection.draftsOf(chatId) : NO_DRAFTS),
    () => NO_DRAFTS,
  );
  return { status, drafts, connection };
}
