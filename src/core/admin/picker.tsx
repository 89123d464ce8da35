import { keepPreviousData } from "@tanstack/react-query";
import { ChevronDown, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { errorText } from "../client/error-text";
import { useEntity, useEntityList } from "../client/query";
import { Badge } from "../ui/badge";
import { cn } from "../ui/cn";
import { fieldClasses, Input } from "../ui/input";
import { Skeleton } from "../ui/skeleton";
import { useAdmin } from "./context";
import { FORM_TEXTS } from "./form-texts";
import { recordTitle, shortId } from "./model";
import { FileThumb, fileFieldOf, PickerUpload } from "./picker-files";
import { defaultSort } from "./search";
import type { EntityRef } from "./types";
import { useDebounced } from "./use-debounced";
import { inSentence, useAdminTexts } from "./use-texts";

type Row = Record<string, unknown> & { id: string };

/**
 * admin-select-input: picks a record of `target` by its title. The list opens in place (no
 * popover to position inside a scrolling dialog), searches by case-insensitive substring and says
 * 'No found items.' when nothing matches. Escape closes the list, not the dialog around it.
 */
export function ReferencePicker({
  id,
  target,
  value,
  onChange,
  invalid,
  describedBy,
  labelledBy,
  disabled,
  nullable,
}: {
  id: string;
  target: EntityRef | undefined;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  labelledBy?: string;
  disabled?: boolean;
  nullable?: boolean;
}) {
  const admin = useAdmin();
  const entity = admin.find(target);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const debounced = useDebounced(query);
  const listId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Records are titled in the content's language; the picker's own words are the admin's.
  const language = admin.defaultLanguage;
  const t = useAdminTexts(FORM_TEXTS);

  const selected = useEntity<Row>(target?.module ?? "", target?.name ?? "", entity && value ? value : undefined);
  const options = useEntityList<Row>(
    target?.module ?? "",
    target?.name ?? "",
    entity
      ? { search: debounced.trim() || undefined, orderBy: [defaultSort(entity)], limit: 20 }
      : {},
    { enabled: open && Boolean(entity), placeholderData: keepPreviousData },
  );

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const choose = (row: Row) => {
    onChange(row.id);
    setQuery("");
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };
  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = [...(event.currentTarget.closest("[data-picker]")?.querySelectorAll<HTMLElement>("[role=option]") ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? Math.min(items.length - 1, at + 1) : at - 1;
    if (next < 0) searchRef.current?.focus();
    else items[next]?.focus();
  };

  if (!target || !entity) {
    return <p className="text-sm text-red-700">{t("unknownInput")}</p>;
  }
  const title = value ? (selected.data ? recordTitle(entity, selected.data, language) : selected.isError ? t("missing", { id: shortId(value) }) : undefined) : undefined;
  const fileField = fileFieldOf(entity, admin.overrides);
  const entityName = admin.label.entity(entity);
  const nameInText = inSentence(admin.language, entityName);
  const rows = options.data ?? [];

  return (
    <div data-picker data-dialog-escape={open ? "local" : undefined} onKeyDown={onKeyDown} className="min-w-0">
      <div className="flex gap-2">
        <button
          ref={triggerRef}
          id={id}
          type="button"
          disabled={disabled}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-labelledby={labelledBy ? `${labelledBy} ${id}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onClick={() => setOpen((o) => !o)}
          className={cn(fieldClasses, "flex h-10 min-w-0 items-center justify-between gap-2 text-left")}
        >
          {/* The chosen record's title is content; the prompt to choose one is the admin's. */}
          <span className="flex min-w-0 items-center gap-2">
            {fileField && value && selected.data ? <FileThumb value={selected.data[fileField]} className="size-7" /> : null}
            <span lang={value ? "" : undefined} className={cn("min-w-0 truncate", !value && "text-ink/70")}>
              {value ? (title ?? <Skeleton className="inline-block h-4 w-32 align-middle" />) : t("selectEntity", { entity: nameInText })}
            </span>
          </span>
          <span className="flex shrink-0 items-center gap-1">
            {value ? (
              <Badge tone="muted" className="font-mono" lang="">
                {shortId(value)}
              </Badge>
            ) : null}
            <ChevronDown className="size-4 opacity-60" aria-hidden />
          </span>
        </button>
        {nullable && value && !disabled ? (
          <button type="button" onClick={() => onChange("")} aria-label={t("clear")} className="rounded-md border border-brand-300 px-2 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600">
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      {fileField && !disabled ? (
        <div className="mt-2">
          <PickerUpload
            entity={entity}
            fileField={fileField}
            onUploaded={(row) => {
              onChange(row.id);
              setOpen(false);
            }}
          />
        </div>
      ) : null}
      {open ? (
        <div className="mt-1 rounded-md border border-brand-200 bg-white p-2 shadow-sm">
          <Input
            ref={searchRef}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={moveFocus}
            placeholder={t("search")}
            aria-label={t("searchEntity", { entity: nameInText })}
            aria-controls={listId}
          />
          <div id={listId} role="listbox" aria-label={entityName} className="mt-2 max-h-60 overflow-y-auto" onKeyDown={moveFocus}>
            {options.isPending ? (
              <div className="space-y-1 p-1">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-8 w-full" />
                ))}
              </div>
            ) : options.isError ? (
              <p className="p-2 text-sm text-red-700">{errorText(options.error, admin.language)}</p>
            ) : rows.length === 0 ? (
              <p className="p-2 text-sm text-ink/70">{t("nothingFound")}</p>
            ) : (
              rows.map((row) => (
                <button
                  key={row.id}
                  type="button"
                  role="option"
                  aria-selected={row.id === value}
                  onClick={() => choose(row)}
                  className="flex w-full items-center justify-between gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-brand-100 focus-visible:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-selected:font-semibold"
                >
                  <span className="flex min-w-0 items-center gap-2">
                    {fileField ? <FileThumb value={row[fileField]} /> : null}
                    <span lang="" className="min-w-0 truncate">
                      {recordTitle(entity, row, language)}
                    </span>
                  </span>
                  <Badge tone="muted" className="shrink-0 font-mono" lang="">
                    {shortId(row.id)}
                  </Badge>
                </button>
              ))
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
