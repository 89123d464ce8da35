/**
 * The analytics dashboard (an admin screen): visitors and views per day, submissions, the ranked
 * lists and notes by kind for a range of days on the site's clock (the last 30 by default), with
 * a CSV of the same figures. Its words follow the admin's language (./texts.ts).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import type { AdminScreenProps } from "../../../core/admin/screens";
import { zoneLabel } from "../../../core/admin/time-zone";
import { errorText } from "../../../core/client/error-text";
import { useApi } from "../../../core/client/query";
import { fillText } from "../../../core/i18n/texts";
import { Button } from "../../../core/ui/button";
import { Input } from "../../../core/ui/input";
import { freshSession } from "../../rbac/client/session";
import type { Figures } from "../server/figures";
import { Card, formats, PerDayTable, Ranked, Total } from "./parts";
import { lastDays, rangeProblem, type DayRange } from "./range";
import { analyticAdminTexts } from "./texts";

// Charts render in the browser only: recharts measures its container, which the server has not.
const TrafficChart = lazy(() => import("./charts").then((m) => ({ default: m.TrafficChart })));
const SubmissionsChart = lazy(() => import("./charts").then((m) => ({ default: m.SubmissionsChart })));

/** The quick ranges, in days back from today. */
const PRESETS = [7, 30, 90, 365];

/** A language code as a row of the Languages list: its name in the admin's language where it has one. */
function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames(language, { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export default function AnalyticsDashboard({ timeZone, language }: AdminScreenProps) {
  const api = useApi();
  const t = analyticAdminTexts.all(language);
  const { number, money } = formats(language);
  const [range, setRange] = useState<DayRange>(() => lastDays(30, timeZone));
  const [draft, setDraft] = useState<DayRange>(range);
  const problem = rangeProblem(draft, language);
  const query = useQuery({
    queryKey: ["analytic", "figures", range.from, range.to],
    queryFn: () => api.request<Figures>("GET", "/api/analytic/figures", { query: { ...range } }),
    placeholderData: keepPreviousData,
  });
  const figures = query.data;

  const apply = (next: DayRange) => {
    setDraft(next);
    if (!rangeProblem(next, language)) setRange(next);
  };

  async function exportCsv() {
    // The download goes with the session cookie: renew it first if it is about to expire.
    await freshSession().catch(() => undefined);
    const link = document.createElement("a");
    link.href = `/api/analytic/figures.csv?from=${range.from}&to=${range.to}`;
    link.download = `analytics-${range.from}-to-${range.to}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
  }

  const days = figures ? [...figures.days].reverse() : [];
  const currencies = figures?.currencies ?? [];
  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3 rounded-lg border border-brand-200 bg-white p-3"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <label className="grid gap-1 text-sm">
          {t.from}
          <Input type="date" value={draft.from} max={draft.to} onChange={(e) => apply({ ...draft, from: e.target.value })} className="h-9 w-40" />
        </label>
        <label className="grid gap-1 text-sm">
          {t.to}
          <Input type="date" value={draft.to} min={draft.from} onChange={(e) => apply({ ...draft, to: e.target.value })} className="h-9 w-40" />
        </label>
        <div className="flex flex-wrap gap-1" role="group" aria-label={t.quickRanges}>
          {PRESETS.map((n) => (
            <Button key={n} type="button" size="sm" variant="outline" onClick={() => apply(lastDays(n, timeZone))}>
              {n === 365 ? t.year : fillText(t.days, { count: n })}
            </Button>
          ))}
        </div>
        <Button type="button" size="sm" className="sm:ml-auto" onClick={() => void exportCsv()} disabled={!figures}>
          {t.exportCsv}
        </Button>
        <p className="w-full text-xs text-ink/70" role={problem ? "alert" : undefined}>
          {problem ?? fillText(t.about, { zone: zoneLabel(timeZone, language) })}
        </p>
      </form>

      {query.isError ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {errorText(query.error, language)}
        </p>
      ) : null}
      {!figures ? (
        <p className="text-sm text-ink/70">{t.loading}</p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
            <Total label={t.visitors} value={number(figures.totals.visitors)} />
            <Total label={t.views} value={number(figures.totals.views)} />
            <Total label={t.notes} value={number(figures.totals.notes)} />
            <Total label={t.formRequests} value={number(figures.totals.forms)} />
            <Total label={t.signUps} value={number(figures.totals.signUps)} />
          </div>
          <Card title={t.visitorsAndViews}>
            <Suspense fallback={<div className="h-[260px]" />}>
              <TrafficChart days={figures.days} language={language} />
            </Suspense>
          </Card>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card title={t.topPages}>
              <Ranked
                rows={figures.topPages.map((p) => ({ key: p.path, views: p.views }))}
                label={t.page}
                empty={t.noPageViews}
                language={language}
                content
              />
            </Card>
            <Card title={t.referrers}>
              <Ranked
                rows={figures.referrers.map((r) => ({ key: r.host, views: r.views }))}
                label={t.referringSite}
                empty={t.noReferrers}
                language={language}
                content
              />
            </Card>
            <Card title={t.languages}>
              <Ranked
                rows={figures.languages.map((l) => ({
                  key: l.language,
                  name: fillText(t.languageRow, {
                    code: l.language,
                    name: languageName(l.language, language),
                  }),
                  views: l.views,
                }))}
                label={t.language}
                empty={t.noPageViews}
                language={language}
              />
            </Card>
            <Card title={t.notesByType}>
              {figures.noteTypes.length ? (
                <table className="w-full text-sm">
                  <thead>
                    <tr className="text-left text-xs uppercase tracking-wide text-ink/70">
                      <th scope="col" className="py-1 font-semibold">
                        {t.type}
                      </th>
                      <th scope="col" className="py-1 text-right font-semibold">
                        {t.notes}
                      </th>
                      <th scope="col" className="py-1 text-right font-semibold">
                        {t.donations}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {figures.noteTypes.map((n) => (
                      <tr key={`${n.type}-${n.currency}`} className="border-t border-brand-100">
                        <td lang="" className="py-1 pr-2">
                          {n.type || "—"}
                        </td>
                        <td className="py-1 text-right tabular-nums">{number(n.notes)}</td>
                        <td className="py-1 text-right tabular-nums">{money(n.donations, n.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p className="text-sm text-ink/70">{t.noNotes}</p>
              )}
            </Card>
          </div>
          <Card title={t.submissionsPerDay}>
            <Suspense fallback={<div className="h-[220px]" />}>
              <SubmissionsChart days={figures.days} language={language} />
            </Suspense>
          </Card>
          <Card title={t.perDay}>
            <PerDayTable days={days} currencies={currencies} language={language} />
          </Card>
        </>
      )}
    </div>
  );
}
