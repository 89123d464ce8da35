import { useQuery, useQueryClient } from "@tanstack/react-query";
import { entityKeys, useApi } from "../../client/query";
import type { AdminEntity, DeletedRecord, EntityRef, VersionDetail, VersionSummary } from "../types";

const historyKey = (entity: EntityRef, id: string) => ["admin-history", entity.module, entity.name, id];
const deletedKey = (entity: EntityRef) => ["admin-deleted", entity.module, entity.name];

/** The newest versions of a record (the History lists 50; older ones are rarely wanted). */
export function useHistory(entity: AdminEntity, id: string) {
  const api = useApi();
  return useQuery({
    queryKey: historyKey(entity, id),
    queryFn: () => api.request<VersionSummary[]>("GET", `/api/admin/history/${entity.module}/${entity.name}/${id}`, { query: { limit: 50 } }),
    // Read again whenever the tab opens: someone may have changed the record (or its links) since.
    staleTime: 0,
  });
}

export function useVersion(versionId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ["admin-version", versionId],
    queryFn: () => api.request<VersionDetail>("GET", `/api/admin/versions/${versionId}`),
    enabled: Boolean(versionId),
    staleTime: Infinity, // a version never changes
  });
}

export function useDeleted(entity: AdminEntity, page: number, size: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...deletedKey(entity), page, size],
    queryFn: () => api.request<DeletedRecord[]>("GET", `/api/admin/deleted/${entity.module}/${entity.name}`, { query: { limit: size + 1, offset: page * size } }),
  });
}

/** Live: the version becomes the record. Draft (drafts entities): it becomes the record's draft. */
export type RestoreMode = "live" | "draft";

/** Restores a version; then the record's lists, its History, its drafts state and the Deleted list read again. */
export function useRestore(entity: AdminEntity) {
  const api = useApi();
  const queryClient = useQueryClient();
  return async (versionId: string, as: RestoreMode = "live") => {
    const row = await api.request<Record<string, unknown> & { id: string }>("POST", `/api/admin/versions/${versionId}/restore`, { data: { as } });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: historyKey(entity, row.id) }),
      queryClient.invalidateQueries({ queryKey: deletedKey(entity) }),
      queryClient.invalidateQueries({ queryKey: entityKeys.all(entity.module, entity.name) }),
      queryClient.invalidateQueries({ queryKey: ["admin-draft", entity.module, entity.name, row.id] }),
    ]);
    return row;
  };
}
