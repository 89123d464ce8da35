import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shop, type Row } from "../helpers/shop.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

// Issue 15: the payment page follows the visitor's language. The shop's client sends the page's
// language with a checkout; the dummy provider's payment page url carries it.

let sobor: TestSobor;
let s: ReturnType<typeof shop>;
let candle: Row;

beforeAll(async () => {
  sobor = await startTestSobor({ siteUrl: "https://sobor.example", env: { DUMMY_PAYMENTS: "self-service" } });
  s = shop(sobor);
  const rub = await s.currency("rub", "₽", true);
  candle = await s.product([[rub, 100]]);
});
afterAll(() => sobor?.close());

describe("the payment page's language", () => {
  for (const lang of ["en", "ru"]) {
    it(`a checkout from a ${lang} page pays on /${lang}/billing/dummy/…`, async () => {
      const buyer = await s.anonymous();
      const answer = await s.as(buyer, `${buyer.base}/products/${candle.id}/checkout`, { method: "POST", data: { provider: "dummy", email: "buyer@example.org", quantity: 1, lang } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const invoice = answer.body.data.billingModule.invoices[0];
      expect(new URL(invoice.paymentUrl).pathname).toBe(`/${lang}/billing/dummy/${invoice.id}`);
    });
  }
});
