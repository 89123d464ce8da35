import { Upload } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../ui/cn";
import { Input } from "../ui/input";
import { useAdmin } from "./context";
import { FORM_TEXTS } from "./form-texts";
import { useAdminTexts } from "./use-texts";

const isRemote = (value: string) => /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("//");

/** Where a stored file is served (as the file-storage widgets resolve it). */
export function fileHref(value: string): string {
  const v = value.trim();
  if (!v) return "";
  if (isRemote(v) || v.startsWith("/uploads/") || v.startsWith("/public/")) return v;
  return `/public/${v.replace(/^\/+/, "")}`;
}

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg)($|[?#])/i;
export const looksLikeImage = (value: string) => value.startsWith("data:image/") || IMAGE.test(value);

/**
 * A file field: the stored path or url (editable: an https url works too), 'Select file' to
 * upload one with the form (multipart), and a preview of images.
 */
export function FileInput({
  id,
  value,
  onChange,
  file,
  onFileChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  file: File | undefined;
  onFileChange: (file: File | undefined) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { language } = useAdmin();
  const t = useAdminTexts(FORM_TEXTS);
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!file || !file.type.startsWith("image/")) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? (value && looksLikeImage(value) ? fileHref(value) : undefined);
  const fileInputId = `${id}-upload`;

  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            if (file) onFileChange(undefined);
          }}
          placeholder={t("filePlaceholder")}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="min-w-0 flex-1"
        />
        <input
          id={fileInputId}
          type="file"
          className="peer sr-only"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            onFileChange(chosen);
            if (chosen) onChange(chosen.name);
          }}
        />
        <label
          htmlFor={fileInputId}
          className={cn(
            "inline-flex h-10 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md border border-brand-300 bg-white px-4 text-sm font-medium hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
          )}
        >
          <Upload className="size-4" aria-hidden />
          {t("selectFile")}
        </label>
      </div>
      {file ? (
        <p className="text-xs text-ink/70">
          {t("fileChosen", { name: file.name, size: Math.max(1, Math.round(file.size / 1024)).toLocaleString(language) })}
        </p>
      ) : null}
      {shown ? (
        <img src={shown} alt={t("preview")} className="max-h-40 max-w-full rounded border border-brand-200 bg-brand-50 object-contain" />
      ) : null}
    </div>
  );
}
