/**
 * A table's filters, kept in the url beside q/sort/page (`?status=paid&from=2026-11-01&to=2026-11-30`):
 * one per enum column, a date range on createdAt read on the site's clock, and a related record
 * (`?customer=<subject id>`, what a subject's 'Orders (3)' opens) or one record (`?id=`, what a
 * link to a record opens). Each becomes a condition of the list's `filters[and]`.
 */
import dayjs from "dayjs";
import { useState } from "react";
import { useInRouterContext } from "react-router";
import { useLatestSearchParams } from "./url-params";
import type { Filter } from "../client/api";
import { zonedDayStart } from "./time-zone";
import type { AdminEntity, AdminField } from "./types";

/** Url keys the table state already uses; a field with one of these names gets no filter. */
const RESERVED = new Set(["q", "sort", "page", "size", "from", "to", "id"]);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** By url key: an enum value, a day ('2026-11-24'), or a record id. Only valid values are kept. */
export type FilterState = Record<string, string>;

export const enumFilterFields = (entity: AdminEntity): AdminField[] =>
  entity.fields.filter((f) => f.kind === "enum" && f.values?.length && !RESERVED.has(f.name));

export const hasCreatedAt = (entity: AdminEntity) => entity.fields.some((f) => f.name === "createdAt");

/** Related values a list can be narrowed to one record of (`customer`). */
export const relatedFilters = (entity: AdminEntity) => (entity.admin.related ?? []).filter((r) => r.filterBy && !RESERVED.has(r.name) && !entity.fields.some((f) => f.name === r.name));

function read(params: URLSearchParams, entity: AdminEntity): FilterState {
  const state: FilterState = {};
  for (const field of enumFilterFields(entity)) {
    const value = params.get(field.name);
    if (value && field.values!.includes(value)) state[field.name] = value;
  }
  if (hasCreatedAt(entity)) {
    for (const key of ["from", "to"]) {
      const value = params.get(key);
      if (value && DAY.test(value) && dayjs(value).isValid()) state[key] = value;
    }
  }
  for (const key of ["id", ...relatedFilters(entity).map((r) => r.name)]) {
    const value = params.get(key);
    if (value && UUID.test(value)) state[key] = value;
  }
  return state;
}

/** The conditions of a filter state: from is the start of its day, to the end of its day, on the site's clock. */
export function filterConditions(entity: AdminEntity, state: FilterState, timeZone = "UTC"): Filter[] {
  const filters: Filter[] = [];
  for (const field of enumFilterFields(entity)) if (state[field.name]) filters.push({ column: field.name, method: "eq", value: state[field.name] });
  if (state.from) filters.push({ column: "createdAt", method: "gte", value: zonedDayStart(state.from, timeZone) });
  if (state.to) filters.push({ column: "createdAt", method: "lt", value: zonedDayStart(state.to, timeZone, 1) });
  for (const related of relatedFilters(entity)) if (state[related.name]) filters.push({ column: related.name, method: "eq", value: state[related.name] });
  if (state.id) filters.push({ column: "id", method: "eq", value: state.id });
  return filters;
}

export type SetFilters = (patch: Record<string, string | undefined>) => void;

/**
 * The filters of an entity's own table live in the url (a filtered list can be bookmarked and
 * linked to); a relation table inside a form keeps none. A change goes back to the first page.
 */
export function useTableFilters(entity: AdminEntity, inUrl: boolean): [FilterState, SetFilters] {
  const [local, setLocal] = useState<FilterState>({});
  // Fixed for the table's life, like useTableState: the hook is called on every render or on none.
  const router = useInRouterContext() && inUrl ? useLatestSearchParams() : undefined;
  if (!router) {
    const set: SetFilters = (patch) => setLocal((state) => Object.fromEntries(Object.entries({ ...state, ...patch }).filter(([, v]) => v)) as FilterState);
    return [local, set];
  }
  const [params, write] = router;
  const set: SetFilters = (patch) =>
    write((next) => {
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      next.delete("page");
      return next;
    });
  return [read(params, entity), set];
}
