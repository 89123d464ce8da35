import { createHmac, timingSafeEqual } from "node:crypto";
import { loadJwtSecret } from "../../rbac/server/tokens.js";
import type { MailLanguage } from "./language.js";

export interface Unsubscription {
  subjectId: string;
  topicId: string;
  lang: MailLanguage;
}

/**
 * Unsubscribe links work without signing in, so they carry their own proof: an HMAC of the
 * subject and topic under a key derived from the site's token secret (its own purpose, so a
 * signature here is worth nothing elsewhere). It does not expire: an old mail's link still works.
 */
export function unsubscribeSigner(config: Parameters<typeof loadJwtSecret>[0]) {
  const key = createHmac("sha256", loadJwtSecret(config)).update("notification/unsubscribe").digest();
  const sign = (subjectId: string, topicId: string) => createHmac("sha256", key).update(`${subjectId}:${topicId}`).digest("base64url");
  return {
    sign,
    verify(subjectId: string, topicId: string, signature: string): boolean {
      const expected = Buffer.from(sign(subjectId, topicId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    /** The page the mail links to; the same url answers the one-click POST of List-Unsubscribe-Post. */
    url(origin: string, { subjectId, topicId, lang }: Unsubscription): string {
      const query = new URLSearchParams({ s: subjectId, t: topicId, sig: sign(subjectId, topicId), lang });
      return `${origin}/api/notification/unsubscribe?${query}`;
    },
  };
}
export type UnsubscribeSigner = ReturnType<typeof unsubscribeSigner>;
