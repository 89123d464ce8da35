import type { Filter, FindParams, Order } from "../client/api";
import type { AdminEntity } from "./types";

export interface ListState {
  query: string;
  sort: Order;
  page: number;
  pageSize: number;
}

/**
 * The list call of a table: fixed conditions (a parent id) and the search, sorted and paged. The
 * server matches the search (a substring of the entity's search columns in every language, or
 * its id) through one trigram index: src/core/http/admin-search.ts.
 */
export function listParams(state: ListState, fixed: Filter[] = []): FindParams {
  const search = state.query.trim();
  return {
    filters: fixed.length ? { and: fixed } : undefined,
    search: search || undefined,
    orderBy: [state.sort],
    limit: state.pageSize,
    offset: state.page * state.pageSize,
  };
}

/** Newest first for models; orderIndex for relations and ordered links. */
export function defaultSort(entity: AdminEntity): Order {
  if (entity.fields.some((f) => f.name === "orderIndex")) return { column: "orderIndex", method: "asc" };
  return { column: "createdAt", method: "desc" };
}
