import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, register, signInAsAdmin, uniqueEmail, type Tokens } from "../helpers/accounts.js";
import { shop, type Buyer, type Row } from "../helpers/shop.js";
import { leastQueries, startTestSobor, type TestSobor } from "../helpers/sobor.js";

// A note sent from the site by a visitor without an account, as the admin's orders list shows it:
// its customer is the email given with the note (the visitor has no account email), the list's
// search finds it by that email as it finds a registered customer's order by theirs, and its card
// says it is a note, by its kind. A registered customer's order still shows their account's email.

let sobor: TestSobor;
let admin: Tokens;
let s: ReturnType<typeof shop>;
let panikhida: Row;
let candle: Row;
const sender = uniqueEmail("parishioner");
let note: string;

const sendNote = (buyer: Buyer, productId: string, data: Row) =>
  s.as(buyer, `${buyer.base}/products/${productId}/checkout`, { method: "POST", data: { provider: "dummy", quantity: 1, ...data } });

const search = (text: string) => sobor.json(`/api/ecommerce/orders?search=${encodeURIComponent(text)}&limit=100`, { headers: bearer(admin.jwt) });
const ids = (answer: { body: { data: Row[] } }) => answer.body.data.map((row) => row.id);
const related = (orderIds: string[], query = "") =>
  sobor.json(`/api/admin/ecommerce/orders/related-values?ids=${orderIds.join(",")}${query}`, { headers: bearer(admin.jwt) });

beforeAll(async () => {
  sobor = await startTestSobor({ siteUrl: "https://sobor.example", env: {} });
  admin = await signInAsAdmin(sobor);
  s = shop(sobor);
  const rub = await s.currency(`rub-${Date.now()}`, "₽", true);
  panikhida = await s.product([[rub, 100]], { variant: "smolny-note", title: { ru: "На панихиду", en: "For a memorial service" } });
  candle = await s.product([[rub, 30]]);
  const visitor = await s.anonymous();
  const sent = await sendNote(visitor, panikhida.id, { email: sender, lang: "ru", aboutHealthNames: "Марии\nПетра", aboutDeathNames: "Иоанна" });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  note = sent.body.data.ecommerceModule.orders[0].id;
});
afterAll(() => sobor?.close());

describe("a note sent without an account, in the admin's orders", () => {
  it("is found by the sender's email (or part of it) in the list's search and count", async () => {
    const found = await search(sender);
    expect(found.status).toBe(200);
    expect(ids(found)).toEqual([note]);
    expect(ids(await search(sender.slice(0, sender.indexOf("@")).toUpperCase()))).toEqual([note]);
    const counted = await sobor.json(`/api/ecommerce/orders/count?search=${encodeURIComponent(sender)}`, { headers: bearer(admin.jwt) });
    expect(counted.body.data).toBe(1);
    expect(ids(await search("nobody-sent-this@example.org"))).toEqual([]);
  });

  it("shows the sender's email as its customer (a visitor has no record to link to), its total and its kind", async () => {
    const { status, body } = await related([note]);
    expect(status).toBe(200);
    expect(body.data[note]).toEqual({ customer: [{ text: sender }], total: [{ text: "100\u00a0₽" }], note: [{ text: "На панихиду" }] });
    // The English admin asks in English: the kind is the note's English title.
    const english = await related([note], "&lang=en");
    expect(english.body.data[note]).toMatchObject({ customer: [{ text: sender }], note: [{ text: "For a memorial service" }] });
  });

  it("a registered customer's order shows their account's email; the email given at checkout finds it too; goods are no note", async () => {
    const account = uniqueEmail("customer");
    const buyer = s.buyerOf(await register(sobor, account));
    const given = uniqueEmail("given-at-checkout");
    const bought = await sendNote(buyer, candle.id, { email: given });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const order = bought.body.data.ecommerceModule.orders[0].id;
    const { body } = await related([order]);
    expect(body.data[order]).toEqual({ customer: [{ text: account, id: buyer.subjectId }], total: [{ text: "30\u00a0₽" }] });
    expect(ids(await search(account))).toEqual([order]);
    expect(ids(await search(given))).toEqual([order]);
  });

  it("loads a page of notes and customers' orders in a bounded number of queries", async () => {
    const more: string[] = [];
    for (let i = 0; i < 4; i++) {
      const visitor = await s.anonymous();
      const sent = await sendNote(visitor, panikhida.id, { email: uniqueEmail("visitor"), aboutDeathNames: `Иоанна ${i}` });
      more.push(sent.body.data.ecommerceModule.orders[0].id);
      const buyer = s.buyerOf(await register(sobor));
      more.push((await sendNote(buyer, candle.id, { email: uniqueEmail("given") })).body.data.ecommerceModule.orders[0].id);
    }
    const one = await leastQueries(sobor, () => related([note]));
    const page = await leastQueries(sobor, () => related([note, ...more]));
    expect(Object.keys(page.result.body.data)).toHaveLength(9);
    expect(page.result.body.data[more[0]!].note).toEqual([{ text: "На панихиду" }]);
    expect(page.queries).toBe(one.queries);
  });

  it("names the note's card value in Russian and English", async () => {
    const { body } = await sobor.json("/api/admin/entities", { headers: bearer(admin.jwt) });
    const orders = body.data.find((e: Row) => e.module === "ecommerce" && e.name === "orders");
    expect(orders.admin.related).toContainEqual({ name: "note", label: { ru: "Записка", en: "Note" }, kind: "values" });
  });
});
