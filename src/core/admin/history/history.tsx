/**
 * A record's History tab: its versions (who, when, from where), a field-by-field comparison of
 * any two, and Restore, which puts the older one back as a new version.
 */
import { useEffect, useId, useMemo, useState } from "react";
import { toast } from "../../ui/toast";
import { Button } from "../../ui/button";
import { Label } from "../../ui/label";
import { useAdmin } from "../context";
import { labelOf, shortId } from "../model";
import { useRecordTitles } from "../record-titles";
import { formatZoned } from "../time-zone";
import type { AdminEntity, VersionSummary } from "../types";
import { useDraftActions, useDraftState } from "../drafts/api";
import { useHistory, useRestore, useVersion, type RestoreMode } from "./api";
import { fieldChanges, linkChanges } from "./diff";

type Row = Record<string, unknown> & { id: string };

const ACTIONS: Record<VersionSummary["action"], string> = { create: "Created", update: "Changed", delete: "Deleted", restore: "Restored" };

/** 'Changed · 2026-11-24 18:00 · admin@example.com' */
export function versionLabel(version: VersionSummary, timeZone: string): string {
  return `${ACTIONS[version.action] ?? version.action} · ${formatZoned(version.createdAt, timeZone)} · ${version.author ?? version.source}`;
}

function Diff({ entity, fromId, toId }: { entity: AdminEntity; fromId: string; toId: string }) {
  const { languages } = useAdmin();
  const from = useVersion(fromId);
  const to = useVersion(toId);
  const links = useMemo(() => (from.data && to.data ? linkChanges(entity, from.data.owned, to.data.owned) : []), [entity, from.data, to.data]);
  // The linked records by their titles (one query per linked entity); a deleted one by its short id.
  const titles = useRecordTitles(useMemo(() => links.map((change) => ({ target: change.other, id: change.target })), [links]));
  if (from.isError || to.isError) return <p role="alert">The versions could not be loaded.</p>;
  if (!from.data || !to.data) return <p className="text-sm text-ink/70">Loading…</p>;
  const fields = fieldChanges(entity, from.data.data, to.data.data, languages);
  if (!fields.length && !links.length) return <p className="text-sm text-ink/70">No differences.</p>;
  return (
    <div className="space-y-3">
      {fields.length ? (
        <table className="w-full table-fixed border-collapse text-sm" aria-label="Changed fields">
          <thead>
            <tr className="border-b border-brand-200 text-left">
              <th scope="col" className="w-1/5 py-1 pr-2">Field</th>
              <th scope="col" className="py-1 pr-2">Older</th>
              <th scope="col" className="py-1">Newer</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((change) => (
              <tr key={`${change.name}:${change.language ?? ""}`} className="border-b border-brand-100 align-top">
                <th scope="row" className="py-1 pr-2 text-left font-medium">
                  {labelOf(change.name)}
                  {change.language ? ` (${change.language})` : ""}
                </th>
                <td className="whitespace-pre-wrap break-words py-1 pr-2 text-red-800"><del className="no-underline">{change.before || "—"}</del></td>
                <td className="whitespace-pre-wrap break-words py-1 text-green-800"><ins className="no-underline">{change.after || "—"}</ins></td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {links.length ? (
        <ul aria-label="Changed links" className="space-y-1 text-sm">
          {links.map((change) => (
            <li key={`${change.relation}:${change.kind}:${change.target}`}>
              {labelOf(change.relation.split("/")[1] ?? change.relation)}: {change.kind}{" "}
              {titles.has(change.target) ? (
                <span title={change.target}>“{titles.get(change.target)}”</span>
              ) : (
                <span className="font-mono" title={change.target}>
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
  const { timeZone = "UTC" } = useAdmin();
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

  if (history.isError) return <p role="alert">The history could not be loaded.</p>;
  if (!history.data) return <p className="text-sm text-ink/70">Loading…</p>;
  if (!versions.length) return <p className="text-sm text-ink/70">No versions yet: this record was made before history was kept.</p>;
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
        toast.success("Restored as a draft: preview it, then publish it to show it on the site");
        const state = await draftActions.state(restored.id);
        setConfirming(false);
        onRestored(restored, { ...restored, ...(state.draft ?? {}) });
        return;
      }
      toast.success(waiting ? "Restored: the older version is now the current one, and the waiting draft was discarded" : "Restored: the older version is now the current one");
      setConfirming(false);
      onRestored(restored);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setRestoring(false);
    }
  };

  const select = (label: string, value: string | undefined, onChange: (value: string) => void) => (
    <div className="min-w-0 flex-1 space-y-1">
      <Label htmlFor={`${id}-${label}`}>{label}</Label>
      <select
        id={`${id}-${label}`}
        value={value ?? ""}
        onChange={(e) => {
          onChange(e.target.value);
          setConfirming(false);
        }}
        className="h-10 w-full rounded-md border border-brand-300 bg-white px-2 text-sm"
      >
        {versions.map((v) => (
          <option key={v.id} value={v.id}>
            {versionLabel(v, timeZone)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section aria-label="History" className="space-y-4">
      <ol aria-label="Versions" className="max-h-56 space-y-1 overflow-y-auto text-sm" tabIndex={0}>
        {versions.map((v) => (
          <li key={v.id} className="flex flex-wrap gap-x-2">
            <span className="font-medium">{ACTIONS[v.action] ?? v.action}</span>
            <time dateTime={v.createdAt}>{formatZoned(v.createdAt, timeZone)}</time>
            <span className="text-ink/70">{v.author ?? v.source}</span>
            {v.author ? <span className="text-ink/70">({v.source})</span> : null}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row">
        {select("Compare", fromId, (version) => {
          setPicked(true);
          setFromId(version);
        })}
        {select("With", toId, (version) => {
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
                Put this record back as it was ({formatZoned(from.createdAt, timeZone)})?
                {live ? " The site shows it at once." : entity.drafts ? " It stays off the site until published." : ""}
                {waiting ? " The waiting draft is discarded." : ""}
              </span>
              <Button type="button" variant="primary" disabled={restoring} onClick={() => void onRestore("live")}>
                {restoring ? "Restoring…" : "Yes, restore"}
              </Button>
              {live ? (
                <Button type="button" variant="outline" disabled={restoring} onClick={() => void onRestore("draft")}>
                  Restore as a draft
                </Button>
              ) : null}
              <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              Restore the compared version
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
