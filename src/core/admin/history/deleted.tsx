/** The records of an entity that were deleted and are not back, each with Restore (same id, as it was). */
import { useState } from "react";
import { toast } from "../../ui/toast";
import { Button } from "../../ui/button";
import { useAdmin } from "../context";
import { formatZoned } from "../time-zone";
import type { AdminEntity } from "../types";
import { useDeleted, useRestore } from "./api";

const PAGE_SIZE = 20;

export function DeletedList({ entity }: { entity: AdminEntity }) {
  const { timeZone = "UTC" } = useAdmin();
  const [page, setPage] = useState(0);
  const deleted = useDeleted(entity, page, PAGE_SIZE);
  const restore = useRestore(entity);
  const [busy, setBusy] = useState<string>();
  if (deleted.isError) return <p role="alert">The deleted records could not be loaded.</p>;
  if (!deleted.data) return <p className="text-sm text-ink/70">Loading…</p>;
  const rows = deleted.data.slice(0, PAGE_SIZE);
  const onRestore = async (versionId: string, title: string) => {
    setBusy(versionId);
    try {
      await restore(versionId);
      toast.success(`Restored ${title}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <section aria-label="Deleted records" className="space-y-3">
      {rows.length ? (
        <ul className="divide-y divide-brand-100 rounded-md border border-brand-200 bg-white">
          {rows.map((row) => (
            <li key={row.versionId} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1 truncate font-medium">{row.title}</span>
              <span className="text-ink/70">
                Deleted <time dateTime={row.deletedAt}>{formatZoned(row.deletedAt, timeZone)}</time> by {row.author ?? row.source}
              </span>
              <Button type="button" size="sm" variant="outline" disabled={busy === row.versionId} onClick={() => void onRestore(row.versionId, row.title)} aria-label={`Restore ${row.title}`}>
                Restore
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink/70">No deleted records{page ? " on this page" : ""}.</p>
      )}
      <div className="flex gap-2">
        <Button type="button" size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={deleted.data.length <= PAGE_SIZE} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </div>
    </section>
  );
}
