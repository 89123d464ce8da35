import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import type { RelatedItem } from "../../../core/entity/define.js";
import { badRequest } from "../../../core/http/errors.js";
import { localise } from "../../../core/i18n/languages.js";
import type { AppContext } from "../../../core/module.js";
import { formatMoney, noteNames, noteReceiptMail, noticeAdmins, type MailLanguage, type TemplateMail } from "../../notification/server/index.js";
import { ordersToProducts, products } from "../entities.js";

/** The product variant of a commemoration note (SPEC §3; its kinds are the 'notes' category's products). */
export const NOTE_VARIANT = "smolny-note";

const PARTS = {
  ru: { health: "О здравии", repose: "Об упокоении" },
  en: { health: "For health", repose: "For repose" },
};

export interface NoteNames {
  health: string[];
  repose: string[];
}

/** What a note adds to its checkout: the comment the order keeps and the receipt mail. */
export interface NoteCheckout {
  comment: string;
  /** The note's kind in the buyer's language ('На молебен'). */
  kind: string;
  mail: (invoice: { invoiceId: string; amount: number; symbol: string; paymentUrl: string }) => TemplateMail;
}

/**
 * The order's comment (SPEC §3): a health part and a repose part, each only when it has names,
 * one name per line as the parish reads them; the visitor's own comment after them.
 */
export function noteComment(names: NoteNames, lang: MailLanguage, extra?: string | null): string {
  const words = PARTS[lang];
  const parts = [names.health.length && `${words.health}:\n${names.health.join("\n")}`, names.repose.length && `${words.repose}:\n${names.repose.join("\n")}`];
  return [...parts, extra?.trim()].filter(Boolean).join("\n\n");
}

const titleIn = (title: unknown, lang: string, fallback: string): string => {
  const record = title && typeof title === "object" ? (title as Record<string, unknown>) : {};
  const value = [record[lang], record.ru, record.en].find((v) => typeof v === "string" && v.trim());
  return typeof value === "string" ? value.trim() : fallback;
};

/**
 * A buy-now of a product: when it is a note, the names (already checked: at most 10 a field,
 * one per line) must hold at least one, and become the comment and the receipt mail; names sent
 * for anything else are refused. Undefined for an ordinary product (or none: checkout's 404).
 */
export async function noteCheckout(db: Db, productId: string, names: NoteNames, lang: MailLanguage, extra?: string | null): Promise<NoteCheckout | undefined> {
  const [product] = await db.select({ variant: products.variant, title: products.title, adminTitle: products.adminTitle }).from(products).where(eq(products.id, productId)).limit(1);
  const hasNames = names.health.length + names.repose.length > 0;
  if (!product || product.variant !== NOTE_VARIANT) {
    if (hasNames) throw badRequest("aboutHealthNames and aboutDeathNames belong to a commemoration note, and this product is not one");
    return undefined;
  }
  if (!hasNames) {
    throw badRequest("A note needs at least one name", [{ message: "aboutHealthNames, aboutDeathNames: fill in at least one, one name per line" }]);
  }
  const kind = titleIn(product.title, lang, product.adminTitle);
  return {
    comment: noteComment(names, lang, extra),
    kind,
    mail: (invoice) => noteReceiptMail({ lang, kind, health: names.health, repose: names.repose, ...invoice }),
  };
}

/** The administrators' notice of a note (template 'note-received'): its kind, names, address and donation with its currency. */
export function noteNotice(context: AppContext, note: { kind: string; names: NoteNames; email: string; invoice?: { id: string; amount: number }; symbol?: string | null }): void {
  noticeAdmins(context, (lang) => ({
    template: "note-received",
    values: {
      kind: note.kind,
      names: noteNames(note.names.health, note.names.repose, lang),
      email: note.email,
      amount: note.invoice ? formatMoney(note.invoice.amount, note.symbol, lang) : "—",
      id: note.invoice?.id ?? "",
    },
  }));
}

/**
 * The admin list's 'Note' of some orders: the kind of each commemoration note among them (its note
 * product's title in `language`, else any it has), in one query for any number of orders; an order
 * of anything else has none.
 */
export async function noteKinds(db: Db, orderIds: string[], language: string): Promise<Map<string, RelatedItem[]>> {
  const found = new Map<string, RelatedItem[]>();
  if (!orderIds.length) return found;
  const rows = await db
    .select({ orderId: ordersToProducts.orderId, title: products.title, adminTitle: products.adminTitle })
    .from(ordersToProducts)
    .innerJoin(products, eq(products.id, ordersToProducts.productId))
    .where(and(inArray(ordersToProducts.orderId, orderIds), eq(products.variant, NOTE_VARIANT)))
    .orderBy(asc(ordersToProducts.createdAt), asc(ordersToProducts.id));
  for (const row of rows) {
    const text = localise(row.title, language, language).trim() || String(row.adminTitle ?? "");
    const list = found.get(String(row.orderId)) ?? [];
    if (text && !list.some((item) => item.text === text)) list.push({ text });
    found.set(String(row.orderId), list);
  }
  return found;
}
