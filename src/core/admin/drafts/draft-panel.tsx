/**
 * What a drafts record's form shows beside its fields: a banner saying what the public site
 * shows, Preview (a signed link in a new tab), Unpublish, Discard draft, and 'Publish at…' /
 * 'Unpublish at…' on the site's clock (to the second, not in the past) with what is scheduled, a
 * countdown and a Cancel for each; once a time has come the record is read again until it ran.
 */
import { useEffect, useId, useState } from "react";
import { errorText } from "../../client/error-text";
import { toast } from "../../ui/toast";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { fieldClasses } from "../../ui/input";
import { Label } from "../../ui/label";
import { useAdmin } from "../context";
import { formatZoned, fromZonedInput, toZonedInputSeconds, zoneLabel } from "../time-zone";
import type { AdminEntity, DraftState } from "../types";
import { useAdminTexts } from "../use-texts";
import { useDraftActions } from "./api";
import { DRAFTS_TEXTS } from "./texts";

const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * 'in 8 seconds', 'in 3 hours', 'in 2 days' from now ('через 3 часа' in Russian); undefined once
 * the time has come.
 */
export function timeUntil(at: string, now: number, language = "en"): string | undefined {
  if (!formats.has(language)) formats.set(language, new Intl.RelativeTimeFormat(language, { numeric: "auto" }));
  const relative = formats.get(language)!;
  const seconds = Math.round((Date.parse(at) - now) / 1000);
  if (seconds <= 0) return undefined;
  if (seconds < 60) return relative.format(seconds, "second");
  if (seconds < 3600) return relative.format(Math.round(seconds / 60), "minute");
  if (seconds < 48 * 3600) return relative.format(Math.round(seconds / 3600), "hour");
  return relative.format(Math.round(seconds / 86400), "day");
}

/** The browser's clock, read again every second (the earliest time to pick, a schedule counting down). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The banner over a drafts record's form: unpublished, or a draft waiting over the published record. */
export function DraftBanner({ record, state }: { record: Record<string, unknown>; state: DraftState | undefined }) {
  const { timeZone = "UTC" } = useAdmin();
  const t = useAdminTexts(DRAFTS_TEXTS);
  if (record.published === false) {
    return (
      <p role="note" aria-label={t("draft")} className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        <Badge className="mr-2 bg-amber-200 text-amber-950">{t("draft")}</Badge>
        {t("notPublic")}
      </p>
    );
  }
  if (!state?.draft) return null;
  return (
    <p role="note" aria-label={t("draft")} className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <Badge className="mr-2 bg-amber-200 text-amber-950">{t("draft")}</Badge>
      {state.draftSavedAt ? t("editingDraftSaved", { time: formatZoned(state.draftSavedAt, timeZone) }) : t("editingDraft")}
    </p>
  );
}

export function DraftPanel({ entity, record, state }: { entity: AdminEntity; record: Record<string, unknown> & { id: string }; state: DraftState | undefined }) {
  const { timeZone = "UTC", defaultLanguage, language } = useAdmin();
  const t = useAdminTexts(DRAFTS_TEXTS);
  const fail = (error: unknown) => toast.error(errorText(error, language));
  const actions = useDraftActions(entity);
  const id = useId();
  const [action, setAction] = useState<"publish" | "unpublish">(record.published === false ? "publish" : "unpublish");
  const [at, setAt] = useState("");
  const [busy, setBusy] = useState(false);
  const pending = state?.scheduled.filter((job) => job.status === "pending" || job.status === "running") ?? [];
  const now = useNow();
  // Once a scheduled time has come, the server's job runner publishes within moments: the panel
  // reads the record again every second until the job is gone, so the editor sees it go live.
  const due = pending.filter((job) => Date.parse(job.runAt) <= now).map((job) => job.id).join(",");
  useEffect(() => {
    if (!due) return;
    const timer = setInterval(() => void actions.refresh(record.id), 1000);
    return () => clearInterval(timer);
  }, [due, record.id]);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const preview = async () => {
    // Opened at once (a popup blocker allows it in the click) and pointed at the link when it is made.
    const tab = window.open("about:blank", "_blank");
    try {
      const url = await actions.previewUrl(record.id, defaultLanguage);
      if (!url) {
        tab?.close();
        toast(t("noPage"));
        return;
      }
      if (tab) tab.location.href = url;
      else window.open(url, "_blank");
    } catch (error) {
      tab?.close();
      fail(error);
    }
  };

  return (
    <section aria-label={t("publishing")} className="space-y-3 rounded-md border border-brand-100 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" onClick={() => void preview()}>
          {t("preview")}
        </Button>
        {record.published !== false ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => void run(() => actions.unpublish(record.id), t("unpublished"))}>
            {t("unpublish")}
          </Button>
        ) : null}
        {state?.draft ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => void run(() => actions.discard(record.id), t("draftDiscarded"))}>
            {t("discardDraft")}
          </Button>
        ) : null}
      </div>
      <form
        aria-label={t("schedule")}
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!at) return toast.error(t("chooseTime"));
          void run(() => actions.schedule(record.id, action, fromZonedInput(at, timeZone)), t("scheduledToast")).then(() => setAt(""));
        }}
      >
        <div className="space-y-1">
          <Label htmlFor={`${id}-action`}>{t("action")}</Label>
          <select id={`${id}-action`} className={fieldClasses} value={action} onChange={(event) => setAction(event.target.value as "publish" | "unpublish")}>
            <option value="publish">{t("publishAt")}</option>
            <option value="unpublish">{t("unpublishAt")}</option>
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-at`}>{t("when", { zone: zoneLabel(timeZone, language) })}</Label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            // To the second, and never earlier than now on the site's clock.
            step={1}
            min={toZonedInputSeconds(new Date(now).toISOString(), timeZone)}
            className={fieldClasses}
            value={at}
            onChange={(event) => setAt(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={busy}>
          {t("scheduleButton")}
        </Button>
      </form>
      {state?.scheduled.length ? (
        <ul aria-label={t("scheduled")} className="space-y-1 text-sm">
          {state.scheduled.map((job) => (
            <li key={job.id} className="flex items-center gap-2">
              <span>
                {t(job.action === "publish" ? "publishingAt" : "unpublishingAt", { time: formatZoned(job.runAt, timeZone, { seconds: true }) })} ·{" "}
                {timeUntil(job.runAt, now, language) ?? t("dueNow")}
              </span>
              {job.status === "pending" ? (
                <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => void run(() => actions.cancel(record.id, job.id), t("cancelled"))}>
                  {t("cancel")}
                </Button>
              ) : (
                <span className="text-ink/70">{t("running")}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
