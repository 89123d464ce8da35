import { and, eq } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import type { AppContext } from "../../../core/module.js";
import { topics } from "../entities.js";
import type { TopicKind } from "../topic-kinds.js";
import type { Mailer } from "./mailer.js";
import { forEachSubscriber, type Subscriber } from "./subscribers.js";
import type { TemplateMail } from "./templates/render.js";
import type { UnsubscribeSigner } from "./unsubscribe-token.js";

/** Where links in mail sent from background work point: SITE_URL, else this process on localhost. */
export function backgroundOrigin(config: AppContext["config"]): string {
  return config.siteUrl?.replace(/\/+$/, "") ?? `http://localhost:${config.port}`;
}

/** The topics of a kind (of a blog category's, for 'blog-category'), whose subscribers a mail goes to. */
export async function topicIdsOf(db: Db, kind: TopicKind, blogCategorySlug?: string): Promise<string[]> {
  const rows = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.kind, kind), blogCategorySlug === undefined ? undefined : eq(topics.blogCategorySlug, blogCategorySlug)));
  return rows.map((row) => row.id);
}

/**
 * Mails every subscriber of the topics once, in the language each subscribed in, each mail with
 * its own signed unsubscribe link. Runs inside a job, so the mails are recorded one by one.
 */
export async function mailSubscribers(
  context: AppContext,
  services: { mailer: Mailer; signer: UnsubscribeSigner },
  topicIds: string[],
  build: (subscriber: Subscriber) => Omit<TemplateMail, "unsubscribeUrl">,
  /** Only this subject's subscriptions (an order's buyer). */
  subjectId?: string,
): Promise<number> {
  const origin = backgroundOrigin(context.config);
  let sent = 0;
  await forEachSubscriber(context.db, topicIds, async (subscriber) => {
    const unsubscribeUrl = services.signer.url(origin, { subjectId: subscriber.subjectId, topicId: subscriber.topicId, lang: subscriber.lang });
    await services.mailer.send({ to: subscriber.email, ...build(subscriber), unsubscribeUrl });
    sent++;
  }, subjectId);
  return sent;
}
