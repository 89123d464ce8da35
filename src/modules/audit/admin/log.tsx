/**
 * The audit log (an admin screen): every write, newest first, filtered by who (an email, a
 * subject id, or a source such as api-key), entity and a range of days on the site's clock.
 * Read-only: nothing here or anywhere in the API writes the log. Its words, and the names of the
 * log's sources, actions and entities, follow the admin's language (./texts.ts).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { AdminScreenProps } from "../../../core/admin/screens";
import { formatZoned, zonedDayStart } from "../../../core/admin/time-zone";
import { useAdmin } from "../../../core/admin/context";
import { errorText } from "../../../core/client/error-text";
import { useApi } from "../../../core/client/query";
import { fillText } from "../../../core/i18n/texts";
import { Button } from "../../../core/ui/button";
import { Input } from "../../../core/ui/input";
import { Label } from "../../../core/ui/label";
import { sourceText } from "../../../core/admin/history/texts";
import { actionName, auditAdminTexts, whoQuery } from "./texts";

interface Entry {
  id: string;
  at: string;
  subjectId: string | null;
  author: string | null;
  source: string;
  address: string | null;
  entity: string;
  recordId: string | null;
  action: string;
}

interface Filters {
  who: string;
  entity: string;
  from: string;
  to: string;
}

const EMPTY: Filters = { who: "", entity: "", from: "", to: "" };
const PAGE_SIZE = 50;

export default function AuditLog({ timeZone, language }: AdminScreenProps) {
  const api = useApi();
  const { entities, label } = useAdmin();
  const t = auditAdminTexts.all(language);
  /** An entity of the log ('blog/articles') by the admin's names for it. */
  const entityName = (key: string) => {
    const [module = key, name = ""] = key.split("/");
    return fillText(t.entityName, {
      key,
      module: label.module(module),
      entity: name ? label.entity({ module, name }) : "",
    });
  };
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: ["audit", "entries", filters, page],
    queryFn: () =>
      api.request<{ entries: Entry[]; hasMore: boolean }>("GET", "/api/audit/entries", {
        query: {
          ...(filters.who.trim() ? { who: whoQuery(filters.who, language) } : {}),
          ...(filters.entity ? { entity: filters.entity } : {}),
          ...(filters.from ? { from: zonedDayStart(filters.from, timeZone) } : {}),
          ...(filters.to ? { to: zonedDayStart(filters.to, timeZone, 1) } : {}),
          limit: PAGE_SIZE,
          offset: page * PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(0);
  };
  const set = (key: keyof Filters) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const names = entities
    .map((e) => `${e.module}/${e.name}`)
    .map((key) => ({ key, text: entityName(key) }))
    .sort((a, b) => a.text.localeCompare(b.text, language));

  return (
    <div className="space-y-4">
      <form onSubmit={apply} aria-label={t.filterLog} className="grid gap-3 rounded-md border border-brand-200 bg-white p-3 sm:grid-cols-5 sm:items-end">
        <div className="space-y-1 sm:col-span-2">
          <Label htmlFor="audit-who">{t.who}</Label>
          <Input id="audit-who" value={draft.who} onChange={(e) => set("who")(e.target.value)} placeholder={t.whoPlaceholder} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="audit-entity">{t.entity}</Label>
          <select
            id="audit-entity"
            value={draft.entity}
            onChange={(e) => set("entity")(e.target.value)}
            className="h-10 w-full rounded-md border border-brand-300 bg-white px-2 text-sm"
          >
            <option value="">{t.any}</option>
            {names.map(({ key, text }) => (
              <option key={key} value={key}>
                {text}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="audit-from">{t.from}</Label>
          <Input id="audit-from" type="date" value={draft.from} onChange={(e) => set("from")(e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="audit-to">{t.to}</Label>
          <Input id="audit-to" type="date" value={draft.to} onChange={(e) => set("to")(e.target.value)} />
        </div>
        <div className="flex gap-2 sm:col-span-5">
          <Button type="submit" variant="primary">
            {t.apply}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
              setPage(0);
            }}
          >
            {t.clear}
          </Button>
        </div>
      </form>
      {query.isError ? <p role="alert">{query.error instanceof Error ? errorText(query.error, language) : t.loadFailed}</p> : null}
      <div className="overflow-x-auto rounded-md border border-brand-200 bg-white" tabIndex={0} role="region" aria-label={t.entries}>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-brand-200">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t.when}
              </th>
              <th scope="col" className="px-3 py-2">
                {t.who}
              </th>
              <th scope="col" className="px-3 py-2">
                {t.action}
              </th>
              <th scope="col" className="px-3 py-2">
                {t.entity}
              </th>
              <th scope="col" className="px-3 py-2">
                {t.record}
              </th>
              <th scope="col" className="px-3 py-2">
                {t.address}
              </th>
            </tr>
          </thead>
          <tbody>
            {(query.data?.entries ?? []).map((entry) => (
              <tr key={entry.id} className="border-b border-brand-100">
                <td className="whitespace-nowrap px-3 py-1.5">
                  <time dateTime={entry.at}>{formatZoned(entry.at, timeZone)}</time>
                </td>
                <td className="px-3 py-1.5">
                  {entry.author ?? "—"} <span className="text-ink/70">({sourceText(entry.source, language)})</span>
                </td>
                <td className="px-3 py-1.5">{actionName(t, entry.action)}</td>
                <td className="px-3 py-1.5">{entityName(entry.entity)}</td>
                <td lang="" className="px-3 py-1.5 font-mono text-xs">
                  {entry.recordId ?? "—"}
                </td>
                {/* An address ('::ffff:127.0.0.1') is no language's words. */}
                <td lang="" className="px-3 py-1.5 font-mono text-xs">
                  {entry.address ?? "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {query.data && !query.data.entries.length ? <p className="px-3 py-4 text-sm text-ink/70">{t.noEntries}</p> : null}
      </div>
      <div className="flex gap-2">
        <Button type="button" size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t.newer}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={!query.data?.hasMore} onClick={() => setPage(page + 1)}>
          {t.older}
        </Button>
      </div>
    </div>
  );
}
