/**
 * The record open in an entity's own table lives in the url (`?record=<id>`): a reload keeps it
 * open, Back closes it, and the address can be sent to a colleague, whose admin opens the same
 * record, wherever in the list it is.
 */
import { useRef } from "react";
import { errorText } from "../client/error-text";
import { useEntity } from "../client/query";
import { Dialog } from "../ui/dialog";
import { Skeleton } from "../ui/skeleton";
import { useAdmin } from "./context";
import { RECORD_DIALOG_CLASS } from "./form";
import { recordTitle } from "./model";
import { EditTitle, RecordEditor } from "./row";
import { ADMIN_TEXTS } from "./texts";
import type { AdminEntity } from "./types";
import { useUrlParam } from "./url-params";
import { useAdminTexts } from "./use-texts";

type Row = Record<string, unknown> & { id: string };

export const RECORD_PARAM = "record";

/** The id the url opens, and a way to open one (a new history entry) or close it (Back, when this page opened it). */
export function useOpenRecord(): [string | undefined, (id: string | undefined) => void] {
  const [open, write] = useUrlParam(RECORD_PARAM);
  /** Opened by a click here: closing goes Back to the list, so Back after it does not reopen the record. */
  const pushed = useRef(false);
  const set = (id: string | undefined) => {
    if (id) {
      pushed.current = true;
      write(id);
    } else if (pushed.current && typeof window !== "undefined" && window.history.length > 1) {
      pushed.current = false;
      window.history.back();
    } else {
      write(undefined, { replace: true });
    }
  };
  return [open, set];
}

/** The edit dialog of the record the url names: its form once it is read, or why it cannot be. */
export function UrlRecordDialog({ entity, id, onClose, heading }: { entity: AdminEntity; id: string; onClose: () => void; heading?: (row: Row) => string }) {
  const admin = useAdmin();
  const t = useAdminTexts(ADMIN_TEXTS);
  const record = useEntity<Row>(entity.module, entity.name, id, { retry: false });
  const row = record.data;
  const title = row ? (heading?.(row) ?? recordTitle(entity, row, admin.defaultLanguage)) : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title ? <EditTitle edit={t("edit")} title={title} /> : t("edit")}
      className={RECORD_DIALOG_CLASS}
    >
      {row ? (
        // A new form for another record: its values start from that record.
        <RecordEditor key={row.id} entity={entity} row={row} />
      ) : record.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {record.error.status === 404 || record.error.status === 400 ? t("recordNotFound", { id }) : errorText(record.error, admin.language)}
        </p>
      ) : (
        <div aria-busy="true" className="space-y-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </Dialog>
  );
}
