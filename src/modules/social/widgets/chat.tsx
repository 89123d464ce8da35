import "../messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, LogIn, MessagesSquare, Send } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "../../../core/ui/toast";
import type { RequestClient } from "../../../core/client/api";
import { Button } from "../../../core/ui/button";
import { cn } from "../../../core/ui/cn";
import { Skeleton } from "../../../core/ui/skeleton";
import { sessionApi } from "../../rbac/client/session";
import { useSession } from "../../rbac/client/use-session";
import type { ReactionKind } from "../reaction-kinds";
import { MESSAGE_MAX_LENGTH, socialPaths, type MessageReaction, type SocialChat, type SocialChatMessage, type SocialProfile } from "../widget-data-types";
import { EmptyNote, useSocial } from "./shared";
import { useInnerLevel } from "../../../core/page/block-header";
import { ApiError } from "../../../core/client/api";
import { errorText } from "../../../core/client/error-text";
import { AGENT_MESSAGE_TEXTS, type AgentMessageVariant } from "../agent-texts";
import { applyToList, readByOthers, type ListEvent } from "./chat-events";
import { useChatsLive, type LiveStatus } from "./live-chat";
import { MessageReactions } from "./reactions";
import { socialKeys } from "./social-keys";

// Chats are private: nothing here is rendered on the server. After hydration the browser asks
// the subject routes with the reader's credentials (the access token cookie), never cached.

const SIGN_IN_PATH = "/rbac/subject/authentication/select-method";
const privateRead = { cache: "no-store" as RequestCache, retry: { tries: 1 } };

export { socialKeys };

/**
 * Calls as the signed-in subject through the session's client, which refreshes the access token
 * (kept in the rbac.subject.jwt cookie) before it expires.
 */
const useSubjectApi = (): RequestClient => sessionApi;


function LoadFailed({ error }: { error: unknown }) {
  const { label } = useSocial();
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {label("loadFailed")}: {errorText(error)}
    </p>
  );
}

function Loading({ lines = 3 }: { lines?: number }) {
  return (
    <div className="flex flex-col gap-3" aria-busy>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn("h-12", i % 2 ? "ml-auto w-2/3" : "w-3/4")} />
      ))}
    </div>
  );
}

function formatTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "ru-RU", { dateStyle: "short", timeStyle: "short" }).format(date);
}

/** Applies a change to a chat's list as `profileId` sees it, as the live stream would. */
function useListChange(subjectId: string, profileId: string, chatId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (event: ListEvent) =>
      queryClient.setQueryData<SocialChatMessage[]>(socialKeys.messages(subjectId, profileId, chatId), (list) => (list ? applyToList(list, event, profileId) : list)),
    [queryClient, subjectId, profileId, chatId],
  );
}

function MessageForm({ subjectId, profileId, chat }: { subjectId: string; profileId: string; chat: SocialChat }) {
  const { label } = useSocial();
  const api = useSubjectApi();
  const change = useListChange(subjectId, profileId, chat.id);
  const { register, handleSubmit, reset, formState } = useForm<{ description: string }>({ defaultValues: { description: "" } });
  const post = useMutation({
    mutationFn: (description: string) => api.request<SocialChatMessage>("POST", socialPaths.messages(subjectId, profileId, chat.id), { data: { description } }),
    onSuccess: (message) => {
      toast.success(label("messageCreated"));
      reset({ description: "" });
      // Shown at once; the live stream brings the same message (merged by id) to the other tabs.
      change({ type: "message", data: { ...message, chatId: chat.id } });
    },
    onError: (error) => toast.error(postError(error)),
  });
  const postError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 429) return label("postTooFast");
    if (error instanceof ApiError && error.status === 400 && /at most/.test(error.message)) return label("messageTooLong").replace("{max}", String(MESSAGE_MAX_LENGTH));
    return errorText(error);
  };
  const id = `social-message-${profileId}-${chat.id}`;
  const error = formState.errors.description?.message;
  return (
    <form noValidate onSubmit={handleSubmit(({ description }) => post.mutate(description.trim()))} className="flex flex-col gap-2 border-t border-brand-100 pt-4">
      <label htmlFor={id} className="sr-only">
        {label("message")}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={2}
          placeholder={label("messagePlaceholder")}
          disabled={post.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-12 flex-1 resize-y rounded-md border border-brand-300 bg-white px-3 py-2 text-base focus:border-brand-500 focus:outline-2 focus:outline-brand-400 aria-[invalid=true]:border-red-600"
          {...register("description", { validate: (value) => value.trim().length > 0 || label("messageRequired") })}
        />
        <Button type="submit" variant="primary" disabled={post.isPending} aria-busy={post.isPending || undefined}>
          <Send className="size-4" aria-hidden />
          {post.isPending ? label("sending") : label("send")}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * Marks a message read for this profile once it has been on screen in a visible tab (so a
 * message that arrives in a background tab, or below the fold, stays counted as unread). Each
 * message is marked once; every member's page hears the mark live.
 */
function useMarkRead(api: RequestClient, subjectId: string, profileId: string, chatId: string) {
  const change = useListChange(subjectId, profileId, chatId);
  const sent = useRef(new Set<string>());
  return useCallback(
    (messageId: string) => {
      if (sent.current.has(messageId)) return;
      sent.current.add(messageId);
      api.request("POST", socialPaths.react(subjectId, profileId, chatId, messageId)).then(
        () => change({ type: "read", data: { chatId, messageId, profileId } }),
        () => sent.current.delete(messageId),
      );
    },
    [api, change, subjectId, profileId, chatId],
  );
}

/** Calls `onSeen` while the element is on screen in a visible tab. */
function useOnScreen<E extends Element>(onSeen: (() => void) | undefined) {
  const ref = useRef<E>(null);
  const latest = useRef(onSeen);
  latest.current = onSeen;
  const watching = Boolean(onSeen);
  useEffect(() => {
    const element = ref.current;
    if (!watching || !element) return;
    let onScreen = false;
    const check = () => {
      if (onScreen && document.visibilityState === "visible") latest.current?.();
    };
    const observer = new IntersectionObserver(([entry]) => {
      onScreen = Boolean(entry?.isIntersecting);
      check();
    });
    observer.observe(element);
    document.addEventListener("visibilitychange", check);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", check);
    };
  }, [watching]);
  return ref;
}

/** Gives or takes back this profile's reactions; the answer (and every member's page, live) has them as they now are. */
function useReact(api: RequestClient, subjectId: string, profileId: string, chatId: string) {
  const { label } = useSocial();
  const change = useListChange(subjectId, profileId, chatId);
  const react = useMutation({
    mutationFn: ({ messageId, kind, on }: { messageId: string; kind: ReactionKind; on: boolean }) =>
      api.request<{ messageId: string; reactions: MessageReaction[] }>(on ? "PUT" : "DELETE", socialPaths.reaction(subjectId, profileId, chatId, messageId, kind)),
    onSuccess: ({ messageId, reactions }) => change({ type: "reactions", data: { chatId, messageId, reactions } }),
    onError: (error) => toast.error(error instanceof ApiError && error.status === 429 ? label("reactTooFast") : errorText(error)),
  });
  return react.mutate;
}

/** A message's text: an agent's apology in the reader's language, else what was written. */
function messageText(message: SocialChatMessage, language: string): string {
  if (message.variant in AGENT_MESSAGE_TEXTS.phrases) return AGENT_MESSAGE_TEXTS.text(message.variant as AgentMessageVariant, language);
  return message.description;
}

interface BubbleProps {
  own: boolean;
  author: string;
  time?: string;
  unread?: boolean;
  text: string;
  className?: string | null;
  busy?: boolean;
  onSeen?: () => void;
  children?: ReactNode;
}

function Bubble({ own, author, time, unread, text, className, busy, onSeen, children }: BubbleProps) {
  const { label, language } = useSocial();
  const ref = useOnScreen<HTMLLIElement>(onSeen);
  return (
    <li ref={ref} aria-busy={busy || undefined} className={cn("flex max-w-[85%] flex-col gap-1", own ? "self-end items-end" : "self-start items-start", className)}>
      <span className="flex items-center gap-2 text-xs text-ink/70">
        {author && <span className="font-medium text-ink/80">{author}</span>}
        {time && <time dateTime={time}>{formatTime(time, language)}</time>}
        {busy && <span>{label("writing")}</span>}
        {unread && <span className="rounded-full bg-brand-600 px-1.5 py-px text-[10px] font-semibold uppercase text-white">{label("unread")}</span>}
      </span>
      <p className={cn("whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-[15px] leading-relaxed", own ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm bg-brand-100 text-ink")}>
        {text}
      </p>
      {children}
    </li>
  );
}

/** Under one's own message: whether the other members have read it. */
function ReadReceipt({ message }: { message: SocialChatMessage }) {
  const { label } = useSocial();
  const readers = readByOthers(message).length;
  if (!readers) return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-ink/60">
      <Check className="size-3.5" aria-hidden />
      {readers === 1 ? label("readByOne") : label("readByMany").replace("{count}", String(readers))}
    </span>
  );
}

/** Keeps a list scrolled to its end as messages come, unless the reader has scrolled up. */
function useStickToEnd(deps: unknown[]) {
  const ref = useRef<HTMLOListElement>(null);
  const atEnd = useRef(true);
  useLayoutEffect(() => {
    const list = ref.current;
    if (list && atEnd.current) list.scrollTop = list.scrollHeight;
    // The caller names what changes the list's content.
  }, deps);
  const onScroll = () => {
    const list = ref.current;
    if (list) atEnd.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
  };
  return { ref, onScroll };
}

function ChatView({ subjectId, profile, chat }: { subjectId: string; profile: SocialProfile; chat: SocialChat }) {
  const { text, label, language } = useSocial();
  const api = useSubjectApi();
  const live = useChatsLive(subjectId, chat.id);
  const messages = useQuery({
    queryKey: socialKeys.messages(subjectId, profile.id, chat.id),
    queryFn: async ({ signal }) => {
      const mark = live.connection.mark();
      const list = await api.request<SocialChatMessage[]>("GET", socialPaths.messages(subjectId, profile.id, chat.id), { ...privateRead, signal });
      return live.connection.catchUp(mark, chat.id, profile.id, list);
    },
    // Asked once the live stream listens: what is announced from then on is in the answer or caught up.
    enabled: live.status !== "connecting",
    staleTime: 0,
  });
  const markRead = useMarkRead(api, subjectId, profile.id, chat.id);
  const react = useReact(api, subjectId, profile.id, chat.id);
  const scroll = useStickToEnd([messages.data, live.drafts]);
  const title = text(chat.title) || chat.slug;
  const unread = (messages.data ?? []).filter((m) => !m.isRead).length;
  const authorOf = (profileId: string | null, ref: SocialChatMessage["profile"]) =>
    profileId === profile.id ? label("you") : ref ? text(ref.title) || ref.slug : "";
  return (
    <article aria-label={title} data-social-chat={chat.slug} className={cn("flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-brand-200/70 sm:p-5", chat.className)}>
      <header className="flex items-center gap-2">
        <MessagesSquare className="size-5 text-brand-600" aria-hidden />
        <h4 className="font-serif text-xl text-brand-900">{title}</h4>
        {unread > 0 && (
          <span role="status" className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
            {label("unreadCount").replace("{count}", String(unread))}
          </span>
        )}
      </header>
      {messages.isPending ? (
        <Loading />
      ) : messages.isError ? (
        <LoadFailed error={messages.error} />
      ) : messages.data.length === 0 && live.drafts.length === 0 ? (
        <p className="text-sm text-ink/70">{label("noMessages")}</p>
      ) : (
        <ol ref={scroll.ref} onScroll={scroll.onScroll} aria-live="polite" className="flex max-h-[28rem] flex-col gap-3 overflow-y-auto pr-1">
          {messages.data.map((message) => {
            const own = message.profileId === profile.id;
            return (
              <Bubble
                key={message.id}
                own={own}
                author={authorOf(message.profileId, message.profile)}
                time={message.createdAt}
                unread={!message.isRead}
                text={messageText(message, language)}
                className={message.className}
                onSeen={message.isRead ? undefined : () => markRead(message.id)}
              >
                <div className={cn("flex items-center gap-3", own && "flex-row-reverse")}>
                  <MessageReactions reactions={message.reactions ?? []} viewer={profile.id} own={own} onToggle={(kind, on) => react({ messageId: message.id, kind, on })} />
                  {own && <ReadReceipt message={message} />}
                </div>
              </Bubble>
            );
          })}
          {live.drafts.map((draft) => (
            <Bubble key={draft.draftId} own={false} author={authorOf(draft.profileId, draft.profile)} text={draft.text} busy />
          ))}
        </ol>
      )}
      <MessageForm subjectId={subjectId} profileId={profile.id} chat={chat} />
    </article>
  );
}

/** Says, once for all the chats, when live updates are paused or coming back. */
function LiveStatusNote({ status }: { status: LiveStatus }) {
  const { label } = useSocial();
  if (status === "too-many") {
    return (
      <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900">
        {label("liveTooMany")}
      </p>
    );
  }
  if (status === "reconnecting") return <p className="text-xs text-ink/60">{label("liveReconnecting")}</p>;
  return null;
}

function ProfileChats({ subjectId, profile }: { subjectId: string; profile: SocialProfile }) {
  const Title = useInnerLevel();
  const { text, label } = useSocial();
  const api = useSubjectApi();
  const chats = useQuery({
    queryKey: socialKeys.chats(subjectId, profile.id),
    queryFn: ({ signal }) => api.request<SocialChat[]>("GET", socialPaths.chats(subjectId, profile.id), { ...privateRead, signal }),
    staleTime: 0,
  });
  const title = text(profile.title) || profile.slug;
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <Title className="font-serif text-2xl text-brand-900">{title}</Title>
      {chats.isPending ? (
        <Loading lines={2} />
      ) : chats.isError ? (
        <LoadFailed error={chats.error} />
      ) : chats.data.length === 0 ? (
        <EmptyNote>{label("noChats")}</EmptyNote>
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          {chats.data.map((chat) => (
            <ChatView key={chat.id} subjectId={subjectId} profile={profile} chat={chat} />
          ))}
        </div>
      )}
    </section>
  );
}

function SubjectChats({ subjectId }: { subjectId: string }) {
  const { label } = useSocial();
  const api = useSubjectApi();
  // One live stream for every chat below, opened at once (beside the first reads).
  const live = useChatsLive(subjectId);
  const profiles = useQuery({
    queryKey: socialKeys.profiles(subjectId),
    queryFn: ({ signal }) =>
      api.request<Omit<SocialProfile, "files">[]>("GET", socialPaths.profiles(subjectId), { ...privateRead, signal }).then((rows) => rows.map((row) => ({ ...row, files: [] }) as SocialProfile)),
    staleTime: 0,
  });
  if (profiles.isPending) return <Loading />;
  if (profiles.isError) return <LoadFailed error={profiles.error} />;
  if (!profiles.data.length) return <EmptyNote>{label("noOwnProfiles")}</EmptyNote>;
  return (
    <div className="flex flex-col gap-10">
      <LiveStatusNote status={live.status} />
      {profiles.data.map((profile) => (
        <ProfileChats key={profile.id} subjectId={subjectId} profile={profile} />
      ))}
    </div>
  );
}

/** SPEC §2 'Other screens': the signed-in subject's profiles, each with its chats and messages. */
export function ChatList() {
  const { label, href } = useSocial();
  const session = useSession();
  if (session.status === "loading") return <Loading />;
  if (session.status === "error" || !session.subjectId || session.isAnonymous) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-brand-300 bg-white/60 p-8 text-center">
        <p className="text-ink/70">{label("signIn")}</p>
        <Button asChild variant="primary">
          <Link to={href(SIGN_IN_PATH)}>
            <LogIn className="size-4" aria-hidden />
            {label("signInButton")}
          </Link>
        </Button>
      </div>
    );
  }
  return <SubjectChats subjectId={session.subjectId} />;
}
