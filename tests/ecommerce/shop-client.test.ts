import { describe, expect, it } from "vitest";
import { formatDateTime, HOURS, MINUTES, parseDateTime } from "../../src/modules/ecommerce/widgets/date-time-input.js";
import { noteNames } from "../../src/modules/ecommerce/note-names.js";
import { DEMO_CARD_NUMBER, donationText, noteTypeOption } from "../../src/modules/ecommerce/widgets/note-form.js";
import { defaultCurrency, formatMoney, linePrice, priceIn } from "../../src/modules/ecommerce/widgets/price.js";
import { normaliseProviders, paymentUrlOf } from "../../src/modules/ecommerce/widgets/shop-api.js";

const rub = { id: "r", slug: "rub", title: "Рубль", symbol: "₽", isDefault: true };
const usd = { id: "u", slug: "usd", title: "Dollar", symbol: "$", isDefault: false };
const priced = {
  attributes: [
    { number: 350, key: { type: "price" }, currencyIds: ["r"] },
    { number: 4.5, key: { type: "price" }, currencyIds: ["u"] },
    { number: 320, key: { type: "feature" }, currencyIds: [] },
  ],
};

describe("the date-time input's format", () => {
  it("accepts only a strictly valid DD.MM.YYYY HH:mm", () => {
    expect(parseDateTime("05.03.2027 09:35")).toEqual({ year: 2027, month: 3, day: 5, hour: 9, minute: 35 });
    expect(parseDateTime("29.02.2028 23:59")).toEqual({ year: 2028, month: 2, day: 29, hour: 23, minute: 59 });
    for (const bad of ["29.02.2027 10:00", "31.04.2027 10:00", "32.01.2027 10:00", "01.13.2027 10:00", "01.01.2027 24:00", "01.01.2027 10:60", "1.01.2027 10:00", "01.01.2027 9:00", "01.01.2027T10:00", " 01.01.2027 10:00", "01.01.2027 10:00 ", ""]) {
      expect(parseDateTime(bad), bad).toBeUndefined();
    }
    expect(formatDateTime({ year: 2027, month: 3, day: 5, hour: 9, minute: 5 })).toBe("05.03.2027 09:05");
  });

  it("offers hours 0-23 and minutes in steps of 5", () => {
    expect(HOURS).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(MINUTES).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });
});

describe("prices", () => {
  it("are the price attribute's number in the chosen currency, times the quantity", () => {
    expect(priceIn(priced, "r")).toBe(350);
    expect(linePrice(priced, "u", 3)).toBe(13.5);
    expect(linePrice(priced, undefined)).toBeUndefined();
    expect(linePrice({ attributes: [] }, "r")).toBeUndefined();
    expect(defaultCurrency([usd, rub])).toBe(rub);
    expect(defaultCurrency([usd])).toBe(usd);
  });

  it("show the symbol, or 'руб.' in the cathedral's storefront", () => {
    expect(formatMoney(1500, rub, "ru").replace(/\s/g, " ")).toBe("1 500 ₽");
    expect(formatMoney(1500, rub, "ru", true).replace(/\s/g, " ")).toBe("1 500 руб.");
    expect(formatMoney(1500, rub, "en", true)).toBe("1,500 RUB");
    expect(formatMoney(13.5, usd, "ru", true)).toBe("$13,50");
    expect(formatMoney(13.5, usd, "en")).toBe("$13.50");
  });
});

describe("checkout answers", () => {
  it("send the browser to the first invoice's payment url", () => {
    const invoice = (paymentUrl: string) => ({ id: "i", amount: 1, status: "open", provider: "dummy", paymentUrl });
    expect(paymentUrlOf({ billingModule: { invoices: [invoice("/billing/dummy/1?token=a"), invoice("/x")] }, ecommerceModule: { orders: [] } })).toBe("/billing/dummy/1?token=a");
    expect(paymentUrlOf({})).toBeUndefined();
    expect(normaliseProviders(["stripe", "dummy"])).toEqual([
      { id: "stripe", title: "stripe" },
      { id: "dummy", title: "dummy" },
    ]);
  });
});

describe("the commemoration note", () => {
  it("reads one name per line, blank lines dropped (the server composes the comment from them)", () => {
    expect(noteNames(" Иоанна \r\n\n  воина Александра\n")).toEqual(["Иоанна", "воина Александра"]);
    expect(noteNames("")).toEqual([]);
    expect(DEMO_CARD_NUMBER).toMatch(/^0000 /);
  });

  it("writes the donation in the form as its thank-you panel does ('100 ₽', never '100 руб.')", () => {
    const plain = (text: string) => text.replace(/\s/g, " ");
    // The panel (note-thanks.tsx) formats the note's amount with formatMoney and the currency alone.
    const panel = (amount: number, language: string) => formatMoney(amount, { symbol: rub.symbol, slug: rub.slug }, language);
    for (const language of ["ru", "en"]) {
      expect(donationText(100, rub, language)).toBe(panel(100, language));
      expect(noteTypeOption("На молебен", 100, rub, language)).toBe(`На молебен — ${panel(100, language)}`);
    }
    expect(plain(donationText(1500, rub, "ru"))).toBe("1 500 ₽");
    expect(plain(noteTypeOption("На молебен", 100, rub, "ru"))).toBe("На молебен — 100 ₽");
    expect(plain(noteTypeOption("For a moleben", 1500, rub, "en"))).toBe("For a moleben — 1,500 ₽");
    expect(donationText(13.5, usd, "en")).toBe("$13.50");
    // Without a price in the currency: a dash, and the kind's name alone.
    expect(donationText(undefined, rub, "ru")).toBe("—");
    expect(noteTypeOption("На молебен", undefined, rub, "ru")).toBe("На молебен");
  });
});
