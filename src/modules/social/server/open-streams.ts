import type { AppContext } from "../../../core/module.js";
import { log } from "../../../core/log.js";
import { changesMemberships, membershipsOf, type Membership } from "./memberships.js";

/** A live stream open on this process, kept to the chats its subject is in now. */
export interface OpenStream {
  subjectId: string;
  /** The subject's memberships as read by a query that began at `readAt` (performance.now()). */
  update(memberships: Membership[], readAt: number): void;
}

export interface OpenStreams {
  add(stream: OpenStream): void;
  delete(stream: OpenStream): void;
  /** Re-reads the memberships of every open stream's subject (tests, and the backstop). */
  refresh(): Promise<void>;
  close(): void;
}

/**
 * A backstop for a membership write whose event never arrived (a Redis hiccup): every open
 * stream's chats are read again this often. The write events make it prompt.
 */
const RECHECK_MS = 60_000;

const registries = new WeakMap<AppContext, OpenStreams>();

/**
 * The live streams this process holds, kept to their subjects' chats: a write that may change
 * who is in which chat (a member added or removed, a profile given or taken, a chat deleted),
 * heard on the write-event bus from this process or through Redis from another, re-reads the
 * memberships of every open stream's subject in one query; each stream then starts or stops
 * carrying chats at once, so a removed member stops receiving within moments.
 */
export function startOpenStreams(context: AppContext): OpenStreams {
  const streams = new Set<OpenStream>();
  let running: Promise<void> | undefined;
  let again = false;

  async function readAll(): Promise<void> {
    const startedAt = performance.now();
    const subjects = [...new Set([...streams].map((s) => s.subjectId))];
    const rows = await membershipsOf(context.db, subjects);
    const bySubject = new Map<string, Membership[]>();
    for (const row of rows) bySubject.set(row.subjectId, [...(bySubject.get(row.subjectId) ?? []), row]);
    for (const stream of streams) stream.update(bySubject.get(stream.subjectId) ?? [], startedAt);
  }

  // One read at a time; writes heard meanwhile are covered by one more read after it.
  function refresh(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    if (!streams.size) return Promise.resolve();
    running = (async () => {
      do {
        again = false;
        await readAll().catch((error: unknown) => log.error({ err: error }, "live chat memberships could not be read"));
      } while (again && streams.size);
    })().finally(() => (running = undefined));
    return running;
  }

  const unsubscribe = context.bus.subscribe((event) => {
    if (changesMemberships(event)) void refresh();
  });
  // Membership writes in other processes may have been missed (see the bus transport).
  const stopListeningForGaps = context.bus.onEventsLost(() => void refresh());
  const timer = setInterval(() => void refresh(), RECHECK_MS);
  timer.unref();

  const registry: OpenStreams = {
    add: (stream) => void streams.add(stream),
    delete: (stream) => void streams.delete(stream),
    refresh,
    close() {
      unsubscribe();
      stopListeningForGaps();
      clearInterval(timer);
    },
  };
  registries.set(context, registry);
  return registry;
}

export function openStreamsOf(context: AppContext): OpenStreams {
  const registry = registries.get(context);
  if (!registry) throw new Error("The social module has not started (add it to src/app/modules.ts)");
  return registry;
}

export function stopOpenStreams(context: AppContext): void {
  registries.get(context)?.close();
  registries.delete(context);
}
