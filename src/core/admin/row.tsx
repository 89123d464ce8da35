/**
 * admin-table-row: a card with the id badge, the record's title and main fields, the entity's
 * declared actions (each behind a confirmation), an 'Edit' dialog (with the same actions) and
 * 'Delete' behind a 'Delete?' confirmation (Cancel / Delete).
 */
import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "../ui/toast";
import { errorText } from "../client/error-text";
import { useEntityMutation } from "../client/query";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { ConfirmDialog, Dialog } from "../ui/dialog";
import { RecordActions } from "./actions";
import { useAdmin } from "./context";
import { EntityForm, RECORD_DIALOG_CLASS } from "./form";
import { displayValue, inputOf, recordTitle, shortId, type TableColumn } from "./model";
import { RelatedCell } from "./related-values";
import { ADMIN_TEXTS } from "./texts";
import { useAdminTexts } from "./use-texts";
import type { AdminEntity, AdminRelatedItem } from "./types";

type Row = Record<string, unknown> & { id: string };

export interface RowCardProps {
  entity: AdminEntity;
  row: Row;
  columns: TableColumn[];
  /** A title other than the record's own (a relation row shows the record it links to). */
  title?: string;
  /** Titles of referenced records, by id. */
  references?: Map<string, string>;
  /** The entity's declared related values of this row, by name (undefined while they load: the server answers every id asked). */
  related?: Record<string, AdminRelatedItem[]>;
  /** The relation's parent: fixed in the edit form. */
  fixed?: Record<string, string>;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  /** A drafts record with an edit waiting to be published. */
  draftWaiting?: boolean;
  /** Opens the edit dialog elsewhere (an entity's own table keeps it in the url); without it the card holds its own. */
  onEdit?: () => void;
}

/** The title a record's card and edit dialog show: given, else its declared related value (titleFrom), else its own. */
export function rowHeading(entity: AdminEntity, row: Row, language: string, related?: Record<string, AdminRelatedItem[]>, title?: string): string {
  const titleFrom = entity.admin.titleFrom;
  return title ?? (titleFrom && related?.[titleFrom]?.[0]?.text) ?? recordTitle(entity, row, language);
}

/** What an edit dialog holds: the record's declared actions, then its form. */
export function RecordEditor({ entity, row, fixed }: { entity: AdminEntity; row: Row; fixed?: Record<string, string> }) {
  return (
    <>
      <div className="mb-3 flex flex-wrap gap-2 empty:hidden">
        <RecordActions entity={entity} row={row} />
      </div>
      <EntityForm entity={entity} row={row} fixed={fixed} />
    </>
  );
}

export function RowCard({ entity, row, columns, title, references, related, fixed, onMoveUp, onMoveDown, draftWaiting, onEdit }: RowCardProps) {
  const admin = useAdmin();
  const t = useAdminTexts(ADMIN_TEXTS);
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const { remove } = useEntityMutation<Row>(entity.module, entity.name);
  const heading = rowHeading(entity, row, admin.defaultLanguage, related, title);

  // The promise, not mutate's callbacks: those are dropped when the card unmounts (it does, once deleted).
  const onDelete = () =>
    remove.mutateAsync(row.id).then(
      () => toast.success(t("deletedSuccessfully")),
      (error: Error) => toast.error(errorText(error, admin.language)),
    );

  const editButton = (
    <Button type="button" variant="outline" size="sm" onClick={onEdit}>
      <Pencil className="size-4" aria-hidden />
      {t("edit")}
    </Button>
  );

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex min-w-0 items-center gap-2">
          <Badge tone="muted" className="shrink-0 font-mono">
            <span className="sr-only">{t("idPrefix")}</span>
            <span lang="" title={row.id}>
              {shortId(row.id)}
            </span>
          </Badge>
          {/* A record's own words are content, in whatever language it was written: lang="" says so. */}
          <h3 id={titleId} lang="" className="min-w-0 truncate font-medium">
            {heading || "—"}
          </h3>
          {entity.drafts && (row.published === false || draftWaiting) ? (
            <Badge className="shrink-0 bg-amber-200 text-amber-950" title={row.published === false ? t("notPublic") : t("draftWaiting")}>
              {row.published === false ? t("draft") : t("draftChanges")}
            </Badge>
          ) : null}
        </div>
        {columns.length || entity.admin.related?.length ? (
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
            {columns.map((column) => {
              const field = entity.fields.find((f) => f.name === column.name);
              const value = row[column.name];
              const variant = field && typeof value === "string" && inputOf(entity, field, admin.overrides) === "variant";
              const text =
                field?.kind === "reference" && typeof value === "string" && references?.get(value)
                  ? references.get(value)!
                  : field?.values && typeof value === "string"
                    ? admin.label.value(entity, field.name, value)
                    : displayValue(field, value, admin.defaultLanguage, undefined, admin.timeZone);
              return (
                <div key={column.name} className="flex min-w-0 max-w-full gap-1">
                  <dt className="shrink-0 text-ink/70">{column.label}</dt>
                  {variant ? (
                    <VariantValue entity={entity} code={value} />
                  ) : (
                    <dd lang={field?.values || field?.kind === "boolean" ? undefined : ""} className={VALUE_CLASS}>
                      {text}
                    </dd>
                  )}
                </div>
              );
            })}
            {entity.admin.related?.map((r) => <RelatedCell key={r.name} related={r} items={related?.[r.name]} rowId={row.id} loading={!related} />)}
          </dl>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {onMoveUp || onMoveDown ? (
          <>
            <Button type="button" variant="outline" size="icon" className="size-8" onClick={onMoveUp} disabled={!onMoveUp} aria-label={t("moveUp", { title: heading })}>
              <ArrowUp className="size-4" aria-hidden />
            </Button>
            <Button type="button" variant="outline" size="icon" className="size-8" onClick={onMoveDown} disabled={!onMoveDown} aria-label={t("moveDown", { title: heading })}>
              <ArrowDown className="size-4" aria-hidden />
            </Button>
          </>
        ) : null}
        <RecordActions entity={entity} row={row} />
        {onEdit ? (
          editButton
        ) : (
          <Dialog
            open={editing}
            onOpenChange={setEditing}
            title={<EditTitle edit={t("edit")} title={heading} />}
            className={RECORD_DIALOG_CLASS}
            trigger={editButton}
          >
            {editing ? <RecordEditor entity={entity} row={row} fixed={fixed} /> : null}
          </Dialog>
        )}
        <ConfirmDialog
          description={t("deleteWarning", { title: heading })}
          onConfirm={onDelete}
          trigger={
            <Button type="button" variant="outline" size="sm" className="text-red-700 hover:bg-red-50" disabled={remove.isPending}>
              <Trash2 className="size-4" aria-hidden />
              {t("delete")}
            </Button>
          }
        />
      </div>
    </article>
  );
}

const VALUE_CLASS = "min-w-0 truncate text-ink/80";

/** A variant by its name in the admin's language, with its code beside it for developers. */
function VariantValue({ entity, code }: { entity: AdminEntity; code: string }) {
  const name = useAdmin().label.variant(entity, code);
  // A code no one named (an older variant) is shown as the code, content of no language.
  if (name === code) {
    return (
      <dd lang="" className={VALUE_CLASS}>
        {code}
      </dd>
    );
  }
  return (
    <dd className={VALUE_CLASS}>
      {name}{" "}
      <span lang="" className="font-mono text-[0.7rem] text-ink/60">
        {code}
      </span>
    </dd>
  );
}

/** 'Edit · Easter service': the record's title marked as content of its own language. */
export function EditTitle({ edit, title }: { edit: string; title: string }) {
  return (
    <>
      {edit} · <span lang="">{title}</span>
    </>
  );
}
