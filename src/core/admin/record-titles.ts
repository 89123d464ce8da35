import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { entityKeys, fetchEntityKey, useApi } from "../client/query";
import { useAdmin } from "./context";
import { recordTitle } from "./model";
import { entityKey, type AdminEntity, type EntityRef } from "./types";

type Row = Record<string, unknown> & { id: string };

/** A record named by its entity and id. */
export interface RecordRef {
  target: EntityRef | undefined;
  id: string;
}

/**
 * The titles of records named by entity and id (a table's references, a History's changed links):
 * one batched query per entity. Ids not found (deleted records) have no title.
 */
export function useRecordTitles(refs: RecordRef[]): Map<string, string> {
  const admin = useAdmin();
  const api = useApi();
  const groups = useMemo(() => {
    const byTarget = new Map<string, { target: AdminEntity; ids: Set<string> }>();
    for (const { target: ref, id } of refs) {
      const target = admin.find(ref);
      if (!target) continue;
      const key = entityKey(target);
      if (!byTarget.has(key)) byTarget.set(key, { target, ids: new Set() });
      byTarget.get(key)!.ids.add(id);
    }
    return [...byTarget.values()].map(({ target, ids }) => ({ target, ids: [...ids].sort() }));
  }, [admin, refs]);
  const results = useQueries({
    queries: groups.map(({ target, ids }) => {
      const queryKey = entityKeys.find(target.module, target.name, { filters: [{ column: "id", method: "inArray", value: ids }], limit: ids.length });
      return { queryKey, queryFn: ({ signal }: { signal: AbortSignal }) => fetchEntityKey(api, queryKey, signal) as Promise<Row[]> };
    }),
  });
  return useMemo(() => {
    const titles = new Map<string, string>();
    results.forEach((result, index) => {
      const target = groups[index]?.target;
      if (target) for (const row of result.data ?? []) titles.set(row.id, recordTitle(target, row, admin.defaultLanguage));
    });
    return titles;
  }, [results, groups, admin.defaultLanguage]);
}
