import { cn } from "../../../core/ui/cn";
import { useLanguage } from "../../../core/page/page-context";
import { fileUrl as sharedFileUrl, ResponsiveImage } from "../../file-storage/widgets/ResponsiveImage";
import type { WbFile } from "../widget-data-types";

/** Where a stored file is served (shared with file-storage's ResponsiveImage). */
export function fileUrl(file: string): string {
  return sharedFileUrl(file);
}

export function isVideo(file: WbFile): boolean {
  return Boolean(file.mimeType?.startsWith("video/")) || /\.(mp4|webm|ogv|mov)(\?|$)/i.test(file.file);
}

/**
 * A file as an image (or a video): width, height and alt from the record, a responsive srcSet,
 * lazy unless it is the page's first hero image.
 */
export function Media({
  file,
  className,
  sizes = "100vw",
  priority = false,
  alt,
  decorative = false,
}: {
  file: WbFile;
  className?: string;
  sizes?: string;
  priority?: boolean;
  /** Used when the file has no alt of its own in any language. */
  alt?: string;
  /** Purely ornamental: empty alt whatever the record says. */
  decorative?: boolean;
}) {
  const { t } = useLanguage();
  const src = fileUrl(file.file);
  // The file's alt in the page's language (else the default language's, else any), like its titles.
  const text = decorative ? "" : t(file.alt) || alt || "";
  if (isVideo(file)) {
    return (
      <video
        src={src}
        width={file.width ?? undefined}
        height={file.height ?? undefined}
        className={cn(file.className, className)}
        controls
        muted
        playsInline
        preload="metadata"
        aria-label={text || undefined}
      />
    );
  }
  return <ResponsiveImage file={file} alt={text} sizes={sizes} priority={priority} className={cn(file.className, className)} />;
}

/** A grid of files (images or videos), each in its container. */
export function Gallery({ files, className }: { files: WbFile[]; className?: string }) {
  if (!files.length) return null;
  const single = files.length === 1;
  return (
    <div className={cn(single ? "grid" : "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3", className)}>
      {files.map((file) => (
        <figure key={`${file.id}:${file.link.orderIndex}`} className={cn("overflow-hidden rounded-xl bg-brand-100", file.containerClassName, file.link.className)}>
          <Media
            file={file}
            sizes={single ? "(min-width: 1152px) 1152px, 100vw" : "(min-width: 768px) 33vw, 50vw"}
            className={cn("h-full w-full object-cover", !single && "aspect-[4/3]")}
          />
        </figure>
      ))}
    </div>
  );
}
