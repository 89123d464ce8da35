import type { ReactNode } from "react";

// Image templates rendered by satori (a subset of CSS: flex layout; every element with several
// children is display:flex). Colours follow the site's brand palette (src/web/app.css).

const brand = { 50: "#fbf7ef", 100: "#f4ead3", 200: "#e8d3a4", 300: "#dab86f", 600: "#9d6826", 700: "#7e4f22", 900: "#3b2414", ink: "#1f1a17" };

/** Both families hold DejaVu Sans; satori takes each glyph from the first that has it. */
export const FONT_FAMILY = "Sobor Latin, Sobor Cyrillic";

export interface TemplateContext {
  language: string;
  /** The image size in pixels. */
  width: number;
  height: number;
  /** Localised text in the template's language (falls back to the default language). */
  t(value: unknown): string;
}

export interface Template {
  width: number;
  height: number;
  render(data: Record<string, unknown>, context: TemplateContext): ReactNode;
  /** Alt text for the stored file. */
  alt(data: Record<string, unknown>, context: TemplateContext): string;
}

const labels = {
  ru: { receipt: "Чек", order: "Заказ", date: "Дата", item: "Наименование", quantity: "Кол-во", price: "Цена", amount: "Сумма", total: "Итого", more: "ещё позиций", status: "Статус", thanks: "Спаси Господи! Благодарим за заказ." },
  en: { receipt: "Receipt", order: "Order", date: "Date", item: "Item", quantity: "Qty", price: "Price", amount: "Amount", total: "Total", more: "more lines", status: "Status", thanks: "Thank you for your order!" },
};
const labelsFor = (language: string) => labels[language as keyof typeof labels] ?? labels.en;

/** Order status names (SPEC section 3) as a reader says them. */
const statuses: Record<string, Record<string, string>> = {
  ru: { new: "новый", paying: "ожидает оплаты", approving: "подтверждается", packaging: "собирается", delivering: "доставляется", delivered: "доставлен", canceled: "отменён", paid: "оплачен" },
  en: { new: "new", paying: "awaiting payment", approving: "approving", packaging: "packaging", delivering: "delivering", delivered: "delivered", canceled: "canceled", paid: "paid" },
};
const statusLabel = (status: unknown, language: string) => (statuses[language] ?? statuses.en)![String(status)] ?? String(status);

const asNumber = (value: unknown): number | undefined => {
  const n = typeof value === "string" ? Number(value.replace(",", ".")) : typeof value === "number" ? value : NaN;
  return Number.isFinite(n) ? n : undefined;
};

function money(value: number | undefined, symbol: string, language: string): string {
  if (value === undefined) return "";
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 }).format(value);
  return symbol ? `${number} ${symbol}` : number;
}

function formatDate(value: unknown, language: string, timeZone: string): string {
  const date = value instanceof Date ? value : typeof value === "string" || typeof value === "number" ? new Date(value) : new Date();
  if (Number.isNaN(date.getTime())) return String(value);
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: "long", timeStyle: "short", timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(language, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(date);
  }
}

/** Shortens text to at most `max` characters with an ellipsis (satori does not clamp lines). */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function Cross({ size, color }: { size: number; color: string }) {
  const bar = size / 7;
  return (
    <div style={{ display: "flex", position: "relative", width: size * 0.72, height: size }}>
      <div style={{ position: "absolute", left: size * 0.36 - bar / 2, top: 0, width: bar, height: size, background: color }} />
      <div style={{ position: "absolute", left: 0, top: size * 0.26, width: size * 0.72, height: bar, background: color }} />
    </div>
  );
}

const opengraph: Template = {
  width: 1200,
  height: 630,
  alt: (data, { t }) => t(data.title) || t(data.siteName),
  render(data, { t, width, height }) {
    const title = clip(t(data.title) || t(data.siteName) || "", 140);
    const subtitle = clip(t(data.subtitle ?? data.description), 180);
    const siteName = clip(t(data.siteName), 80);
    const titleSize = title.length > 90 ? 52 : title.length > 50 ? 64 : 80;
    return (
      <div style={{ display: "flex", flexDirection: "column", width, height, boxSizing: "border-box", background: brand[900], color: brand[50], padding: 64, fontFamily: FONT_FAMILY }}>
        <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
          <Cross size={56} color={brand[300]} />
          <div style={{ display: "flex", fontSize: 32, color: brand[200], letterSpacing: 1 }}>{siteName}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, justifyContent: "center", gap: 24 }}>
          <div style={{ display: "flex", fontSize: titleSize, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
          {subtitle ? <div style={{ display: "flex", fontSize: 34, color: brand[200], lineHeight: 1.35 }}>{subtitle}</div> : null}
        </div>
        <div style={{ display: "flex", height: 10, background: `linear-gradient(90deg, ${brand[300]}, ${brand[600]})`, borderRadius: 5 }} />
      </div>
    );
  },
};

interface ReceiptLine {
  title: string;
  quantity: number;
  price?: number;
  total?: number;
  symbol: string;
}

function receiptLines(data: Record<string, unknown>, t: TemplateContext["t"]): ReceiptLine[] {
  const lines = Array.isArray(data.lines) ? data.lines : [];
  return lines.map((raw) => {
    const line = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
    const quantity = asNumber(line.quantity) ?? 1;
    const price = asNumber(line.price);
    const total = asNumber(line.total) ?? (price !== undefined ? price * quantity : undefined);
    return { title: t(line.title) || String(line.productId ?? ""), quantity, price, total, symbol: String(line.symbol ?? line.currency ?? "") };
  });
}

function receiptTotals(data: Record<string, unknown>, lines: ReceiptLine[]): { total: number; symbol: string }[] {
  if (Array.isArray(data.totals)) {
    return data.totals.flatMap((raw) => {
      const item = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
      const currency = (item.billingModuleCurrency ?? {}) as Record<string, unknown>;
      const total = asNumber(item.total);
      return total === undefined ? [] : [{ total, symbol: String(item.symbol ?? currency.symbol ?? "") }];
    });
  }
  const sums = new Map<string, number>();
  for (const line of lines) if (line.total !== undefined) sums.set(line.symbol, (sums.get(line.symbol) ?? 0) + line.total);
  return [...sums].map(([symbol, total]) => ({ symbol, total }));
}

const MAX_RECEIPT_LINES = 14;

const receipt: Template = {
  width: 1500,
  height: 1500,
  alt: (data, { language }) => `${labelsFor(language).receipt} ${String(data.number ?? data.orderId ?? "")}`.trim(),
  render(data, { t, language, width, height }) {
    const l = labelsFor(language);
    const lines = receiptLines(data, t);
    const shown = lines.slice(0, MAX_RECEIPT_LINES);
    const totals = receiptTotals(data, lines);
    const number = String(data.number ?? data.orderId ?? "");
    const date = formatDate(data.date, language, String(data.timeZone ?? "Europe/Moscow"));
    const siteName = clip(t(data.siteName), 70);
    const cell = { display: "flex", fontSize: 30 } as const;
    return (
      <div style={{ display: "flex", flexDirection: "column", width, height, boxSizing: "border-box", background: brand[50], color: brand.ink, padding: 80, fontFamily: FONT_FAMILY }}>
        <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", borderBottom: `4px solid ${brand[300]}`, paddingBottom: 32 }}>
          <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
            <Cross size={64} color={brand[600]} />
            <div style={{ display: "flex", fontSize: 34, color: brand[700] }}>{siteName}</div>
          </div>
          <div style={{ display: "flex", fontSize: 56, fontWeight: 700, color: brand[900] }}>{l.receipt}</div>
        </div>
        <div style={{ display: "flex", justifyContent: "space-between", marginTop: 32, fontSize: 30, color: brand[700] }}>
          <div style={{ display: "flex" }}>{number ? `${l.order} № ${clip(number, 40)}` : l.order}</div>
          <div style={{ display: "flex" }}>{`${l.date}: ${date}`}</div>
        </div>
        {data.status ? <div style={{ display: "flex", marginTop: 12, fontSize: 26, color: brand[600] }}>{`${l.status}: ${statusLabel(data.status, language)}`}</div> : null}
        <div style={{ display: "flex", marginTop: 40, paddingBottom: 16, borderBottom: `2px solid ${brand[200]}`, color: brand[600], fontSize: 26 }}>
          <div style={{ display: "flex", flexGrow: 1 }}>{l.item}</div>
          <div style={{ display: "flex", width: 150, justifyContent: "flex-end" }}>{l.quantity}</div>
          <div style={{ display: "flex", width: 230, justifyContent: "flex-end" }}>{l.price}</div>
          <div style={{ display: "flex", width: 260, justifyContent: "flex-end" }}>{l.amount}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          {shown.map((line, index) => (
            <div key={index} style={{ display: "flex", alignItems: "center", paddingTop: 18, paddingBottom: 18, borderBottom: `1px solid ${brand[100]}` }}>
              <div style={{ ...cell, flexGrow: 1, flexShrink: 1, overflow: "hidden" }}>{clip(line.title, 48)}</div>
              <div style={{ ...cell, width: 150, justifyContent: "flex-end" }}>{String(line.quantity)}</div>
              <div style={{ ...cell, width: 230, justifyContent: "flex-end" }}>{money(line.price, line.symbol, language)}</div>
              <div style={{ ...cell, width: 260, justifyContent: "flex-end", fontWeight: 700 }}>{money(line.total, line.symbol, language)}</div>
            </div>
          ))}
          {lines.length > shown.length ? (
            <div style={{ display: "flex", paddingTop: 18, fontSize: 26, color: brand[600] }}>{`+ ${lines.length - shown.length} ${l.more}`}</div>
          ) : null}
        </div>
        <div style={{ display: "flex", flexDirection: "column", alignItems: "flex-end", marginTop: 24, paddingTop: 28, gap: 8 }}>
          {totals.map((item, index) => (
            <div key={index} style={{ display: "flex", fontSize: 44, fontWeight: 700, color: brand[900] }}>{`${l.total}: ${money(item.total, item.symbol, language)}`}</div>
          ))}
        </div>
        <div style={{ display: "flex", flexGrow: 1 }} />
        <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", borderTop: `2px solid ${brand[200]}`, paddingTop: 24, fontSize: 26, color: brand[600] }}>
          <div style={{ display: "flex" }}>{l.thanks}</div>
          <Cross size={36} color={brand[300]} />
        </div>
      </div>
    );
  },
};

/** Templates by the file-storage widget variant that names them. */
export const templates: Record<string, Template> = {
  "generate-template-opengraph-image-default": opengraph,
  "generate-template-ecommerce-order-receipt-default": receipt,
};
