/**
 * An update refused because someone saved the record after this form read it (409): which fields
 * they changed, and the admin's choice — take their version (the form reloads with it) or write
 * this form's changes over it on purpose.
 */
import { Button } from "../ui/button";
import { useAdmin } from "./context";
import { FORM_TEXTS } from "./form-texts";
import type { AdminEntity } from "./types";
import { useAdminTexts } from "./use-texts";

type Row = Record<string, unknown> & { id: string };

/** The fields whose values differ between the version read and the current one. */
export function changedFields(entity: AdminEntity, read: Row, current: Row): string[] {
  return entity.fields
    .filter((f) => !["id", "createdAt", "updatedAt"].includes(f.name))
    .filter((f) => JSON.stringify(read[f.name] ?? null) !== JSON.stringify(current[f.name] ?? null))
    .map((f) => f.name);
}

export function ConflictNotice({
  entity,
  changed,
  onReload,
  onOverwrite,
}: {
  entity: AdminEntity;
  changed: string[];
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const admin = useAdmin();
  const t = useAdminTexts(FORM_TEXTS);
  return (
    <div role="alert" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
      <p className="font-medium">{t("conflictNotice")}</p>
      <p>
        {t("changedSince")}{" "}
        {changed.length ? <span data-changed-fields>{changed.map((name) => admin.label.field(entity, name)).join(", ")}</span> : t("nothingVisibleChanged")}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onReload}>
          {t("reloadTheirs")}
        </Button>
        <Button type="button" variant="destructive" size="sm" onClick={onOverwrite}>
          {t("overwrite")}
        </Button>
      </div>
    </div>
  );
}
