import "../entities.js";
import type { AppContext, SoborModule } from "../../../core/module.js";
import { createMailer, type Mailer } from "./mailer.js";
import { notificationRoutes } from "./routes.js";
import { unsubscribeSigner, type UnsubscribeSigner } from "./unsubscribe-token.js";
import { watchTopics } from "./watchers.js";

export type { Mail, Mailer } from "./mailer.js";
export { mailLanguage, type MailLanguage } from "./language.js";
export * from "./templates/index.js";
export { adminEmails, adminLanguage, noticeAdmins } from "./admin-notices.js";

interface Notification {
  mailer: Mailer;
  signer: UnsubscribeSigner;
  unwatch: () => void;
}

const running = new WeakMap<AppContext, Notification>();

function defaultSender(siteUrl: string | undefined): string {
  let host = "localhost";
  try {
    if (siteUrl) host = new URL(siteUrl).hostname;
  } catch {
    // an unparsable SITE_URL keeps the fallback
  }
  return `no-reply@${host}`;
}

function notificationOf(context: AppContext): Notification {
  const notification = running.get(context);
  if (!notification) throw new Error("The notification module has not started (add it to src/app/modules.ts)");
  return notification;
}

/** The process's mailer; other modules send mail through it, in-process. */
export function mailerOf(context: AppContext): Mailer {
  return notificationOf(context).mailer;
}

/**
 * Notification: the outbox and its SMTP delivery (durable jobs, retried with backoff), the mail
 * templates the administrators edit, and topics subjects subscribe to (order updates, new
 * articles in a category, event reminders), each topic mail with a signed unsubscribe link.
 */
export const notificationModule: SoborModule = {
  name: "notification",
  async onStart(context) {
    const { config } = context;
    const mailer = createMailer({
      db: context.db,
      bus: context.bus,
      jobs: context.jobs,
      smtpUrl: config.env.SMTP_URL || undefined,
      from: config.env.MAIL_FROM || defaultSender(config.siteUrl),
      // MAIL_RETRY_BASE_MS: the first wait before a refused mail is tried again, doubling per attempt.
      retryBaseMs: Number(config.env.MAIL_RETRY_BASE_MS) >= 0 && config.env.MAIL_RETRY_BASE_MS ? Number(config.env.MAIL_RETRY_BASE_MS) : 60_000,
      // MAIL_MAX_ATTEMPTS: attempts at one mail before it is marked failed.
      maxAttempts: Number(config.env.MAIL_MAX_ATTEMPTS) >= 1 ? Math.floor(Number(config.env.MAIL_MAX_ATTEMPTS)) : 5,
    });
    const signer = unsubscribeSigner(config);
    const unwatch = watchTopics(context, { mailer, signer });
    running.set(context, { mailer, signer, unwatch });
  },
  routes(app, context) {
    const { mailer, signer } = notificationOf(context);
    notificationRoutes(app, context, { mailer, signer });
  },
  async onClose(context) {
    const notification = running.get(context);
    if (!notification) return;
    notification.unwatch();
    await notification.mailer.close();
    running.delete(context);
  },
};
