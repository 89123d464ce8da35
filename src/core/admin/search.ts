import type { Filter, FindParams, Order } from "../client/api";
import type { AdminEntity } from "./types";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** LIKE's wildcards typed by a person are matched literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The admin search: a case-insensitive substring of any search column (each language of a
 * localised one), or the record's id when the query is one. Nothing to search in: no match.
 */
export function searchFilters(entity: AdminEntity, query: string, languages: readonly string[]): Filter[] {
  const q = query.trim();
  if (!q) return [];
  const pattern = `%${escapeLike(q)}%`;
  const filters: Filter[] = [];
  for (const column of entity.admin.searchColumns) {
    const field = entity.fields.find((f) => f.name === column);
    if (!field) continue;
    if (field.kind === "localised" || field.kind === "richText") {
      for (const language of languages) filters.push({ column: `${column}->>${language}`, method: "ilike", value: pattern });
    } else if (["text", "slug", "enum"].includes(field.kind)) {
      filters.push({ column, method: "ilike", value: pattern });
    }
  }
  if (UUID.test(q)) filters.push({ column: "id", method: "eq", value: q });
  if (!filters.length) filters.push({ column: "id", method: "inArray", value: [] });
  return filters;
}

export interface ListState {
  query: string;
  sort: Order;
  page: number;
  pageSize: number;
}

/** The list call of a table: fixed conditions (a parent id) and the search, sorted and paged. */
export function listParams(entity: AdminEntity, state: ListState, languages: readonly string[], fixed: Filter[] = []): FindParams {
  const or = searchFilters(entity, state.query, languages);
  return {
    filters: { and: fixed.length ? fixed : undefined, or: or.length ? or : undefined },
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
