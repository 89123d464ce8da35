/**
 * A record's History tab: its versions (who, when, from where), a field-by-field comparison of
 * any two, and Restore, which puts the older one back as a new version.
 */
import { useEffect, useId, useMemo, useState } from "react";
import { errorText } from "../../client/error-text";
import { toast } from "../../ui/toast";
import { Button } from "../../ui/button";
import { Label } from "../../ui/label";
import { useAdmin } from "../context";
import { languageShort } from "../form-texts";
import { shortId } from "../model";
import { useRecordTitles } from "../record-titles";
import { formatZoned } from "../time-zone";
import type { AdminEntity, VersionSummary } from "../types";
import { useAdminTexts } from "../use-texts";
import { useDraftActions, useDraftState } from "../drafts/api";
import { useHistory, useRestore, useVersion, type RestoreMode } from "./api";
import { fieldChanges, linkChanges, type LinkChange } from "./diff";
import { HISTORY_TEXTS, sourceText } from "./texts";

type Row = Record<string, unknown> & { id: string };

const ACTIONS = { create: "created", update: "changed", delete: "deleted", restore: "restored" } as const satisfies Record<VersionSummary["action"], string>;
const LINK_KINDS = { added: "linkAdded", removed: "linkRemoved", changed: "linkChanged" } as const satisfies Record<LinkChange["kind"], string>;

/** What a version did ('Changed'), in a language. */
function actionText(version: VersionSummary, language: string): string {
  const key = ACTIONS[version.action] as (typeof ACTIONS)[keyof typeof ACTIONS] | undefined;
  return key ? HISTORY_TEXTS.text(key, language) : version.action;
}

/** 'Changed · 2026-11-24 18:00 · admin@example.com', in a language (English unless told). */
export function versionLabel(version: VersionSummary, timeZone: string, language = "en"): string {
  return `${actionText(version, language)} · ${formatZoned(version.createdAt, timeZone)} · ${version.author ?? sourceText(version.source, language)}`;
}

function Diff({ entity, fromId, toId }: { entity: AdminEntity; fromId: string; toId: string }) {
  const admin = useAdmin();
  const { languages, language } = admin;
  const t = useAdminTexts(HISTORY_TEXTS);
  /** A relation ('blog/articles-to-tags') by the admin's name for its entity. */
  const relationLabel = (relation: string) => {
    const [module = "", name] = relation.split("/");
    return name ? admin.label.entity({ module, name }) : relation;
  };
  const from = useVersion(fromId);
  const to = useVersion(toId);
  const links = useMemo(
    () => (from.data && to.data ? linkChanges(entity, from.data.owned, to.data.owned, admin.label.field, admin.label.variant) : []),
    [entity, from.data, to.data, admin.label],
  );
  // The linked records by their titles (one query per linked entity); a deleted one by its short id.
  const titles = useRecordTitles(useMemo(() => links.map((change) => ({ target: change.other, id: change.target })), [links]));
  if (from.isError || to.isError) return <p role="alert">{t("versionsNotLoaded")}</p>;
  if (!from.data || !to.data) return <p className="text-sm text-ink/70">{t("loading")}</p>;
  const fields = fieldChanges(entity, from.data.data, to.data.data, languages, admin.label.variant);
  if (!fields.length && !links.length) return <p className="text-sm text-ink/70">{t("noDifferences")}</p>;
  return (
    <div className="space-y-3">
      {fields.length ? (
        <table className="w-full table-fixed border-collapse text-sm" aria-label={t("changedFields")}>
          <thead>
            <tr className="border-b border-brand-200 text-left">
              <th scope="col" className="w-1/5 py-1 pr-2">{t("field")}</th>
              <th scope="col" className="py-1 pr-2">{t("older")}</th>
              <th scope="col" className="py-1">{t("newer")}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((change) => (
              <tr key={`${change.name}:${change.language ?? ""}`} className="border-b border-brand-100 align-top">
                <th scope="row" className="py-1 pr-2 text-left font-medium">
                  {admin.label.field(entity, change.name)}
                  {change.language ? ` (${languageShort(change.language, language)})` : ""}
                </th>
                <td lang="" className="whitespace-pre-wrap break-words py-1 pr-2 text-red-800"><del className="no-underline">{change.before || "—"}</del></td>
                <td lang="" className="whitespace-pre-wrap break-words py-1 text-green-800"><ins className="no-underline">{change.after || "—"}</ins></td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {links.length ? (
        <ul aria-label={t("changedLinks")} className="space-y-1 text-sm">
          {links.map((change) => (
            <li key={`${change.relation}:${change.kind}:${change.target}`}>
              {relationLabel(change.relation)}: {t(LINK_KINDS[change.kind])}{" "}
              {titles.has(change.target) ? (
                <span lang="" title={change.target}>
                  {t("quoted", { title: titles.get(change.target)! })}
                </span>
              ) : (
                <span lang="" className="font-mono" title={change.target}>
                  {shortId(change.target)}
                </span>
              )}
              {change.detail ? ` (${change.detail})` : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function HistoryTab({ entity, row, onRestored }: { entity: AdminEntity; row: Row; onRestored: (row: Row, shown?: Row) => void }) {
  const { timeZone = "UTC", language } = useAdmin();
  const t = useAdminTexts(HISTORY_TEXTS);
  const drafts = useDraftState(entity, row.id);
  const draftActions = useDraftActions(entity);
  const history = useHistory(entity, row.id);
  const versions = history.data ?? [];
  const [fromId, setFromId] = useState<string>();
  const [toId, setToId] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const restore = useRestore(entity);
  const id = useId();
  /** Whether the admin picked the versions to compare: until then a newer version read moves the default along. */
  const [picked, setPicked] = useState(false);
  // By default: what the last change did (the version before it against the newest).
  useEffect(() => {
    if (!versions.length) return;
    const kept = (current: string | undefined) => picked && current && versions.some((v) => v.id === current);
    setToId((current) => (kept(current) ? current : versions[0]!.id));
    setFromId((current) => (kept(current) ? current : (versions[1] ?? versions[0])!.id));
  }, [versions, picked]);

  if (history.isError) return <p role="alert">{t("historyNotLoaded")}</p>;
  if (!history.data) return <p className="text-sm text-ink/70">{t("loading")}</p>;
  if (!versions.length) return <p className="text-sm text-ink/70">{t("noVersions")}</p>;
  const from = versions.find((v) => v.id === fromId);

  // A drafts record restores live (shown at once if published; a waiting draft is discarded) or as its draft.
  const current = drafts.data?.record ?? row;
  const live = entity.drafts && current.published !== false;
  const waiting = Boolean(entity.drafts && drafts.data?.draft);

  const onRestore = async (as: RestoreMode) => {
    if (!fromId) return;
    setRestoring(true);
    try {
      const restored = await restore(fromId, as);
      if (as === "draft" && live) {
        toast.success(t("restoredAsDraft"));
        const state = await draftActions.state(restored.id);
        setConfirming(false);
        onRestored(restored, { ...restored, ...(state.draft ?? {}) });
        return;
      }
      toast.success(t(waiting ? "restoredDraftDiscarded" : "restoredCurrent"));
      setConfirming(false);
      onRestored(restored);
    } catch (error) {
      toast.error(errorText(error, language));
    } finally {
      setRestoring(false);
    }
  };

  const select = (which: "compare" | "with", value: string | undefined, onChange: (value: string) => void) => (
    <div className="min-w-0 flex-1 space-y-1">
      <Label htmlFor={`${id}-${which}`}>{t(which)}</Label>
      <select
        id={`${id}-${which}`}
        value={value ?? ""}
        onChange={(e) => {
          onChange(e.target.value);
          setConfirming(false);
        }}
        className="h-10 w-full rounded-md border border-brand-300 bg-white px-2 text-sm"
      >
        {versions.map((v) => (
          <option key={v.id} value={v.id}>
            {versionLabel(v, timeZone, language)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section aria-label={t("history")} className="space-y-4">
      <ol aria-label={t("versions")} className="max-h-56 space-y-1 overflow-y-auto text-sm" tabIndex={0}>
        {versions.map((v) => (
          <li key={v.id} className="flex flex-wrap gap-x-2">
            <span className="font-medium">{actionText(v, language)}</span>
            <time dateTime={v.createdAt}>{formatZoned(v.createdAt, timeZone)}</time>
            <span className="text-ink/70">{v.author ?? sourceText(v.source, language)}</span>
            {v.author ? <span className="text-ink/70">({sourceText(v.source, language)})</span> : null}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row">
        {select("compare", fromId, (version) => {
          setPicked(true);
          setFromId(version);
        })}
        {select("with", toId, (version) => {
          setPicked(true);
          setToId(version);
        })}
      </div>
      {fromId && toId ? <Diff entity={entity} fromId={fromId} toId={toId} /> : null}
      {from && from.action !== "delete" ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-brand-100 pt-3">
          {confirming ? (
            <>
              <span className="text-sm">
                {t("restoreQuestion", { time: formatZoned(from.createdAt, timeZone) })}
                {live ? t("shownAtOnce") : entity.drafts ? t("offUntilPublished") : ""}
                {waiting ? t("draftDiscarded") : ""}
              </span>
              <Button type="button" variant="primary" disabled={restoring} onClick={() => void onRestore("live")}>
                {t(restoring ? "restoring" : "yesRestore")}
              </Button>
              {live ? (
                <Button type="button" variant="outline" disabled={restoring} onClick={() => void onRestore("draft")}>
                  {t("restoreAsDraft")}
                </Button>
              ) : null}
              <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                {t("cancel")}
              </Button>
            </>
          ) : (
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              {t("restoreCompared")}
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
