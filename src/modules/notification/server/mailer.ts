import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../../../core/db/connection.js";
import { entityOf } from "../../../core/entity/define.js";
import { entityService, type Row } from "../../../core/entity/service.js";
import type { EventBus } from "../../../core/events/bus.js";
import { messages } from "../entities.js";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Records the mail in the outbox and, when SMTP is configured, sends it; resolves with the
   * outbox row: 'sent' or 'failed', or 'pending' when there is no SMTP server (the outbox keeps it).
   */
  send(mail: Mail): Promise<Row>;
  /**
   * The same in the background: a request does not wait for (or reveal) the delivery. Given a
   * function, that runs in the background too and its mail (if any) is sent: work whose timing
   * would tell something (does this email have an account?) stays off the request path.
   */
  enqueue(mail: Mail | (() => Promise<Mail | undefined>)): void;
  /** Resolves once every enqueued mail is recorded (and sent, or failed). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  bus?: EventBus;
  /** smtp://host:port (smtps:// for TLS); without it mail only goes to the outbox. */
  smtpUrl?: string;
  from: string;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Mail through nodemailer to SMTP_URL, every message recorded in the notification outbox. */
export function createMailer({ db, bus, smtpUrl, from }: MailerOptions): Mailer {
  const outbox = entityService(entityOf(messages), bus);
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const pending = new Set<Promise<unknown>>();

  async function send(mail: Mail): Promise<Row> {
    const row = await outbox.create(db, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, status: "pending" });
    if (!transport) return row;
    try {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      return await outbox.update(db, String(row.id), { status: "sent", sentAt: new Date(), error: null });
    } catch (error) {
      console.error(JSON.stringify({ level: "error", msg: "mail not sent", outboxId: row.id, error: errorText(error) }));
      return await outbox.update(db, String(row.id), { status: "failed", error: errorText(error) });
    }
  }

  return {
    send,
    enqueue(mail) {
      // Started on a later turn, so a function's first steps do not run inside the request either.
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => (typeof mail === "function" ? mail() : mail))
        .then((ready) => ready && send(ready))
        .catch((error) => console.error(JSON.stringify({ level: "error", msg: "mail not recorded", error: errorText(error) })))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    async close() {
      await this.flush();
      transport?.close();
    },
  };
}
