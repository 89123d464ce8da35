import { createHash, randomBytes } from "node:crypto";
import type { PaymentProvider } from "./types.js";

/** The path of the dummy payment page (a page of this site, built by the billing widgets). */
export const dummyPagePath = (invoiceId: string) => `/billing/dummy/${invoiceId}`;

/** What invoices.token keeps of a dummy token: its SHA-256, never the token itself. */
export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/**
 * No money moves: the payment url is this site's page `/billing/dummy/{invoiceId}?token=...`
 * with Pay and Cancel buttons (POST /api/billing/dummy/{invoiceId}/pay | /cancel). The token is
 * 256 random bits; only its hash is stored.
 */
export function dummyProvider(): PaymentProvider {
  return {
    name: "dummy",
    async createPayment({ invoiceId, siteUrl, language }) {
      const token = randomBytes(32).toString("base64url");
      // In the buyer's language (issue 15): the page opens as the shop they came from.
      const prefix = language ? `/${encodeURIComponent(language)}` : "";
      return { paymentUrl: `${siteUrl}${prefix}${dummyPagePath(invoiceId)}?token=${token}`, externalId: invoiceId, token };
    },
  };
}
