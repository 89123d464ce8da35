/**
 * The analytics dashboard (an admin screen): visitors and views per day, submissions, the ranked
 * lists and notes by kind for a range of days on the site's clock (the last 30 by default), with
 * a CSV of the same figures. Admin chrome is English by design.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import type { AdminScreenProps } from "../../../core/admin/screens";
import { useApi } from "../../../core/client/query";
import { Button } from "../../../core/ui/button";
import { Input } from "../../../core/ui/input";
import { freshSession } from "../../rbac/client/session";
import type { Figures } from "../server/figures";
import { Card, money, number, PerDayTable, Ranked, Total } from "./parts";
import { lastDays, rangeProblem, type DayRange } from "./range";

// Charts render in the browser only: recharts measures its container, which the server has not.
const TrafficChart = lazy(() => import("./charts").then((m) => ({ default: m.TrafficChart })));
const SubmissionsChart = lazy(() => import("./charts").then((m) => ({ default: m.SubmissionsChart })));

/** The quick ranges, in days back from today. */
const PRESETS = [7, 30, 90, 365];

export default function AnalyticsDashboard({ timeZone }: AdminScreenProps) {
  const api = useApi();
  const [range, setRange] = useState<DayRange>(() => lastDays(30, timeZone));
  const [draft, setDraft] = useState<DayRange>(range);
  const problem = rangeProblem(draft);
  const query = useQuery({
    queryKey: ["analytic", "figures", range.from, range.to],
    queryFn: () => api.request<Figures>("GET", "/api/analytic/figures", { query: { ...range } }),
    placeholderData: keepPreviousData,
  });
  const figures = query.data;

  const apply = (next: DayRange) => {
    setDraft(next);
    if (!rangeProblem(next)) setRange(next);
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
          From
          <Input type="date" value={draft.from} max={draft.to} onChange={(e) => apply({ ...draft, from: e.target.value })} className="h-9 w-40" />
        </label>
        <label className="grid gap-1 text-sm">
          To
          <Input type="date" value={draft.to} min={draft.from} onChange={(e) => apply({ ...draft, to: e.target.value })} className="h-9 w-40" />
        </label>
        <div className="flex flex-wrap gap-1" role="group" aria-label="Quick ranges">
          {PRESETS.map((n) => (
            <Button key={n} type="button" size="sm" variant="outline" onClick={() => apply(lastDays(n, timeZone))}>
              {n === 365 ? "Year" : `${n} days`}
            </Button>
          ))}
        </div>
        <Button type="button" size="sm" className="sm:ml-auto" onClick={() => void exportCsv()} disabled={!figures}>
          Export CSV
        </Button>
        <p className="w-full text-xs text-ink/70" role={problem ? "alert" : undefined}>
          {problem ?? `Days on the site's clock (${timeZone}). No cookies, no IP addresses: a visitor is a daily-salted hash.`}
        </p>
      </form>

      {query.isError ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {query.error.message}
        </p>
      ) : null}
      {!figures ? (
        <p className="text-sm text-ink/70">Loading figures…</p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
            <Total label="Visitors" value={number.format(figures.totals.visitors)} />
            <Total label="Views" value={number.format(figures.totals.views)} />
            <Total label="Notes" value={number.format(figures.totals.notes)} />
            <Total label="Form requests" value={number.format(figures.totals.forms)} />
            <Total label="Sign-ups" value={number.format(figures.totals.signUps)} />
          </div>
          <Card title="Visitors and views">
            <Suspense fallback={<div className="h-[260px]" />}>
              <TrafficChart days={figures.days} />
            </Suspense>
          </Card>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card title="Top pages">
              <Ranked rows={figures.topPages.map((p) => ({ key: p.path, views: p.views }))} label="Page" empty="No page views in this range." />
            </Card>
            <Card title="Referrers">
              <Ranked rows={figures.referrers.map((r) => ({ key: r.host, views: r.views }))} label="Referring site" empty="No visits from other sites in this range." />
            </Card>
            <Card title="Languages">
              <Ranked rows={figures.languages.map((l) => ({ key: l.language, views: l.views }))} label="Language" empty="No page views in this range." />
            </Card>
            <Card title="Notes by type">
              {figures.noteTypes.length ? (
                <table className="w-full text-sm">
                  <thead>
                    <tr className="text-left text-xs uppercase tracking-wide text-ink/70">
                      <th scope="col" className="py-1 font-semibold">Type</th>
                      <th scope="col" className="py-1 text-right font-semibold">Notes</th>
                      <th scope="col" className="py-1 text-right font-semibold">Donations</th>
                    </tr>
                  </thead>
                  <tbody>
                    {figures.noteTypes.map((n) => (
                      <tr key={`${n.type}-${n.currency}`} className="border-t border-brand-100">
                        <td className="py-1 pr-2">{n.type || "—"}</td>
                        <td className="py-1 text-right tabular-nums">{number.format(n.notes)}</td>
                        <td className="py-1 text-right tabular-nums">{money(n.donations, n.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p className="text-sm text-ink/70">No notes in this range.</p>
              )}
            </Card>
          </div>
          <Card title="Submissions per day">
            <Suspense fallback={<div className="h-[220px]" />}>
              <SubmissionsChart days={figures.days} />
            </Suspense>
          </Card>
          <Card title="Per day">
            <PerDayTable days={days} currencies={currencies} />
          </Card>
        </>
      )}
    </div>
  );
}
