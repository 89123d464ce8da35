import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import type { WriteEvent } from "../../../core/events/bus.js";
import type { LanguageConfig } from "../../../core/i18n/languages.js";
import { dailyEvents, dailyPages, dailyVisitors } from "../entities.js";
import { dayOf, dayValue } from "./day.js";
import { saltStore } from "./salts.js";
import { countSubmissions, submissionOf, type Submissions } from "./write-events.js";
import { log } from "../../../core/log.js";

/** A page view as it waits in memory: the IP and user agent live only until the next flush. */
export interface PageView {
  at: Date;
  host: string;
  path: string;
  referrerHost: string;
  language: string;
  ip: string;
  userAgent: string;
}

export interface RecorderOptions {
  db: Db;
  i18n: LanguageConfig;
  /** How often the buffer is written (ms). */
  flushEveryMs?: number;
  /** A buffer this full is written at once, without waiting for the timer. */
  flushAt?: number;
}

/** Beyond this many waiting items (the database is down, say) new ones are dropped, not hoarded. */
const MAX_BUFFERED = 100_000;

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters, however full the buffer. */
const ROWS_PER_STATEMENT = 1_000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) out.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

/** The visitor's pseudonym for one day: unlinkable to the IP once the day's salt is gone. */
export function visitorHash(salt: string, host: string, ip: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${host}\n${ip}\n${userAgent}`).digest("hex").slice(0, 32);
}

/**
 * Statistics are gathered in memory and written every few seconds (or every `flushAt` items) in
 * one multi-row statement per table (per thousand rows), so recording a page view costs its request no query at all.
 * Flushes run one at a time; a failed flush is logged and its figures dropped (statistics are
 * not worth retrying into a database that is struggling).
 */
export function createRecorder({ db, i18n, flushEveryMs = 5_000, flushAt = 500 }: RecorderOptions) {
  const timeZone = i18n.timeZone ?? "UTC";
  const salts = saltStore(db);
  let views: PageView[] = [];
  let submissions: { at: Date; kind: keyof Submissions; ids: string[] }[] = [];
  let running: Promise<void> = Promise.resolve();
  let discardedBefore = "";
  const size = () => views.length + submissions.length;
  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  function soon() {
    if (size() >= flushAt) void flush();
  }

  /** Writes what is buffered; resolves once this flush (and any before it) is done. */
  function flush(): Promise<void> {
    running = running.then(write).catch((error) => {
      log.error({ err: error }, "analytics flush failed");
    });
    return running;
  }

  async function write(): Promise<void> {
    const taken = views;
    const events = submissions;
    views = [];
    submissions = [];
    if (taken.length) await writeViews(taken);
    if (events.length) await writeSubmissions(events);
    // A salt outlives its day by an hour: a process still holding the day's last views can hash them.
    const keepFrom = dayOf(new Date(Date.now() - 3_600_000), timeZone);
    if (keepFrom !== discardedBefore) {
      await salts.discardBefore(keepFrom);
      discardedBefore = keepFrom;
    }
  }

  async function writeViews(taken: PageView[]): Promise<void> {
    const pages = new Map<string, { day: string; path: string; referrerHost: string; language: string; views: number }>();
    const visitors = new Map<string, { day: string; hash: string }>();
    const days = new Set(taken.map((view) => dayOf(view.at, timeZone)));
    const saltOf = new Map<string, string>();
    for (const day of days) saltOf.set(day, await salts.saltOf(day));
    for (const view of taken) {
      const day = dayOf(view.at, timeZone);
      const key = JSON.stringify([day, view.path, view.referrerHost, view.language]);
      const page = pages.get(key) ?? { day, path: view.path, referrerHost: view.referrerHost, language: view.language, views: 0 };
      page.views += 1;
      pages.set(key, page);
      const hash = visitorHash(saltOf.get(day)!, view.host, view.ip, view.userAgent);
      visitors.set(`${day}:${hash}`, { day, hash });
    }
    for (const chunk of chunks([...pages.values()])) {
      await db
        .insert(dailyPages)
        .values(chunk.map((page) => ({ ...page, day: dayValue(page.day) })))
        .onConflictDoUpdate({
          target: [dailyPages.day, dailyPages.path, dailyPages.referrerHost, dailyPages.language],
          set: { views: sql`${dailyPages.views} + excluded.views`, updatedAt: new Date() },
        });
    }
    for (const chunk of chunks([...visitors.values()])) {
      await db
        .insert(dailyVisitors)
        .values(chunk.map((visitor) => ({ day: dayValue(visitor.day), hash: visitor.hash })))
        .onConflictDoNothing();
    }
  }

  async function writeSubmissions(events: typeof submissions): Promise<void> {
    // Grouped by day, so each submission lands on the day it was made.
    const byDay = new Map<string, Submissions>();
    for (const event of events) {
      const day = dayOf(event.at, timeZone);
      const ids = byDay.get(day) ?? { paymentIntents: [], formRequests: [], identities: [] };
      // One at a time: spreading a bulk write's ids into push() overflows the stack past ~100,000.
      for (const id of event.ids) ids[event.kind].push(id);
      byDay.set(day, ids);
    }
    const rows = new Map<string, { day: Date; kind: string; type: string; currency: string; count: number; amount: number }>();
    for (const [day, ids] of byDay) {
      for (const counted of await countSubmissions(db, ids, i18n)) {
        const key = JSON.stringify([day, counted.kind, counted.type, counted.currency]);
        const row = rows.get(key) ?? { day: dayValue(day), kind: counted.kind, type: counted.type, currency: counted.currency, count: 0, amount: 0 };
        row.count += 1;
        row.amount += counted.amount;
        rows.set(key, row);
      }
    }
    if (!rows.size) return;
    await db
      .insert(dailyEvents)
      .values([...rows.values()] as (typeof dailyEvents.$inferInsert)[])
      .onConflictDoUpdate({
        target: [dailyEvents.day, dailyEvents.kind, dailyEvents.type, dailyEvents.currency],
        set: { count: sql`${dailyEvents.count} + excluded.count`, amount: sql`${dailyEvents.amount} + excluded.amount`, updatedAt: new Date() },
      });
  }

  return {
    /** Buffers a page view; never touches the database. */
    pageView(view: PageView): void {
      if (size() >= MAX_BUFFERED) return;
      views.push(view);
      soon();
    },
    /** Buffers a submission a write event stands for (only this process's own writes). */
    writeEvent(event: WriteEvent): void {
      const kind = submissionOf(event);
      if (!kind || !event.ids.length || size() >= MAX_BUFFERED) return;
      submissions.push({ at: new Date(), kind, ids: [...event.ids] });
      soon();
    },
    flush,
    /** Stops the timer and writes what is left (the module's onClose). */
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
    /** For tests and the bench: what the salt of a day is (creating it if needed). */
    saltOf: (day: string) => salts.saltOf(day),
    timeZone,
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
