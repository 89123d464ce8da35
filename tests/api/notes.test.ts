import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_NOTE_NAMES } from "../../src/modules/ecommerce/note-names.js";
import { mailerOf } from "../../src/modules/notification/server/index.js";
import { expectError } from "../helpers/records.js";
import { shop, type Buyer, type Row } from "../helpers/shop.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

// Issue 15, notes as a parish takes them: one name per line, at most 10 names in each field,
// enforced by the checkout route whatever the browser sends; the names become the order's
// comment and a receipt mail in the visitor's language that lists them.

let sobor: TestSobor;
let s: ReturnType<typeof shop>;
let rub: Row;
let panikhida: Row;
let candle: Row;

beforeAll(async () => {
  sobor = await startTestSobor({ siteUrl: "https://sobor.example", env: {} });
  s = shop(sobor);
  rub = await s.currency("rub", "₽", true);
  panikhida = await s.product([[rub, 100]], { variant: "smolny-note", title: { ru: "На панихиду", en: "For a memorial service" } });
  candle = await s.product([[rub, 30]]);
});
afterAll(() => sobor?.close());

const names = (count: number, stem = "Иоанн") => Array.from({ length: count }, (_, i) => `${stem} ${i + 1}`);

const sendNote = (buyer: Buyer, productId: string, data: Row) =>
  s.as(buyer, `${buyer.base}/products/${productId}/checkout`, { method: "POST", data: { provider: "dummy", quantity: 1, ...data } });

/** Mail to an address, from the outbox (no SMTP configured), newest last. */
async function mailTo(email: string): Promise<Row[]> {
  await mailerOf(sobor.context).flush();
  const outbox = await sobor.json(
    `/api/notification/messages?filters[and][0][column]=to&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(email)}&orderBy[and][0][column]=createdAt&orderBy[and][0][method]=asc`,
    { secret: true },
  );
  return outbox.body.data;
}

const ordersOf = async (buyer: Buyer) => (await s.as(buyer, `${buyer.base}/orders`)).body.data as Row[];

describe("a note's names", () => {
  it(`refuses ${MAX_NOTE_NAMES + 1} names in either field, saying one name per line and at most ${MAX_NOTE_NAMES}; no order is made`, async () => {
    const buyer = await s.anonymous();
    for (const field of ["aboutHealthNames", "aboutDeathNames"]) {
      const answer = await sendNote(buyer, panikhida.id, { email: "eleven@example.org", [field]: names(MAX_NOTE_NAMES + 1).join("\n") });
      expectError(answer, 400, new RegExp(`${field}: at most ${MAX_NOTE_NAMES} names, one per line \\(got ${MAX_NOTE_NAMES + 1}\\)`));
    }
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await mailTo("eleven@example.org")).toEqual([]);
  });

  it("takes 10 names a field (blank lines are not names) and keeps them, one per line, in the order's comment", async () => {
    const buyer = await s.anonymous();
    const health = names(MAX_NOTE_NAMES, "Марии");
    const answer = await sendNote(buyer, panikhida.id, { email: "ten@example.org", lang: "ru", aboutHealthNames: `\n${health.join("\n\n")}\n`, aboutDeathNames: "  Иоанна  " });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const order = answer.body.data.ecommerceModule.orders[0] as Row;
    expect(order.comment).toBe(`О здравии:\n${health.join("\n")}\n\nОб упокоении:\nИоанна`);
    expect(answer.body.data.billingModule.invoices[0]).toMatchObject({ amount: 100, status: "open" });
  });

  it("needs at least one name for a note, and names only on a note", async () => {
    const buyer = await s.anonymous();
    expectError(await sendNote(buyer, panikhida.id, { email: "none@example.org", aboutHealthNames: " \n ", comment: "Иоанна" }), 400, /at least one/);
    expectError(await sendNote(buyer, candle.id, { email: "none@example.org", aboutHealthNames: "Иоанна" }), 400, /commemoration note/);
    expectError(await sendNote(buyer, panikhida.id, { email: "none@example.org", aboutHealthNames: ["Иоанна"] }), 400, /aboutHealthNames: must be text/);
    expect(await ordersOf(buyer)).toEqual([]);
  });
});

describe("the note's receipt mail", () => {
  it.each([
    ["ru", "Записка принята: На панихиду", ["О здравии:", "— Марии", "— Петра", "Об упокоении:", "— Иоанна", "Пожертвование: 100 ₽"]],
    ["en", "Your note is received: For a memorial service", ["For health:", "— Марии", "— Петра", "For repose:", "— Иоанна", "Donation: 100 ₽"]],
  ])("in %s lists the kind, every name and the donation with its reference and link", async (lang, subject, lines) => {
    const buyer = await s.anonymous();
    const email = `receipt-${lang}@example.org`;
    const answer = await sendNote(buyer, panikhida.id, { email, lang, aboutHealthNames: "Марии\nПетра", aboutDeathNames: "Иоанна" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const invoice = answer.body.data.billingModule.invoices[0] as Row;
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(subject);
    const text = String(mail.text);
    for (const line of lines) expect(text).toContain(line);
    expect(text).toContain(invoice.id.slice(0, 8));
    expect(text).toContain(invoice.paymentUrl);
    expect(String(mail.html)).toContain("— Иоанна");
  });

  it("follows the browser's language when the body names none", async () => {
    const buyer = await s.anonymous();
    const email = "receipt-accept@example.org";
    const answer = await s.as(buyer, `${buyer.base}/products/${panikhida.id}/checkout`, {
      method: "POST",
      headers: { "accept-language": "en-GB,en;q=0.9" },
      data: { provider: "dummy", email, aboutDeathNames: "Иоанна" },
    });
    expect(answer.status).toBe(201);
    const mail = (await mailTo(email))[0]!;
    expect(mail.subject).toBe("Your note is received: For a memorial service");
  });
});
