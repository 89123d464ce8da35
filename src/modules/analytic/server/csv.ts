import type { Figures } from "./figures.js";

/** One CSV cell: quoted when needed; a leading =, +, - or @ is defused so a spreadsheet shows text, not a formula. */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: (string | number)[]) => cells.map(cell).join(",");

/**
 * The figures the dashboard shows, as one CSV of titled sections (per day, then each ranked
 * list), the way analytics tools export a report; a blank line ends each section.
 */
export function figuresCsv(figures: Figures): string {
  const donationColumns = figures.currencies.map((currency) => `donations ${currency}`.trim());
  const sections: string[][] = [
    [
      line(["Per day"]),
      line(["day", "visitors", "views", "checkouts", "notes", ...donationColumns, "form requests", "sign-ups"]),
      ...figures.days.map((d) =>
        line([d.day, d.visitors, d.views, d.checkouts, d.notes, ...figures.currencies.map((currency) => d.donations[currency] ?? 0), d.forms, d.signUps]),
      ),
    ],
    [line(["Top pages"]), line(["path", "views"]), ...figures.topPages.map((p) => line([p.path, p.views]))],
    [line(["Referrers"]), line(["host", "views"]), ...figures.referrers.map((r) => line([r.host, r.views]))],
    [line(["Languages"]), line(["language", "views"]), ...figures.languages.map((l) => line([l.language, l.views]))],
    [line(["Notes by type"]), line(["type", "currency", "notes", "donations"]), ...figures.noteTypes.map((n) => line([n.type, n.currency, n.notes, n.donations]))],
  ];
  return `${sections.map((rows) => rows.join("\r\n")).join("\r\n\r\n")}\r\n`;
}
