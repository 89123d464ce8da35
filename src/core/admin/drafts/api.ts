import { useQuery, useQueryClient } from "@tanstack/react-query";
import { entityKeys, useApi } from "../../client/query";
import type { AdminEntity, DraftState } from "../types";

type Row = Record<string, unknown> & { id: string };

/** POST /api/host/previews's answer: a signed link, or nulls when no page on the site shows the record. */
export interface PreviewLink {
  url: string | null;
  expiresAt: string | null;
}

/**
 * Where the live preview frames a record: the link's path on the admin's own origin (so the
 * page's `frame-ancestors 'self'` admits it, whatever origin the admin is on), or null for a
 * record no page shows, which the pane says instead of framing anything.
 */
export function previewPath(url: string | null, origin: string): string | null {
  if (!url) return null;
  const parsed = new URL(url, origin);
  return `${parsed.pathname}${parsed.search}`;
}

const draftKey = (entity: AdminEntity, id: string) => ["admin-draft", entity.module, entity.name, id];
const historyKey = (entity: AdminEntity, id: string) => ["admin-history", entity.module, entity.name, id];

/** A drafts record's waiting edit and schedule (nothing for other entities or a new record). */
export function useDraftState(entity: AdminEntity, id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: draftKey(entity, id ?? ""),
    queryFn: () => api.request<DraftState>("GET", `/api/admin/drafts/${entity.module}/${entity.name}/${id}`),
    enabled: Boolean(entity.drafts && id),
  });
}

/** The drafts API of one entity; after each write the record's lists, History and drafts state read again. */
export function useDraftActions(entity: AdminEntity) {
  const api = useApi();
  const queryClient = useQueryClient();
  const base = `/api/admin/drafts/${entity.module}/${entity.name}`;
  const refresh = (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: draftKey(entity, id) }),
      queryClient.invalidateQueries({ queryKey: historyKey(entity, id) }),
      queryClient.invalidateQueries({ queryKey: entityKeys.all(entity.module, entity.name) }),
    ]);
  const after = async <T extends { id: string } | DraftState>(id: string, answer: T) => {
    await refresh(id);
    return answer;
  };
  return {
    /** Reads the record's drafts state, History and lists again (a scheduled job may have run). */
    refresh,
    create: async (data: Record<string, unknown>) => {
      const row = await api.request<Row>("POST", base, { data });
      return after(row.id, row);
    },
    save: async (id: string, data: Record<string, unknown>) => after(id, await api.request<DraftState>("PUT", `${base}/${id}`, { data })),
    publish: async (id: string, data: Record<string, unknown>, readAt?: string) =>
      after(id, await api.request<Row>("POST", `${base}/${id}/publish`, { data, headers: readAt ? { "if-match": `"${readAt}"` } : undefined })),
    unpublish: async (id: string) => after(id, await api.request<Row>("POST", `${base}/${id}/unpublish`)),
    discard: async (id: string) => {
      await api.request("DELETE", `${base}/${id}`);
      await refresh(id);
    },
    schedule: async (id: string, action: "publish" | "unpublish", at: string) => {
      await api.request("POST", `${base}/${id}/schedule`, { data: { action, at } });
      await refresh(id);
    },
    cancel: async (id: string, jobId: string) => {
      await api.request("DELETE", `/api/admin/scheduled/${jobId}`);
      await refresh(id);
    },
    /** The record's drafts state as it is now. */
    state: (id: string) => api.request<DraftState>("GET", `${base}/${id}`),
    /**
     * A signed link to the record's public page with its draft applied (the site's host module
     * makes it), or null when no page on the site shows the record (answered 200, not an error).
     */
    previewUrl: async (id: string, language: string): Promise<string | null> =>
      (await api.request<PreviewLink>("POST", "/api/host/previews", { data: { module: entity.module, entity: entity.name, id, language } })).url,
  };
}

/** Which records of a list page have a draft waiting (one request per page; drafts entities only). */
export function useDraftIds(entity: AdminEntity, ids: string[]): Set<string> {
  const api = useApi();
  const sorted = [...ids].sort();
  const query = useQuery({
    // Under the entity's keys: every write to it (entityKeys.all) reads this again.
    queryKey: [...entityKeys.all(entity.module, entity.name), "drafts", sorted],
    queryFn: ({ signal }) => api.request<string[]>("GET", `/api/admin/drafts/${entity.module}/${entity.name}`, { query: { ids: sorted.join(",") }, signal }),
    enabled: Boolean(entity.drafts) && sorted.length > 0,
  });
  return new Set(query.data ?? []);
}
