import { FileText } from "lucide-react";
import type { ComponentType } from "react";
import { cn } from "../../../core/ui/cn";
import { useLanguage } from "../../../core/page/page-context";
import { RichText } from "../../../core/page/rich-text";
import type { FileStorageWidgetData, LinkedFile } from "../widget-data-types";
import { fileUrl, ResponsiveImage } from "./ResponsiveImage";

const isImage = (file: LinkedFile["file"]) => (file.mimeType ? file.mimeType.startsWith("image/") : /\.(jpe?g|png|webp|gif|svg|avif)($|[?#])/i.test(file.file));

/** What a download link says: the file's alt text in the page's language, else its admin title, else its name. */
function fileName(file: LinkedFile["file"], alt: string): string {
  const last = fileUrl(file).split(/[?#]/)[0]!.split("/").pop() ?? "";
  try {
    return alt || file.adminTitle || decodeURIComponent(last);
  } catch {
    return alt || file.adminTitle || last;
  }
}

const kilobytes = (size: number | null | undefined) => (size ? `${Math.max(1, Math.round(size / 1024))} KB` : "");

/** A non-image file (PDF, text) as a download link. */
function FileLink({ file }: { file: LinkedFile["file"] }) {
  const { t } = useLanguage();
  const url = fileUrl(file);
  const external = url.includes(":");
  return (
    <a
      href={url}
      className="flex items-center gap-3 rounded-md border border-brand-200 bg-white p-4 text-ink hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600"
      {...(external ? { target: "_blank", rel: "noreferrer" } : { download: "" })}
    >
      <FileText aria-hidden className="size-6 shrink-0 text-brand-600" />
      <span className="min-w-0 flex-1 truncate">{fileName(file, t(file.alt))}</span>
      <span className="text-sm text-ink/70">{[file.extension?.toUpperCase(), kilobytes(file.size)].filter(Boolean).join(" · ")}</span>
    </a>
  );
}

/** The default variant: the widget's title and text, then its files (images in a grid). */
function DefaultWidget({ data }: { data: FileStorageWidgetData }) {
  const { t, language, i18n } = useLanguage();
  const { widget, files } = data;
  const title = t(widget.title);
  const subtitle = t(widget.subtitle);
  const description = widget.description && typeof widget.description === "object" && !("type" in widget.description)
    ? (widget.description[language] ?? widget.description[i18n.defaultLanguage])
    : widget.description;
  const images = files.filter((f) => isImage(f.file));
  const others = files.filter((f) => !isImage(f.file));
  const sizes = images.length > 2 ? "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" : images.length === 2 ? "(min-width: 640px) 50vw, 100vw" : "(min-width: 1280px) 1280px, 100vw";
  return (
    <section className={cn("mx-auto w-full max-w-7xl px-4 py-8", widget.className ?? undefined)}>
      {title ? <h2 className="font-serif text-3xl text-brand-900">{title}</h2> : null}
      {subtitle ? <p className="mt-2 text-lg text-ink/70">{subtitle}</p> : null}
      {description ? <RichText value={description} className="prose-sobor mt-4" /> : null}
      {images.length ? (
        <div className={cn("mt-6 grid gap-4", images.length > 2 ? "sm:grid-cols-2 lg:grid-cols-3" : images.length === 2 ? "sm:grid-cols-2" : "")}>
          {images.map(({ file, link }) => (
            <figure key={file.id} className={cn("overflow-hidden rounded-md", file.containerClassName ?? undefined, link.className ?? undefined)}>
              <ResponsiveImage file={file} sizes={sizes} className={cn("h-auto w-full object-cover", file.className ?? undefined)} />
            </figure>
          ))}
        </div>
      ) : null}
      {others.length ? (
        <div className="mt-6 flex flex-col gap-3">
          {others.map(({ file }) => (
            <FileLink key={file.id} file={file} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** Widget variants; the generate-template variants are templates for generated images, not page blocks. */
export const widgetVariants: Record<string, ComponentType<{ data: FileStorageWidgetData }>> = {
  default: DefaultWidget,
};
