/**
 * The related values of a page of list cards (declared as `admin.related`): one request for the
 * page, GET /api/admin/{module}/{entity}/related-values?ids=..., and their display on a card:
 * texts, links to the record one hop away ('Customer: a@b.c'), and counts that open a filtered
 * list ('Orders (3)').
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useInRouterContext } from "react-router";
import { useApi } from "../client/query";
import { useAdmin } from "./context";
import type { AdminEntity, AdminRelated, AdminRelatedItem, AdminRelatedValues, EntityRef } from "./types";

/** Under the entity's query key prefix, so a write to it refetches its cards' values too. */
export function useRelatedValues(entity: AdminEntity | undefined, ids: string[]): AdminRelatedValues | undefined {
  const api = useApi();
  const { language } = useAdmin();
  const sorted = [...ids].sort();
  const wanted = Boolean(entity?.admin.related?.length) && sorted.length > 0;
  const query = useQuery({
    queryKey: [entity?.module, entity?.name, "related-values", sorted, language],
    queryFn: ({ signal }) =>
      api.request<AdminRelatedValues>("GET", `/api/admin/${entity!.module}/${entity!.name}/related-values`, { query: { ids: sorted.join(","), lang: language }, signal }),
    enabled: wanted,
    placeholderData: keepPreviousData,
  });
  return wanted ? query.data : undefined;
}

/** A link inside the admin: the router's when there is one (no reload), else a plain anchor. */
export function AdminLink({ to, children, className, "aria-label": label }: { to: string; children: ReactNode; className?: string; "aria-label"?: string }) {
  const routed = useInRouterContext();
  const classes = className ?? "text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600";
  return routed ? (
    <Link to={to} className={classes} aria-label={label}>
      {children}
    </Link>
  ) : (
    <a href={to} className={classes} aria-label={label}>
      {children}
    </a>
  );
}

/** Where one record of an entity opens: its list narrowed to it. */
export function useRecordHref() {
  const admin = useAdmin();
  const hrefOf = admin.hrefOf ?? ((e: EntityRef) => `/admin/${e.module}/${e.name}`);
  return {
    record: (entity: EntityRef, id: string) => `${hrefOf(entity)}?id=${encodeURIComponent(id)}`,
    filtered: (entity: EntityRef, key: string, id: string) => `${hrefOf(entity)}?${encodeURIComponent(key)}=${encodeURIComponent(id)}`,
  };
}

/** One related value of a card, as a term and its description (inside the card's <dl>). */
export function RelatedCell({ related, items, rowId, loading }: { related: AdminRelated; items: AdminRelatedItem[] | undefined; rowId: string; loading: boolean }) {
  const href = useRecordHref();
  const { language } = useAdmin();
  const label = related.label[language] ?? related.label.en ?? related.name;
  if (related.kind === "count") {
    const n = Number(items?.[0]?.text ?? 0);
    if (loading) return null;
    const text = `${label} (${n.toLocaleString(language)})`;
    return (
      <div className="flex min-w-0 max-w-full gap-1">
        <dt className="sr-only">{label}</dt>
        <dd className="min-w-0 truncate">{related.list && n > 0 ? <AdminLink to={href.filtered(related.list, related.list.filter, rowId)}>{text}</AdminLink> : <span className="text-ink/70">{text}</span>}</dd>
      </div>
    );
  }
  return (
    <div className="flex min-w-0 max-w-full gap-1">
      <dt className="shrink-0 text-ink/70">{label}</dt>
      {/* Emails, roles, totals: content in whatever language it was written. */}
      <dd lang="" className="min-w-0 truncate text-ink/80">
        {loading ? (
          <span className="text-ink/70">…</span>
        ) : !items?.length ? (
          "—"
        ) : (
          items.map((item, i) => (
            <span key={`${item.id ?? ""}${item.text}`}>
              {i > 0 ? <span aria-hidden> · </span> : null}
              {related.link && item.id ? (
                <AdminLink to={href.record(related.link, item.id)} aria-label={`${label}: ${item.text}`}>
                  {item.text}
                </AdminLink>
              ) : (
                item.text
              )}
            </span>
          ))
        )}
      </dd>
    </div>
  );
}
