/**
 * An update refused because someone saved the record after this form read it (409): which fields
 * they changed, and the admin's choice — take their version (the form reloads with it) or write
 * this form's changes over it on purpose.
 */
import { Button } from "../ui/button";
import { labelOf } from "./model";
import type { AdminEntity } from "./types";

type Row = Record<string, unknown> & { id: string };

/** The fields whose values differ between the version read and the current one. */
export function changedFields(entity: AdminEntity, read: Row, current: Row): string[] {
  return entity.fields
    .filter((f) => !["id", "createdAt", "updatedAt"].includes(f.name))
    .filter((f) => JSON.stringify(read[f.name] ?? null) !== JSON.stringify(current[f.name] ?? null))
    .map((f) => f.name);
}

export function ConflictNotice({ changed, onReload, onOverwrite }: { changed: string[]; onReload: () => void; onOverwrite: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
      <p className="font-medium">Someone saved this record after you opened it; your changes are not saved.</p>
      <p>
        Changed since:{" "}
        {changed.length ? <span data-changed-fields>{changed.map(labelOf).join(", ")}</span> : "nothing you can see here (only its version)"}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onReload}>
          Reload their version
        </Button>
        <Button type="button" variant="destructive" size="sm" onClick={onOverwrite}>
          Overwrite with mine
        </Button>
      </div>
    </div>
  );
}
