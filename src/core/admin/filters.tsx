/**
 * admin-table-filters: above a list, a choice per enum column ('Status: any / paid / ...'), a
 * date range on createdAt read on the site's clock, and a removable chip for a related record
 * ('Customer: a@b.c') or a single record that a link opened. State in the url (table-filters.ts).
 */
import { X } from "lucide-react";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { Select } from "../ui/select";
import { useAdmin } from "./context";
import { ADMIN_TEXTS } from "./texts";
import { zoneLabel } from "./time-zone";
import { inSentence, useAdminTexts } from "./use-texts";
import { useRelatedValues } from "./related-values";
import { enumFilterFields, hasCreatedAt, relatedFilters, type FilterState, type SetFilters } from "./table-filters";
import type { AdminEntity, AdminRelated } from "./types";

const ANY = "__any";

/** 'Customer: a@b.c': the first text the related record's own card shows (its email), else its id. */
function RelatedChip({ related, id, onClear }: { related: AdminRelated; id: string; onClear: () => void }) {
  const admin = useAdmin();
  const t = useAdminTexts(ADMIN_TEXTS);
  const target = admin.find(related.filterBy);
  const values = useRelatedValues(target, [id]);
  const first = target?.admin.related?.find((r) => r.kind === "values");
  const text = (first && values?.[id]?.[first.name]?.[0]?.text) || id.slice(0, 8);
  const label = related.label[admin.language] ?? related.label.en ?? related.name;
  return <Chip label={`${label}: ${text}`} clear={t("clearFilter", { label: inSentence(admin.language, label) })} onClear={onClear} />;
}

function Chip({ label, clear, onClear }: { label: string; clear: string; onClear: () => void }) {
  return (
    <span className="inline-flex h-10 max-w-full items-center gap-1 rounded-md border border-brand-300 bg-brand-100 pl-3 text-sm text-brand-900">
      <span className="min-w-0 truncate">{label}</span>
      <Button type="button" variant="ghost" size="icon" className="size-9 shrink-0" aria-label={clear} onClick={onClear}>
        <X className="size-4" aria-hidden />
      </Button>
    </span>
  );
}

export function TableFilters({ entity, state, onChange }: { entity: AdminEntity; state: FilterState; onChange: SetFilters }) {
  const admin = useAdmin();
  const t = useAdminTexts(ADMIN_TEXTS);
  const enums = enumFilterFields(entity);
  const dated = hasCreatedAt(entity);
  const related = relatedFilters(entity).filter((r) => state[r.name]);
  const active = Object.keys(state).length > 0;
  const zone = zoneLabel(admin.timeZone ?? "UTC", admin.language);
  if (!enums.length && !dated && !related.length && !state.id) return null;

  return (
    <div role="group" aria-label={t("filters")} className="flex flex-wrap items-end gap-2">
      {related.map((r) => (
        <RelatedChip key={r.name} related={r} id={state[r.name]!} onClear={() => onChange({ [r.name]: undefined })} />
      ))}
      {state.id ? <Chip label={t("oneRecord", { id: state.id.slice(0, 8) })} clear={t("showAllRecords")} onClear={() => onChange({ id: undefined })} /> : null}
      {enums.map((field) => (
        <div key={field.name} className="flex min-w-0 flex-col gap-1 max-sm:basis-[calc(50%-0.25rem)] max-sm:grow">
          <span className="text-xs text-ink/70" aria-hidden>
            {admin.label.field(entity, field.name)}
          </span>
          <Select
            aria-label={t("filterBy", { field: inSentence(admin.language, admin.label.field(entity, field.name)) })}
            value={state[field.name] ?? ANY}
            onValueChange={(value) => onChange({ [field.name]: value === ANY ? undefined : value })}
            options={[{ value: ANY, label: t("any") }, ...field.values!.map((value) => ({ value, label: admin.label.value(entity, field.name, value) }))]}
            className="sm:w-36"
          />
        </div>
      ))}
      {dated ? (
        <>
          <label className="flex min-w-0 flex-col gap-1 text-xs text-ink/70 max-sm:basis-[calc(50%-0.25rem)] max-sm:grow">
            <span>
              {t("createdFrom")} <span className="sr-only">{t("createdFromHint", { zone })}</span>
            </span>
            <Input type="date" value={state.from ?? ""} max={state.to} onChange={(e) => onChange({ from: e.target.value || undefined })} className="sm:w-40" />
          </label>
          <label className="flex min-w-0 flex-col gap-1 text-xs text-ink/70 max-sm:basis-[calc(50%-0.25rem)] max-sm:grow">
            <span>
              {t("createdTo")} <span className="sr-only">{t("createdToHint", { zone })}</span>
            </span>
            <Input type="date" value={state.to ?? ""} min={state.from} onChange={(e) => onChange({ to: e.target.value || undefined })} className="sm:w-40" />
          </label>
        </>
      ) : null}
      {active ? (
        <Button type="button" variant="outline" className="h-10" onClick={() => onChange(Object.fromEntries(Object.keys(state).map((key) => [key, undefined])))}>
          {t("clearFilters")}
        </Button>
      ) : null}
    </div>
  );
}
