/**
 * The record open in an entity's own table lives in the url (`?record=<id>`): a reload keeps it
 * open, Back closes it (asking first when the form holds changes, as closing the dialog does), and
 * the address can be sent to a colleague, whose admin opens the same record, wherever in the list it is.
 */
import { useCallback, useContext, useEffect, useRef, type ReactNode } from "react";
import { UNSAFE_DataRouterContext, useBlocker } from "react-router";
import { errorText } from "../client/error-text";
import { useEntity } from "../client/query";
import { Dialog, DiscardConfirm } from "../ui/dialog";
import { DiscardGuardContext } from "../ui/discard-guard";
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

const RECORD_PARAM = "record";

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
  /**
   * Whether the form holds changes, as a ref the blocker reads when a navigation comes: a state
   * would reach the blocker a render later, and a quick Back would slip through before it.
   */
  const changed = useRef(false);
  /** Closed by the dialog (which asked already, if it had to): the navigation that follows goes unasked. */
  const closing = useRef(false);
  useEffect(() => {
    closing.current = false;
  }, [id]);
  // Blocking navigation needs a data router (the admin's); a table rendered on its own has none.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (open) return;
        closing.current = true;
        onClose();
      }}
      title={title ? <EditTitle edit={t("edit")} title={title} /> : t("edit")}
      className={RECORD_DIALOG_CLASS}
    >
      {dataRouter ? <BackGuard id={id} changed={changed} closing={closing} /> : null}
      {row ? (
        <ChangesTap changed={changed}>
          {/* A new form for another record: its values start from that record. */}
          <RecordEditor key={row.id} entity={entity} row={row} />
        </ChangesTap>
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

/** Keeps `changed` saying whether a form inside holds changes, and passes every report on to the dialog around it. */
function ChangesTap({ changed, children }: { changed: { current: boolean }; children: ReactNode }) {
  const outer = useContext(DiscardGuardContext);
  const holding = useRef(new Set<string>());
  const report = useCallback(
    (key: string, dirty: boolean) => {
      outer?.(key, dirty);
      if (dirty) holding.current.add(key);
      else holding.current.delete(key);
      changed.current = holding.current.size > 0;
    },
    [outer, changed],
  );
  return <DiscardGuardContext.Provider value={report}>{children}</DiscardGuardContext.Provider>;
}

/** Back, or any other way off this record, while its form holds changes: asks first. */
function BackGuard({ id, changed, closing }: { id: string; changed: { current: boolean }; closing: { current: boolean } }) {
  const blocker = useBlocker(({ nextLocation }) => changed.current && !closing.current && new URLSearchParams(nextLocation.search).get(RECORD_PARAM) !== id);
  /** Discard was chosen: the dialog closing after it must not undo the navigation it let go. */
  const decided = useRef(false);
  return (
    <DiscardConfirm
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && !decided.current) blocker.reset?.();
        decided.current = false;
      }}
      onConfirm={() => {
        decided.current = true;
        closing.current = true;
        blocker.proceed?.();
      }}
    />
  );
}
