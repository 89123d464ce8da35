import * as entities from "../entities.js";
import type { SoborModule } from "../../../core/module.js";
import { deliverAccountMail } from "./account-mail.js";
import { createMailer } from "./mailer.js";
import { notificationRoutes } from "./routes.js";
import { notificationOf, running } from "./service.js";
import { unsubscribeSigner } from "./unsubscribe-token.js";
import { watchTopics } from "./watchers.js";

export * from "./service.js";

function defaultSender(siteUrl: string | undefined): string {
  let host = "localhost";
  try {
    if (siteUrl) host = new URL(siteUrl).hostname;
  } catch {
    // an unparsable SITE_URL keeps the fallback
  }
  return `no-reply@${host}`;
}

/**
 * Notification: the outbox and its SMTP delivery (durable jobs, retried with backoff), the mail
 * templates the administrators edit, and topics subjects subscribe to (order updates, new
 * articles in a category, event reminders), each topic mail with a signed unsubscribe link.
 */
export const notificationModule = {
  name: "notification",
  entities,
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
    deliverAccountMail(context, mailer);
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
} satisfies SoborModule;
