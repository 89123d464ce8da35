import type { AppContext, SoborModule } from "../../../core/module.js";
import { createMailer, type Mailer } from "./mailer.js";

export type { Mail, Mailer } from "./mailer.js";
export { mailLanguage, type MailLanguage } from "./language.js";
export * from "./templates/index.js";

const mailers = new WeakMap<AppContext, Mailer>();

function defaultSender(siteUrl: string | undefined): string {
  let host = "localhost";
  try {
    if (siteUrl) host = new URL(siteUrl).hostname;
  } catch {
    // an unparsable SITE_URL keeps the fallback
  }
  return `no-reply@${host}`;
}

/** The process's mailer; other modules send mail through it, in-process. */
export function mailerOf(context: AppContext): Mailer {
  const mailer = mailers.get(context);
  if (!mailer) throw new Error("The notification module has not started (add it to src/app/modules.ts)");
  return mailer;
}

export const notificationModule: SoborModule = {
  name: "notification",
  async onStart(context) {
    const { config } = context;
    mailers.set(
      context,
      createMailer({ db: context.db, bus: context.bus, smtpUrl: config.smtpUrl, from: config.mailFrom ?? defaultSender(config.siteUrl) }),
    );
  },
  async onClose(context) {
    await mailers.get(context)?.close();
    mailers.delete(context);
  },
};
