import { createHmac, timingSafeEqual } from "node:crypto";
import { loadJwtSecret } from "../../rbac/server/tokens.js";
import type { AdminNotice } from "../admin-notices.js";
import type { MailLanguage } from "./language.js";

export interface Unsubscription {
  subjectId: string;
  topicId: string;
  lang: MailLanguage;
}

export interface NoticeUnsubscription {
  /** The administrator's address the notice went to. */
  email: string;
  notice: AdminNotice;
  lang: MailLanguage;
}

/**
 * Unsubscribe links work without signing in, so they carry their own proof: an HMAC of what they
 * unsubscribe (a subject and topic, or an address and notice kind, told apart by a prefix) under a
 * key derived from the site's token secret (its own purpose, so a signature here is worth nothing
 * elsewhere). It does not expire: an old mail's link still works.
 */
export function unsubscribeSigner(config: Parameters<typeof loadJwtSecret>[0]) {
  const key = createHmac("sha256", loadJwtSecret(config)).update("notification/unsubscribe").digest();
  const mac = (message: string) => createHmac("sha256", key).update(message).digest("base64url");
  const sign = (subjectId: string, topicId: string) => mac(`${subjectId}:${topicId}`);
  const signNotice = (email: string, notice: string) => mac(`notice:${email.toLowerCase()}:${notice}`);
  const same = (signature: string, expectedText: string) => {
    const expected = Buffer.from(expectedText);
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return {
    sign,
    verify: (subjectId: string, topicId: string, signature: string): boolean => same(signature, sign(subjectId, topicId)),
    verifyNotice: (email: string, notice: string, signature: string): boolean => same(signature, signNotice(email, notice)),
    /** The page the mail links to; the same url answers the one-click POST of List-Unsubscribe-Post. */
    url(origin: string, { subjectId, topicId, lang }: Unsubscription): string {
      const query = new URLSearchParams({ s: subjectId, t: topicId, sig: sign(subjectId, topicId), lang });
      return `${origin}/api/notification/unsubscribe?${query}`;
    },
    /** The same for an administrators' notice: leaves that kind of notice for that address. */
    noticeUrl(origin: string, { email, notice, lang }: NoticeUnsubscription): string {
      const query = new URLSearchParams({ a: email.toLowerCase(), n: notice, sig: signNotice(email, notice), lang });
      return `${origin}/api/notification/unsubscribe?${query}`;
    },
  };
}
export type UnsubscribeSigner = ReturnType<typeof unsubscribeSigner>;
