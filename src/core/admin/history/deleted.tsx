/** The records of an entity that were deleted and are not back, each with Restore (same id, as it was). */
import { useState } from "react";
import { errorText } from "../../client/error-text";
import { toast } from "../../ui/toast";
import { Button } from "../../ui/button";
import { useAdmin } from "../context";
import { formatZoned } from "../time-zone";
import type { AdminEntity } from "../types";
import { useAdminTexts } from "../use-texts";
import { useDeleted, useRestore } from "./api";
import { fillNodes, HISTORY_TEXTS, sourceText } from "./texts";

const PAGE_SIZE = 20;

export function DeletedList({ entity }: { entity: AdminEntity }) {
  const { timeZone = "UTC", language } = useAdmin();
  const t = useAdminTexts(HISTORY_TEXTS);
  const [page, setPage] = useState(0);
  const deleted = useDeleted(entity, page, PAGE_SIZE);
  const restore = useRestore(entity);
  const [busy, setBusy] = useState<string>();
  if (deleted.isError) return <p role="alert">{t("deletedNotLoaded")}</p>;
  if (!deleted.data) return <p className="text-sm text-ink/70">{t("loading")}</p>;
  const rows = deleted.data.slice(0, PAGE_SIZE);
  const onRestore = async (versionId: string, title: string) => {
    setBusy(versionId);
    try {
      await restore(versionId);
      toast.success(t("restoredTitle", { title }));
    } catch (error) {
      toast.error(errorText(error, language));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <section aria-label={t("deletedRecords")} className="space-y-3">
      {rows.length ? (
        <ul className="divide-y divide-brand-100 rounded-md border border-brand-200 bg-white">
          {rows.map((row) => (
            <li key={row.versionId} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
              <span lang="" className="min-w-0 flex-1 truncate font-medium">
                {row.title}
              </span>
              <span className="text-ink/70">
                {fillNodes(t("deletedBy"), {
                  time: <time dateTime={row.deletedAt}>{formatZoned(row.deletedAt, timeZone)}</time>,
                  author: row.author ?? sourceText(row.source, language),
                })}
              </span>
              <Button type="button" size="sm" variant="outline" disabled={busy === row.versionId} onClick={() => void onRestore(row.versionId, row.title)} aria-label={t("restoreTitle", { title: row.title })}>
                {t("restore")}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink/70">{t(page ? "noDeletedOnPage" : "noDeleted")}</p>
      )}
      <div className="flex gap-2">
        <Button type="button" size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t("previous")}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={deleted.data.length <= PAGE_SIZE} onClick={() => setPage(page + 1)}>
          {t("next")}
        </Button>
      </div>
    </section>
  );
}
