/** The dashboard's building blocks: a titled card, a total, a ranked list and the per-day table. */
import type { ReactNode } from "react";
import type { DayFigures } from "../server/figures";
import { analyticAdminTexts } from "./texts";

/** Numbers and sums as the admin's language writes them ('12,345' in English, '12 345' in Russian). */
export function formats(language: string) {
  const format = new Intl.NumberFormat(language);
  return {
    number: (value: number) => format.format(value),
    money: (amount: number, currency: string) => `${format.format(Math.round(amount * 100) / 100)}${currency ? ` ${currency}` : ""}`,
  };
}

export function Card({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`min-w-0 rounded-lg border border-brand-200 bg-white p-4 ${className}`} aria-label={title}>
      <h2 className="mb-3 font-serif text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Rows ranked by views; a row's `name` (what people read) defaults to its key. `content`: the
 * names are the site's own (paths, hosts), in no interface language.
 */
export function Ranked({
  rows,
  label,
  empty,
  language,
  content = false,
}: {
  rows: { key: string; name?: string; views: number }[];
  label: string;
  empty: string;
  language: string;
  content?: boolean;
}) {
  if (!rows.length) return <p className="text-sm text-ink/70">{empty}</p>;
  const t = analyticAdminTexts.all(language);
  const { number } = formats(language);
  const top = rows[0]!.views || 1;
  return (
    <table className="w-full table-fixed text-sm">
      <thead className="sr-only">
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">{t.views}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-brand-100 first:border-t-0">
            <td lang={content ? "" : undefined} className="relative truncate py-1 pr-2" title={row.name ?? row.key}>
              <span className="absolute inset-y-0.5 left-0 -z-0 rounded bg-brand-100" style={{ width: `${(row.views / top) * 100}%` }} aria-hidden />
              <span className="relative px-1">{row.name ?? row.key}</span>
            </td>
            <td className="w-20 py-1 text-right tabular-nums">{number(row.views)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-brand-200 bg-white px-4 py-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-ink/70">{label}</p>
      <p className="font-serif text-2xl tabular-nums">{value}</p>
    </div>
  );
}

/** Every day of the range, newest first, in a box that scrolls (and takes focus to be scrolled). */
export function PerDayTable({ days, currencies, language }: { days: DayFigures[]; currencies: string[]; language: string }) {
  const t = analyticAdminTexts.all(language);
  const { number, money } = formats(language);
  // Focusable, so a keyboard can scroll a year of rows (and the columns on a phone).
  return (
    <div className="max-h-[28rem] overflow-auto focus-visible:outline-2 focus-visible:outline-brand-600" tabIndex={0} role="group" aria-label={t.figuresPerDay}>
      <table className="w-full min-w-[36rem] text-sm">
        <thead className="sticky top-0 bg-white">
          <tr className="text-left text-xs uppercase tracking-wide text-ink/70">
            <th scope="col" className="py-1 font-semibold">
              {t.day}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t.visitors}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t.views}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t.checkouts}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t.notes}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t.donations}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t.forms}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t.signUps}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day} className="border-t border-brand-100">
              <th scope="row" className="py-1 text-left font-normal tabular-nums">
                {d.day}
              </th>
              <td className="py-1 text-right tabular-nums">{number(d.visitors)}</td>
              <td className="py-1 text-right tabular-nums">{number(d.views)}</td>
              <td className="py-1 text-right tabular-nums">{number(d.checkouts)}</td>
              <td className="py-1 text-right tabular-nums">{number(d.notes)}</td>
              <td className="py-1 text-right tabular-nums">{currencies.length ? currencies.map((c) => money(d.donations[c] ?? 0, c)).join(" · ") : number(0)}</td>
              <td className="py-1 text-right tabular-nums">{number(d.forms)}</td>
              <td className="py-1 text-right tabular-nums">{number(d.signUps)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
