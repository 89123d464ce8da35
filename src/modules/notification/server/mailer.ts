import { eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Db } from "../../../core/db/connection.js";
import { inTransaction } from "../../../core/db/transaction.js";
import { entityOf } from "../../../core/entity/define.js";
import { entityService, type Row } from "../../../core/entity/service.js";
import type { EventBus } from "../../../core/events/bus.js";
import { conflict, notFound } from "../../../core/http/errors.js";
import type { JobRunner } from "../../../core/jobs/runner.js";
import { messages } from "../entities.js";
import { hasUnsubscribe } from "../template-keys.js";
import { renderTemplate, type TemplateMail } from "./templates/render.js";
import { templateWords } from "./template-store.js";
import { log } from "../../../core/log.js";

/**
 * A mail: always a template (notification/templates), rendered with the administrators' words in
 * the mail's language and laid out by react-email; never hand-written HTML.
 */
export type Mail = { to: string } & TemplateMail;

export interface Mailer {
  /**
   * Renders the mail, records it in the outbox and (with SMTP) enqueues its delivery, in one
   * transaction; resolves with the outbox row, still 'pending': the delivery job sends it.
   */
  send(mail: Mail): Promise<Row>;
  /**
   * The same in the background: a request does not wait for (or reveal) the recording. Given a
   * function, that runs in the background too and its mail (if any) is sent: work whose timing
   * would tell something (does this email have an account?) stays off the request path.
   */
  enqueue(mail: Mail | (() => Promise<Mail | undefined>)): void;
  /** Delivers an outbox mail again (an administrator's resend): pending, a fresh round of attempts. */
  resend(messageId: string): Promise<Row>;
  /** Resolves once every enqueued mail is recorded and every due delivery has run. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  bus?: EventBus;
  jobs: JobRunner;
  /** smtp://host:port (smtps:// for TLS); without it mail only goes to the outbox. */
  smtpUrl?: string;
  from: string;
  /** First wait before a failed delivery is tried again; doubles per attempt. */
  retryBaseMs?: number;
  maxAttempts?: number;
}

export const DELIVER_JOB = "notification.deliver";

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Mail through nodemailer to SMTP_URL from the outbox: each mail is a row of
 * notification/messages plus a durable job (src/core/jobs) that delivers it, retried with
 * backoff and marked failed with the reason once its attempts are spent.
 */
export function createMailer({ db, bus, jobs, smtpUrl, from, retryBaseMs = 60_000, maxAttempts = 5 }: MailerOptions): Mailer {
  const outbox = entityService(entityOf(messages), bus);
  // nodemailer is loaded with the first delivery: a process that sends no mail (or only keeps it
  // in the outbox) does not carry it.
  let transport: Promise<Transporter> | undefined;
  const transportTo = (url: string) => (transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  const pending = new Set<Promise<unknown>>();

  jobs.define<{ messageId: string }>(DELIVER_JOB, {
    maxAttempts,
    backoffMs: (attempt) => Math.min(retryBaseMs * 2 ** (attempt - 1), 6 * 60 * 60_000),
    async run(job) {
      const [row] = await db.select().from(messages).where(eq(messages.id, job.payload.messageId)).limit(1);
      // Sent already (a job run again after a crash) or deleted by an administrator: nothing to do.
      if (!row || row.status === "sent") return;
      if (!smtpUrl) throw new Error("SMTP_URL is not set");
      try {
        await (await transportTo(smtpUrl)).sendMail({
          from,
          to: row.to,
          subject: row.subject,
          text: row.text ?? "",
          html: row.html ?? undefined,
          ...(row.listUnsubscribe ? { list: { unsubscribe: row.listUnsubscribe }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } } : {}),
        });
      } catch (error) {
        const reason = errorText(error);
        log.error({ outboxId: row.id, attempt: job.attempt, error: reason }, "mail not sent");
        await outbox.update(db, row.id, { attempts: row.attempts + 1, error: reason, ...(job.lastAttempt ? { status: "failed" } : {}) });
        throw error;
      }
      await outbox.update(db, row.id, { status: "sent", attempts: row.attempts + 1, sentAt: new Date(), error: null });
    },
  });

  async function send(mail: Mail): Promise<Row> {
    // The rule of README "Mail": topic mails and administrators' notices always carry a way out.
    if (hasUnsubscribe(mail.template) && !mail.unsubscribeUrl) throw new Error(`A '${mail.template}' mail needs its unsubscribe link`);
    const content = await renderTemplate(mail, await templateWords(db, mail.template, mail.lang));
    return inTransaction(db, async (tx) => {
      const listUnsubscribe = mail.unsubscribeUrl ?? null;
      const row = await outbox.create(tx, { to: mail.to, subject: content.subject, text: content.text, html: content.html, status: "pending", listUnsubscribe });
      if (smtpUrl) await jobs.enqueue(tx, DELIVER_JOB, { messageId: row.id });
      return row;
    });
  }

  return {
    send,
    enqueue(mail) {
      // Started on a later turn, so a function's first steps do not run inside the request either.
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => (typeof mail === "function" ? mail() : mail))
        .then((ready) => ready && send(ready))
        .catch((error) => log.error({ err: error }, "mail not recorded"))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async resend(messageId) {
      if (!smtpUrl) throw conflict("Mail cannot be resent: SMTP_URL is not set, so the outbox only keeps it");
      return inTransaction(db, async (tx) => {
        const [row] = await tx.select({ id: messages.id }).from(messages).where(eq(messages.id, messageId)).limit(1);
        if (!row) throw notFound(`messages: no record with id ${messageId}`);
        const updated = await outbox.update(tx, messageId, { status: "pending", error: null, sentAt: null });
        await jobs.enqueue(tx, DELIVER_JOB, { messageId });
        return updated;
      });
    },
    async flush() {
      while (pending.size) await Promise.allSettled([...pending]);
      await jobs.drain();
    },
    async close() {
      // Deliveries not yet made stay in the outbox and its jobs: the next start sends them.
      while (pending.size) await Promise.allSettled([...pending]);
      // A transport that never came up (its failure is on the messages) has nothing to close.
      (await transport?.catch(() => undefined))?.close();
    },
  };
}
