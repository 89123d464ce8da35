import { useState } from "react";
import { useInRouterContext } from "react-router";
import { useLatestSearchParams } from "./url-params";
import type { Order } from "../client/api";

export const PAGE_SIZES = [10, 20, 50, 100];

export interface TableState {
  query: string;
  sort: Order;
  /** From 0. */
  page: number;
  pageSize: number;
}

/**
 * A patch, or a function of the current state: a click that flips the sort must read the state
 * the url holds now, not the one its render closed over (a quick second click would undo the first).
 */
export type TablePatch = Partial<TableState> | ((state: TableState) => Partial<TableState>);
export type SetTableState = (patch: TablePatch, options?: { replace?: boolean }) => void;

const resolve = (patch: TablePatch, state: TableState) => (typeof patch === "function" ? patch(state) : patch);

/** `?q=bells&sort=title.asc&page=3&size=50`; anything invalid falls back to the default. */
function fromUrl(params: URLSearchParams, defaults: TableState, sortable: readonly string[]): TableState {
  const [column, method] = (params.get("sort") ?? "").split(".");
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  return {
    query: params.get("q") ?? defaults.query,
    sort: column && sortable.includes(column) && (method === "asc" || method === "desc") ? { column, method } : defaults.sort,
    page: Number.isInteger(page) && page >= 1 ? page - 1 : defaults.page,
    pageSize: PAGE_SIZES.includes(size) ? size : defaults.pageSize,
  };
}

function toUrl(params: URLSearchParams, state: TableState, defaults: TableState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string, fallback: string) => (value === fallback ? next.delete(key) : next.set(key, value));
  set("q", state.query, defaults.query);
  set("sort", `${state.sort.column}.${state.sort.method}`, `${defaults.sort.column}.${defaults.sort.method}`);
  set("page", String(state.page + 1), String(defaults.page + 1));
  set("size", String(state.pageSize), String(defaults.pageSize));
  return next;
}

/**
 * A table's search, sort, page and page size. An entity's own table keeps them in the url, so a
 * list can be bookmarked and Back returns to the page it was on; a relation table inside a form
 * keeps them to itself. Typing a search replaces the history entry instead of adding one per key.
 */
export function useTableState(defaults: TableState, options: { inUrl: boolean; sortable: readonly string[] }): [TableState, SetTableState] {
  const [local, setLocal] = useState(defaults);
  // Whether there is a router, and whether this table keeps its state in the url, do not change
  // while it is mounted: the hook below is called on every render or on none.
  const router = useInRouterContext() && options.inUrl ? useLatestSearchParams() : undefined;
  if (!router) return [local, (patch) => setLocal((state) => ({ ...state, ...resolve(patch, state) }))];
  const [params, write] = router;
  const state = fromUrl(params, defaults, options.sortable);
  const set: SetTableState = (patch, { replace } = {}) =>
    write((latest) => {
      const now = fromUrl(latest, defaults, options.sortable);
      return toUrl(latest, { ...now, ...resolve(patch, now) }, defaults);
    }, { replace });
  return [state, set];
}
