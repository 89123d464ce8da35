/** What a topic is about: its kind decides which event mails its subscribers. */
export const TOPIC_KINDS = ["order-updates", "blog-category", "event-reminders"] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];
