import { and, asc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { subjectsToNotificationModuleTopics as subscriptions } from "../../../links/rbac.js";
import { identities, subjectsToIdentities } from "../../rbac/entities.js";
import { mailLanguage, type MailLanguage } from "./language.js";

export interface Subscriber {
  /** The subscription row: pages are read after the last one's id. */
  id: string;
  subjectId: string;
  topicId: string;
  email: string;
  lang: MailLanguage;
}

/** Subscribers read per statement; a topic with more is mailed page by page. */
export const SUBSCRIBER_PAGE = 500;

/**
 * One page of the email addresses subscribed to any of the topics (one row per subscription and
 * address), in the language each subscribed in; after `afterId` for the next page.
 */
export async function subscribersPage(db: Db, topicIds: string[], afterId?: string, subjectId?: string): Promise<Subscriber[]> {
  if (!topicIds.length) return [];
  const rows = await db
    .select({ id: subscriptions.id, subjectId: subscriptions.subjectId, topicId: subscriptions.notificationModuleTopicId, language: subscriptions.language, email: identities.email })
    .from(subscriptions)
    .innerJoin(subjectsToIdentities, eq(subjectsToIdentities.subjectId, subscriptions.subjectId))
    .innerJoin(identities, eq(identities.id, subjectsToIdentities.identityId))
    .where(and(inArray(subscriptions.notificationModuleTopicId, topicIds), isNotNull(identities.email), subjectId ? eq(subscriptions.subjectId, subjectId) : undefined, afterId ? gt(subscriptions.id, afterId) : undefined))
    .orderBy(asc(subscriptions.id))
    .limit(SUBSCRIBER_PAGE);
  return rows.flatMap((row) => (row.email ? [{ id: row.id, subjectId: row.subjectId, topicId: row.topicId, email: row.email, lang: mailLanguage(row.language) }] : []));
}

/** Every subscriber of the topics, page by page (an address subscribed through two topics gets one mail). */
export async function forEachSubscriber(db: Db, topicIds: string[], visit: (subscriber: Subscriber) => Promise<void>, subjectId?: string): Promise<void> {
  const seen = new Set<string>();
  let afterId: string | undefined;
  for (;;) {
    const page = await subscribersPage(db, topicIds, afterId, subjectId);
    for (const subscriber of page) {
      const address = subscriber.email.toLowerCase();
      if (seen.has(address)) continue;
      seen.add(address);
      await visit(subscriber);
    }
    if (page.length < SUBSCRIBER_PAGE) return;
    afterId = page[page.length - 1]!.id;
  }
}
