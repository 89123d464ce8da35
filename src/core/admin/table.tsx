/**
 * admin-table: one entity's records, paged, searched and sorted by the server (limit/offset,
 * `search` matched through a trigram index, orderBy; the total from /count, exact up to 1000
 * records and 'about 9,100' past that), an 'Add new'
 * dialog and a Hide/Show toggle. Inside a form it is a relation table: filtered by the parent id,
 * with the linked record as each row's title and Move up / Move down for orderIndex.
 */
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Plus, RefreshCw } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { toast } from "../ui/toast";
import { errorText } from "../client/error-text";
import type { Filter } from "../client/api";
import { entityKeys, useApi, useEntityCountEstimated, useEntityList } from "../client/query";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Input } from "../ui/input";
import { Select } from "../ui/select";
import { Skeleton } from "../ui/skeleton";
import { useAdmin } from "./context";
import { EntityForm, RECORD_DIALOG_CLASS } from "./form";
import { overrideOf, recordTitle, sortableColumns, tableColumns } from "./model";
import { ADMIN_TEXTS } from "./texts";
import { inSentence, pluralOf, textsIn, useAdminTexts } from "./use-texts";
import { useRecordTitles, type RecordRef } from "./record-titles";
import { RelationTableProvider } from "./relations";
import { EditTitle, RowCard, rowHeading } from "./row";
import { defaultSort, listParams } from "./search";
import type { AdminEntity, AdminLink } from "./types";
import { Pager } from "./pager";
import { TableFilters } from "./filters";
import { useRelatedValues } from "./related-values";
import { useDraftIds } from "./drafts/api";
import { filterConditions, useTableFilters } from "./table-filters";
import { PAGE_SIZES, useTableState } from "./table-state";
import { useDebounced } from "./use-debounced";
import { UrlRecordDialog, useOpenRecord } from "./url-record";

type Row = Record<string, unknown> & { id: string };

/** '1 record', '20 records', 'about 9,100 records'; '21 запись', 'около 9 100 записей'. */
export function recordsLabel(total: number, estimated: boolean, language = "en"): string {
  const t = textsIn(ADMIN_TEXTS, language);
  const records = pluralOf(language, total, t("records"));
  if (estimated) return t("aboutRecords", { count: total.toLocaleString(language), records });
  return `${total} ${records}`;
}

/**
 * Pages of a list. From an estimate the count may be short: a full page at the estimated end
 * keeps Next open, so the real last page stays reachable; an estimate that is too long gives an
 * empty far page, which the table says is past the end.
 */
export function pageCount(total: number | undefined, estimated: boolean, page: number, pageSize: number, rowsOnPage: number | undefined): number | undefined {
  if (total === undefined) return undefined;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (estimated && rowsOnPage === pageSize && page + 1 >= pages) return page + 2;
  return pages;
}


/** Titles of the records that the rows' reference columns point at: one batched query per target. */
function useReferenceTitles(entity: AdminEntity, rows: Row[], columns: string[]): Map<string, string> {
  const admin = useAdmin();
  const refs = useMemo(
    () =>
      rows.flatMap((row) =>
        columns.flatMap((column): RecordRef[] => {
          const field = entity.fields.find((f) => f.name === column);
          const value = row[column];
          if (!field || field.kind !== "reference" || typeof value !== "string") return [];
          return [{ target: overrideOf(admin.overrides, entity, column)?.references?.(row) ?? field.references, id: value }];
        }),
      ),
    [admin.overrides, entity, rows, columns],
  );
  return useRecordTitles(refs);
}

export function AdminTable({
  entity,
  parent,
  link,
  headingLevel = 2,
}: {
  entity: AdminEntity;
  /** A relation table: only rows whose `key` is the parent's id. */
  parent?: { key: string; id: string };
  link?: AdminLink;
  headingLevel?: 2 | 3;
}) {
  const admin = useAdmin();
  const t = useAdminTexts(ADMIN_TEXTS);
  const { language } = admin;
  const api = useApi();
  const queryClient = useQueryClient();
  const listId = useId();
  const sortable = sortableColumns(entity);
  const [{ query, sort, page, pageSize }, setState] = useTableState(
    { query: "", sort: defaultSort(entity), page: 0, pageSize: parent ? 10 : 20 },
    { inUrl: !parent, sortable: sortable.map((f) => f.name) },
  );
  const setPage = (next: number) => setState({ page: next });
  // An entity's own table keeps its open record in the url; a relation table's rows open their own.
  const [openRecord, setOpenRecord] = useOpenRecord();
  const [hidden, setHidden] = useState(false);
  const [adding, setAdding] = useState(false);
  /** Once 'Add new' has saved, the dialog edits the new record (its relations appear). */
  const [added, setAdded] = useState<Row>();
  const search = useDebounced(query, 300);
  const label = admin.label.entity(entity);
  const placesLast = parent && entity.fields.some((f) => f.name === "orderIndex");

  // Filters (enum columns, created range, a related record) belong to an entity's own table.
  const [filters, setFilters] = useTableFilters(entity, !parent);
  const fixed: Filter[] = parent ? [{ column: parent.key, method: "eq", value: parent.id }] : filterConditions(entity, filters, admin.timeZone);
  const params = listParams({ query: search, sort, page, pageSize }, fixed);
  const list = useEntityList<Row>(entity.module, entity.name, params, { placeholderData: keepPreviousData });
  const count = useEntityCountEstimated(entity.module, entity.name, { filters: params.filters, search: params.search }, { placeholderData: keepPreviousData });
  const rows = list.data ?? [];
  const total = count.data?.count;
  const estimated = count.data?.estimated ?? false;
  const pages = pageCount(total, estimated, page, pageSize, list.isPlaceholderData ? undefined : rows.length);
  /** An estimate can promise more pages than there are: such a page comes back empty. */
  const pastTheEnd = page > 0 && !list.isPending && !list.isPlaceholderData && !list.isError && rows.length === 0;

  const columns = useMemo(() => tableColumns(entity, admin.label).filter((c) => c.name !== parent?.key && c.name !== link?.otherKey), [entity, admin.label, parent?.key, link?.otherKey]);
  const referenceColumns = useMemo(
    () => [...columns.filter((c) => c.kind === "reference").map((c) => c.name), ...(link?.otherKey ? [link.otherKey] : [])],
    [columns, link?.otherKey],
  );
  const titles = useReferenceTitles(entity, rows, referenceColumns);
  const related = useRelatedValues(entity, rows.map((row) => row.id));
  const withDrafts = useDraftIds(entity, rows.map((row) => row.id));
  const reorderable = Boolean(parent) && entity.fields.some((f) => f.name === "orderIndex") && sort.column === "orderIndex" && sort.method === "asc" && !search;

  const move = async (index: number, delta: number) => {
    const order = [...rows];
    const [item] = order.splice(index, 1);
    order.splice(index + delta, 0, item!);
    const offset = page * pageSize;
    const changes = order.map((row, i) => ({ id: row.id, orderIndex: offset + i })).filter((c, i) => order[i]!.orderIndex !== c.orderIndex);
    try {
      await api.entity<Row>(entity.module, entity.name).bulkUpdate(changes as never);
      await queryClient.invalidateQueries({ queryKey: entityKeys.all(entity.module, entity.name) });
      toast.success(t("orderUpdated"));
    } catch (error) {
      toast.error(errorText(error, language));
    }
  };

  const Heading = headingLevel === 2 ? "h2" : "h3";
  const skeletons = Math.min(pageSize, 5);

  return (
    <RelationTableProvider value={AdminTable}>
      <section aria-label={label} className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className={headingLevel === 2 ? "sr-only" : "text-base font-semibold"}>{label}</Heading>
          <Badge aria-live="polite" className="min-w-20 justify-center">
            {total === undefined ? <Skeleton className="h-3 w-12" /> : recordsLabel(total, estimated, language)}
          </Badge>
          <div className="ml-auto flex flex-wrap items-center gap-2">
            <Dialog
              open={adding}
              onOpenChange={(open) => {
                setAdding(open);
                if (!open) setAdded(undefined);
              }}
              title={added ? <EditTitle edit={t("edit")} title={recordTitle(entity, added, admin.defaultLanguage).replace(added.id, label)} /> : t("addNewTitle", { entity: label })}
              className={RECORD_DIALOG_CLASS}
              trigger={
                // A relation's new row goes last: its place is the count, so it waits for the count.
                <Button type="button" size="sm" disabled={Boolean(placesLast) && total === undefined}>
                  <Plus className="size-4" aria-hidden />
                  {t("addNew")}
                </Button>
              }
            >
              {adding ? (
                <EntityForm
                  entity={entity}
                  fixed={parent ? { [parent.key]: parent.id } : undefined}
                  initialValues={placesLast && total !== undefined && !estimated ? { orderIndex: total } : undefined}
                  onSaved={(row) => setAdded(row)}
                />
              ) : null}
            </Dialog>
            <Button type="button" variant="outline" size="sm" aria-expanded={!hidden} aria-controls={listId} onClick={() => setHidden((h) => !h)}>
              {hidden ? t("show") : t("hide")}
              <span className="sr-only"> {inSentence(language, label)}</span>
            </Button>
          </div>
        </div>

        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            type="search"
            value={query}
            onChange={(e) => setState({ query: e.target.value, page: 0 }, { replace: true })}
            placeholder={
              entity.admin.searchColumns.length
                ? t("searchIn", { columns: inSentence(language, entity.admin.searchColumns.map((column) => admin.label.field(entity, column)).join(", ")) })
                : t("searchById")
            }
            aria-label={t("searchEntity", { entity: inSentence(language, label) })}
            className="min-w-0 sm:flex-1"
          />
          <div className="flex gap-2">
            <Select
              aria-label={t("sortBy")}
              value={sort.column}
              onValueChange={(column) => setState((now) => ({ sort: { ...now.sort, column }, page: 0 }))}
              options={sortable.map((f) => ({ value: f.name, label: admin.label.field(entity, f.name) }))}
              className="w-full sm:w-44"
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="shrink-0"
              aria-label={sort.method === "asc" ? t("sortedAscending") : t("sortedDescending")}
              onClick={() => setState((now) => ({ sort: { ...now.sort, method: now.sort.method === "asc" ? "desc" : "asc" } }))}
            >
              {sort.method === "asc" ? <ArrowUpNarrowWide className="size-4" aria-hidden /> : <ArrowDownWideNarrow className="size-4" aria-hidden />}
            </Button>
          </div>
        </div>

        {!parent ? <TableFilters entity={entity} state={filters} onChange={setFilters} /> : null}

        <div id={listId} hidden={hidden} className="space-y-2">
          {list.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <span className="min-w-0 break-words">{errorText(list.error, language)}</span>
              <Button type="button" size="sm" variant="outline" onClick={() => list.refetch()}>
                <RefreshCw className="size-4" aria-hidden />
                {t("retry")}
              </Button>
            </div>
          ) : list.isPending ? (
            <div aria-busy="true" aria-label={t("loading").replace("…", "")} className="space-y-2">
              {Array.from({ length: skeletons }, (_, i) => (
                <Skeleton key={i} className="h-[74px] w-full rounded-lg" />
              ))}
            </div>
          ) : pastTheEnd ? (
            <div className="flex flex-wrap items-center justify-center gap-3 rounded-lg border border-dashed border-brand-300 p-6 text-sm text-ink/70">
              <span>{t(estimated ? "pastTheEndEstimated" : "pastTheEnd", { page: page + 1 })}</span>
              <Button type="button" size="sm" variant="outline" onClick={() => setPage(0)}>
                {t("goToFirstPage")}
              </Button>
            </div>
          ) : rows.length === 0 ? (
            <p className="rounded-lg border border-dashed border-brand-300 p-6 text-center text-sm text-ink/70">{search || (!parent && fixed.length) ? t("nothingFound") : t("noRecordsYet")}</p>
          ) : (
            <div className={list.isPlaceholderData ? "space-y-2 opacity-60 transition-opacity" : "space-y-2"} aria-busy={list.isFetching}>
              {rows.map((row, index) => (
                <RowCard
                  key={row.id}
                  entity={entity}
                  row={row}
                  columns={columns}
                  references={titles}
                  related={related?.[row.id]}
                  draftWaiting={withDrafts.has(row.id)}
                  title={link?.otherKey && typeof row[link.otherKey] === "string" ? titles.get(row[link.otherKey] as string) : undefined}
                  fixed={parent ? { [parent.key]: parent.id } : undefined}
                  onMoveUp={reorderable && (index > 0) ? () => void move(index, -1) : undefined}
                  onMoveDown={reorderable && index < rows.length - 1 ? () => void move(index, 1) : undefined}
                  onEdit={parent ? undefined : () => setOpenRecord(row.id)}
                />
              ))}
            </div>
          )}

          <nav aria-label={t("pagesOf", { entity: label })} className="flex flex-wrap items-center justify-between gap-2 pt-1 text-sm">
            <span className="text-ink/70">
              {pages === undefined ? (
                <Skeleton className="inline-block h-4 w-24 align-middle" />
              ) : (
                t(estimated ? "pageOfAbout" : "pageOf", { page: Math.min(page + 1, pages), pages: pages.toLocaleString(language) })
              )}
            </span>
            <div className="flex items-center gap-2">
              <Select
                aria-label={t("rowsPerPage")}
                value={String(pageSize)}
                onValueChange={(v) => setState({ pageSize: Number(v), page: 0 })}
                options={PAGE_SIZES.map((n) => ({ value: String(n), label: t("perPage", { count: n }) }))}
                className="h-8 w-36"
              />
              <Pager page={Math.min(page, (pages ?? 1) - 1)} pages={pages ?? 1} onPage={setPage} label={label} />
            </div>
          </nav>
        </div>
        {!parent && openRecord ? (
          <UrlRecordDialog
            entity={entity}
            id={openRecord}
            onClose={() => setOpenRecord(undefined)}
            heading={(row) => rowHeading(entity, row, admin.defaultLanguage, related?.[row.id])}
          />
        ) : null}
      </section>
    </RelationTableProvider>
  );
}
