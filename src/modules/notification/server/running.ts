import type { AppContext } from "../../../core/module.js";
import type { Mailer } from "./mailer.js";
import type { UnsubscribeSigner } from "./unsubscribe-token.js";

export interface Notification {
  mailer: Mailer;
  signer: UnsubscribeSigner;
  unwatch: () => void;
}

/** The started notification of each app (set by the module's onStart). */
export const running = new WeakMap<AppContext, Notification>();

export function notificationOf(context: AppContext): Notification {
  const notification = running.get(context);
  if (!notification) throw new Error("The notification module has not started (add it to src/app/modules.ts)");
  return notification;
}

/** The process's mailer; other modules send mail through it, in-process. */
export function mailerOf(context: AppContext): Mailer {
  return notificationOf(context).mailer;
}
