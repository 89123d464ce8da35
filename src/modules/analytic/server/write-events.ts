import { and, eq, lt, sql } from "drizzle-orm";
import { anyOf } from "../../../core/db/any-of.js";
import type { Db } from "../../../core/db/connection.js";
import type { WriteEvent } from "../../../core/events/bus.js";
import { localise, type LanguageConfig } from "../../../core/i18n/languages.js";
import { paymentIntents } from "../../billing/entities.js";
import { forms, formsToRequests } from "../../crm/entities.js";
import { orders, ordersToProducts, products } from "../../ecommerce/entities.js";
import { ordersToBillingModulePaymentIntents } from "../../../links/ecommerce.js";
import { NOTE_VARIANT } from "../../ecommerce/server/notes.js";
import { identities, subjectsToIdentities } from "../../rbac/entities.js";
import type { EventKind } from "../entities.js";

/** A submission as the statistics count it. */
export interface Counted {
  kind: EventKind;
  type: string;
  currency: string;
  amount: number;
}

/** The write events that stand for a submission, by the ids to look up at flush time. */
export interface Submissions {
  /** billing payment intents created: one per checkout (a note is a checkout of a note). */
  paymentIntents: string[];
  /** crm forms-to-requests created: one per form request. */
  formRequests: string[];
  /** rbac identities created: a sign-up when it is its subject's first. */
  identities: string[];
}

/** Which list an event's ids go to; undefined for the writes that are no submission. */
export function submissionOf(event: WriteEvent): keyof Submissions | undefined {
  if (event.action !== "create") return undefined;
  const key = `${event.module}/${event.entity}`;
  if (key === "billing/payment-intents") return "paymentIntents";
  if (key === "crm/forms-to-requests") return "formRequests";
  if (key === "rbac/identities") return "identities";
  return undefined;
}

/**
 * What the ids stand for, in at most three queries whatever their number. Looked up a few seconds
 * after the write, off every request's path: a checkout the provider refused is withdrawn by
 * then (its payment intent deleted) and is not counted.
 */
export async function countSubmissions(db: Db, ids: Submissions, i18n: LanguageConfig): Promise<Counted[]> {
  const [checkouts, requests, signUps] = await Promise.all([
    ids.paymentIntents.length ? checkoutsOf(db, ids.paymentIntents, i18n) : [],
    ids.formRequests.length ? formRequestsOf(db, ids.formRequests) : [],
    ids.identities.length ? signUpsOf(db, ids.identities) : [],
  ]);
  return [...checkouts, ...requests, ...signUps];
}

/** A checkout of notes only is a note of its kind (the product), its amount the donation. */
async function checkoutsOf(db: Db, ids: string[], i18n: LanguageConfig): Promise<Counted[]> {
  const rows = await db
    .select({
      intentId: paymentIntents.id,
      amount: paymentIntents.amount,
      currency: paymentIntents.currencySymbol,
      variant: products.variant,
      title: products.title,
      adminTitle: products.adminTitle,
    })
    .from(paymentIntents)
    .leftJoin(ordersToBillingModulePaymentIntents, eq(ordersToBillingModulePaymentIntents.billingModulePaymentIntentId, paymentIntents.id))
    .leftJoin(orders, eq(orders.id, ordersToBillingModulePaymentIntents.orderId))
    .leftJoin(ordersToProducts, eq(ordersToProducts.orderId, orders.id))
    .leftJoin(products, eq(products.id, ordersToProducts.productId))
    .where(anyOf(paymentIntents.id, ids));
  const byIntent = new Map<string, typeof rows>();
  for (const row of rows) {
    const lines = byIntent.get(String(row.intentId));
    if (lines) lines.push(row);
    else byIntent.set(String(row.intentId), [row]);
  }
  return [...byIntent.values()].map((lines) => {
    const first = lines[0]!;
    const note = lines.every((line) => line.variant === NOTE_VARIANT);
    const type = note ? localise(first.title, i18n.defaultLanguage, i18n.defaultLanguage) || String(first.adminTitle ?? "") : "";
    return { kind: note ? "note" : "checkout", type, currency: first.currency ?? "", amount: Number(first.amount ?? 0) };
  });
}

async function formRequestsOf(db: Db, ids: string[]): Promise<Counted[]> {
  const rows = await db
    .select({ title: forms.adminTitle })
    .from(formsToRequests)
    .innerJoin(forms, eq(forms.id, formsToRequests.formId))
    .where(anyOf(formsToRequests.id, ids));
  return rows.map((row) => ({ kind: "form", type: String(row.title ?? ""), currency: "", amount: 0 }));
}

/** An identity added to an account that had one already is no sign-up. */
async function signUpsOf(db: Db, ids: string[]): Promise<Counted[]> {
  const earlier = db
    .select({ n: sql<number>`count(*)` })
    .from(sql`${subjectsToIdentities} as "earlier"`)
    .where(and(sql`"earlier"."subject_id" = ${subjectsToIdentities.subjectId}`, lt(sql`"earlier"."created_at"`, subjectsToIdentities.createdAt)));
  const rows = await db
    .select({ provider: identities.provider, earlier: sql<number>`(${earlier})` })
    .from(identities)
    .innerJoin(subjectsToIdentities, eq(subjectsToIdentities.identityId, identities.id))
    .where(anyOf(identities.id, ids));
  return rows.filter((row) => Number(row.earlier) === 0).map((row) => ({ kind: "sign-up", type: row.provider, currency: "", amount: 0 }));
}
