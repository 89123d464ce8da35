import { defineRelation, field, moduleRef } from "../core/entity/index.js";
import { paymentIntents } from "../modules/billing/entities.js";
import { orders, products } from "../modules/ecommerce/entities.js";
import { topics } from "../modules/notification/entities.js";
import { roles, subjects } from "../modules/rbac/entities.js";
import { profiles } from "../modules/social/entities.js";

// What a subject (or a role) owns in other modules; the tables keep rbac's prefix, and rbac
// itself knows none of those modules.
const m = moduleRef("rbac");
const privateRead = { read: "private" } as const;

export const subjectsToEcommerceModuleProducts = defineRelation(m, subjects, products, { access: privateRead });
export const subjectsToEcommerceModuleOrders = defineRelation(m, subjects, orders, { access: privateRead });
export const subjectsToSocialModuleProfiles = defineRelation(m, subjects, profiles, { access: privateRead });
/** Subscriptions: a subject gets the topic's mails in the language it subscribed in. */
export const subjectsToNotificationModuleTopics = defineRelation(m, subjects, topics, {
  access: privateRead,
  columns: { language: field.text() },
  uniqueTogether: [["subjectId", "notificationModuleTopicId"]],
});
export const subjectsToBillingModulePaymentIntents = defineRelation(m, subjects, paymentIntents, { access: privateRead });
export const rolesToEcommerceModuleProducts = defineRelation(m, roles, products);
