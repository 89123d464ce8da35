import { lazy, Suspense } from "react";
import { Button } from "../ui/button";
import { Textarea } from "../ui/input";
import { Skeleton } from "../ui/skeleton";
import { FORM_TEXTS } from "./form-texts";
import { EMPTY_DOC } from "./schema";
import { useAdminTexts } from "./use-texts";

const RichTextEditor = lazy(() => import("./rich-text-editor"));

/** A stored rich-text value as a TipTap document; '' is an empty document; anything else is not one. */
export function parseDoc(value: string): { doc: object } | { text: string } {
  const trimmed = value.trim();
  if (trimmed === "") return { doc: EMPTY_DOC };
  if (!trimmed.startsWith("{")) return { text: value };
  try {
    const parsed = JSON.parse(trimmed) as { type?: unknown };
    return parsed && parsed.type === "doc" ? { doc: parsed } : { text: value };
  } catch {
    return { text: value };
  }
}

/**
 * One language of a rich-text field: the TipTap editor for a document, a plain textarea for text
 * that is not rich-text JSON (old plain values, broken JSON), with a way to convert it.
 */
export function RichTextInput({
  id,
  value,
  onChange,
  label,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  invalid?: boolean;
}) {
  const t = useAdminTexts(FORM_TEXTS);
  // The editor reads its document once, when it mounts, and owns it afterwards.
  const parsed = parseDoc(value);
  if ("text" in parsed) {
    const text = value;
    return (
      <div className="space-y-1">
        <Textarea id={id} aria-label={label} aria-invalid={invalid || undefined} value={text} onChange={(e) => onChange(e.target.value)} />
        <div className="flex items-center justify-between gap-2 text-xs text-ink/70">
          <span>{t("plainText")}</span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() =>
              onChange(JSON.stringify({ type: "doc", content: text.split(/\n{2,}/).map((p) => (p ? { type: "paragraph", content: [{ type: "text", text: p }] } : { type: "paragraph" })) }))
            }
          >
            {t("convertToRichText")}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <RichTextEditor id={id} value={parsed.doc} onChange={onChange} label={label} invalid={invalid} />
    </Suspense>
  );
}
