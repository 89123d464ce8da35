// Admin: the schedule of services and events. The list shows a window of dates (drafts too); the
// form puts a new or existing service or event on it in one call, instead of five generic forms.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useAdmin } from "../../../core/admin/context";
import type { AdminScreenProps } from "../../../core/admin/screens";
import { zonedDay, zonedDayStart, zonedTime, zonedToday, zoneLabel } from "../../../core/admin/time-zone";
import { errorText } from "../../../core/client/error-text";
import { useApi } from "../../../core/client/query";
import { localise } from "../../../core/i18n/languages";
import { fillText } from "../../../core/i18n/texts";
import { Badge } from "../../../core/ui/badge";
import { Button } from "../../../core/ui/button";
import { ConfirmDialog } from "../../../core/ui/dialog";
import { toast } from "../../../core/ui/toast";
import { addDays, isDay, longDay, SCHEDULE_KEY, shortDay, titleIn, WINDOW_DAYS, type ScheduleData, type ScheduleDate, type ScheduleItem } from "./schedule-data";
import { ScheduleForm } from "./schedule-form";
import { scheduleTexts } from "./schedule-texts";

export default function ScheduleScreen({ language, timeZone }: AdminScreenProps) {
  const api = useApi();
  const t = scheduleTexts.all(language);
  // The fortnight shown is in the url (?from=2026-12-13): a reload, a bookmark and Back keep it.
  const [params, setParams] = useSearchParams();
  const asked = params.get("from");
  const firstDay = asked && isDay(asked) ? asked : zonedToday(timeZone);
  const setFirstDay = (day: string) => setParams((latest) => ({ ...Object.fromEntries(latest), from: day }));
  const schedule = useQuery({
    queryKey: [...SCHEDULE_KEY, firstDay],
    queryFn: () => api.request<ScheduleData>("GET", "/api/ecommerce/schedule", { query: { from: zonedDayStart(firstDay, timeZone), days: WINDOW_DAYS } }),
    placeholderData: (previous) => previous,
  });
  const lastDay = addDays(firstDay, WINDOW_DAYS - 1);

  return (
    <section className="flex flex-col gap-6 p-4">
      <p className="max-w-3xl text-sm text-ink/70">{fillText(t.intro, { zone: zoneLabel(timeZone, language) })}</p>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="schedule-dates" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="schedule-dates" className="text-lg font-semibold">
              {fillText(t.comingHeading, { from: shortDay(firstDay, language), to: shortDay(lastDay, language) })}
            </h2>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => setFirstDay(addDays(firstDay, -WINDOW_DAYS))}>
                {`← ${t.earlier}`}
              </Button>
              <Button variant="outline" size="sm" onClick={() => setFirstDay(addDays(firstDay, WINDOW_DAYS))}>
                {`${t.later} →`}
              </Button>
            </div>
          </div>
          {schedule.error ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(schedule.error, language)}
            </p>
          ) : !schedule.data ? (
            <p className="text-sm text-ink/70">{t.loading}</p>
          ) : (
            <DateList data={schedule.data} language={language} timeZone={timeZone} />
          )}
        </section>
        {schedule.data ? (
          // On a phone the form comes first: the fortnight's list below it is long.
          <div className="order-first lg:sticky lg:top-4 lg:order-none">
            <ScheduleForm data={schedule.data} language={language} timeZone={timeZone} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The window's dates by day, each with its service, place and a way to take it off. */
function DateList({ data, language, timeZone }: { data: ScheduleData; language: string; timeZone: string }) {
  const t = scheduleTexts.all(language);
  if (!data.dates.length) return <p className="text-sm text-ink/70">{t.nothing}</p>;
  const items = new Map(data.items.map((item) => [item.id, item]));
  const days = new Map<string, ScheduleDate[]>();
  for (const date of data.dates) {
    const day = zonedDay(date.datetime, timeZone);
    days.set(day, [...(days.get(day) ?? []), date]);
  }
  return (
    <div className="flex flex-col gap-3">
      {[...days].map(([day, dates]) => (
        <section key={day} aria-label={longDay(day, language)} className="rounded-lg border border-brand-200 bg-white">
          <h3 className="border-b border-brand-100 px-3 py-2 text-sm font-semibold first-letter:uppercase">{longDay(day, language)}</h3>
          <ul className="divide-y divide-brand-100">
            {dates.map((date) => (
              <DateRow key={date.id} date={date} item={items.get(date.productId)} language={language} timeZone={timeZone} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function DateRow({ date, item, language, timeZone }: { date: ScheduleDate; item: ScheduleItem | undefined; language: string; timeZone: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { siteLanguage } = useAdmin();
  const t = scheduleTexts.all(language);
  const title = item ? titleIn(item, language, siteLanguage) : date.productId;
  const place = item ? localise(item.place, language, siteLanguage) : "";
  const when = `${longDay(zonedDay(date.datetime, timeZone), language)}, ${zonedTime(date.datetime, timeZone)}`;
  const remove = useMutation({
    mutationFn: () => api.request("DELETE", `/api/ecommerce/attributes/${date.id}`),
    onSuccess: async () => {
      toast.success(t.removed);
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: (error) => toast.error(errorText(error, language)),
  });
  return (
    <li className="grid grid-cols-[3rem_minmax(0,1fr)_auto] items-center gap-x-3 px-3 py-2 text-sm">
      <span className="font-mono tabular-nums">{zonedTime(date.datetime, timeZone)}</span>
      <span className="min-w-0">
        <span className="font-medium">{title}</span>
        {place ? <span className="text-ink/70">{` · ${place}`}</span> : null}
        <span className="mt-0.5 flex flex-wrap gap-1">
          {item ? <Badge tone="muted">{t[`kind.${item.variant}`]}</Badge> : null}
          {!date.published || (item && !item.published) ? <Badge tone="danger">{t.draft}</Badge> : null}
        </span>
      </span>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" disabled={remove.isPending} aria-label={`${t.remove}: ${title}, ${when}`}>
            {t.remove}
          </Button>
        }
        title={t.removeQuestion}
        description={fillText(t.removeDescription, { title, when })}
        confirmLabel={t.remove}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}
