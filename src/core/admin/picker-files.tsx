/**
 * The reference picker's help for records that are files (any entity with a file field): a
 * thumbnail beside each record, and uploading a new file from the picker itself, so putting a
 * picture on an article takes one dialog instead of a trip to the file storage and back.
 */
import { FileText, Upload } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "../ui/toast";
import { errorText } from "../client/error-text";
import { useEntityMutation } from "../client/query";
import { cn } from "../ui/cn";
import { useAdmin } from "./context";
import { fileHref, looksLikeImage } from "./file-input";
import { FORM_TEXTS } from "./form-texts";
import { formFields, inputOf, type AdminOverrides } from "./model";
import { followedValues, titleFollowOf } from "./title-follow";
import type { AdminEntity } from "./types";
import { useAdminTexts } from "./use-texts";

type Row = Record<string, unknown> & { id: string };

/** The field holding a record's file (path or url), when the entity has one. */
export function fileFieldOf(entity: AdminEntity, overrides?: AdminOverrides): string | undefined {
  return formFields(entity).find((field) => inputOf(entity, field, overrides) === "file")?.name;
}

/** A small picture of a stored image, or a file sign for other files; the record's title stands beside it. */
export function FileThumb({ value, className }: { value: unknown; className?: string }) {
  const path = typeof value === "string" ? value : "";
  const box = cn("size-10 shrink-0 rounded border border-brand-200 bg-brand-50", className);
  if (!path || !looksLikeImage(path)) {
    return (
      <span className={cn(box, "inline-flex items-center justify-center text-ink/60")} aria-hidden>
        <FileText className="size-5" />
      </span>
    );
  }
  return <img src={fileHref(path)} alt="" loading="lazy" decoding="async" width={40} height={40} className={cn(box, "object-cover")} />;
}

/**
 * 'Upload a new file': the chosen file becomes a new record of `entity` at once (named after the
 * file, as the entity's own form names it) and is handed to `onUploaded` to be picked.
 */
export function PickerUpload({ entity, fileField, onUploaded }: { entity: AdminEntity; fileField: string; onUploaded: (row: Row) => void }) {
  const admin = useAdmin();
  const t = useAdminTexts(FORM_TEXTS);
  const inputId = useId();
  const { create } = useEntityMutation<Row>(entity.module, entity.name);
  const [error, setError] = useState<string>();

  const upload = async (file: File) => {
    setError(undefined);
    const follow = titleFollowOf(entity, admin.overrides);
    const named = follow ? followedValues(follow, { [fileField]: file.name }, { languages: admin.languages, defaultLanguage: admin.siteLanguage, fallback: {} }) : {};
    const data = Object.fromEntries(Object.entries(named).filter(([, value]) => value !== ""));
    try {
      onUploaded(await create.mutateAsync({ data, files: { [fileField]: file } }));
      toast.success(t("uploaded", { name: file.name }));
    } catch (caught) {
      setError(errorText(caught, admin.language));
    }
  };

  const pending = create.isPending;
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <input
        id={inputId}
        type="file"
        className="peer sr-only"
        disabled={pending}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = "";
          if (chosen) void upload(chosen);
        }}
      />
      <label
        htmlFor={inputId}
        aria-disabled={pending || undefined}
        className="inline-flex h-10 cursor-pointer items-center gap-2 whitespace-nowrap rounded-md border border-brand-300 bg-white px-3 text-sm font-medium hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 aria-disabled:cursor-default aria-disabled:opacity-60"
      >
        <Upload className="size-4" aria-hidden />
        {pending ? t("uploading") : t("uploadNew")}
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
