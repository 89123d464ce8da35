import type { ImgHTMLAttributes } from "react";
import { localise } from "../../../core/i18n/languages";
import { useOptionalPage } from "../../../core/page/page-context";
import { IMAGE_WIDTHS } from "../image-widths";
import type { FileRow } from "../widget-data-types";

/** The fields of a file row an image needs (any module's joined file rows fit). */
export type ImageFile = Pick<FileRow, "file"> & Partial<Pick<FileRow, "width" | "height" | "alt" | "mimeType" | "extension">>;

const isRemote = (value: string) => /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("//");

/**
 * Where a file is served: an https (or other absolute) url as it is; '/uploads/...' and
 * '/public/...' as they are; any other path under /public.
 */
export function fileUrl(file: Pick<FileRow, "file"> | string | null | undefined): string {
  const value = (typeof file === "string" ? file : file?.file ?? "").trim();
  if (!value) return "";
  if (value.startsWith("https") || isRemote(value)) return value;
  if (value.startsWith("/uploads/") || value.startsWith("/public/")) return value;
  return `/public/${value.replace(/^\/+/, "")}`;
}

/** A resized copy through the image endpoint. */
export function resizedUrl(file: Pick<FileRow, "file">, width: number): string {
  return `/api/file-storage/image?src=${encodeURIComponent(fileUrl(file))}&w=${width}`;
}

const isSvg = (file: ImageFile) => file.mimeType === "image/svg+xml" || file.extension === "svg" || /\.svg($|[?#])/i.test(file.file);

/** Whether the image endpoint can make smaller copies of this file (local raster images). */
export function isResizable(file: ImageFile): boolean {
  const url = fileUrl(file);
  return !!url && !isRemote(url) && !isSvg(file);
}

/** The srcSet widths for a file: the endpoint's widths up to the file's own width. */
export function srcSetWidths(file: ImageFile): number[] {
  const width = file.width ?? undefined;
  if (!width) return [...IMAGE_WIDTHS];
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= width);
  // A file narrower than the next step is offered at its own width (the endpoint never enlarges).
  if (widths.length < IMAGE_WIDTHS.length && !widths.includes(width)) widths.push(width);
  return widths;
}

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height"> {
  file: ImageFile;
  className?: string;
  /** The `sizes` attribute: how wide the image shows, e.g. '(min-width: 1024px) 50vw, 100vw'. */
  sizes?: string;
  /** Above the fold (e.g. the first slide, LCP image): loaded eagerly with high priority. */
  priority?: boolean;
}

/**
 * `<img>` with width, height, alt and a srcSet of resized copies (none for remote files and SVGs).
 * Without an `alt` prop, the file's own (localised) alt in the page's language, by the rule of every
 * localised text: else the default language's, else any.
 */
export function ResponsiveImage({ file, className, sizes = "100vw", priority = false, alt, ...rest }: ResponsiveImageProps) {
  const page = useOptionalPage();
  const url = fileUrl(file);
  if (!url) return null;
  let src = url;
  let srcSet: string | undefined;
  if (isResizable(file)) {
    const widths = srcSetWidths(file);
    const candidate = (w: number) => (file.width && w === file.width && !(IMAGE_WIDTHS as readonly number[]).includes(w) ? resizedUrl(file, IMAGE_WIDTHS.find((x) => x > w)!) : resizedUrl(file, w));
    srcSet = widths.map((w) => `${candidate(w)} ${w}w`).join(", ");
    // Browsers without srcSet support get a middle-sized copy, not the original.
    const fallback = widths.filter((w) => w <= 960).pop() ?? widths[0]!;
    src = candidate(fallback);
  }
  return (
    <img
      {...rest}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={file.width ?? undefined}
      height={file.height ?? undefined}
      alt={alt ?? localise(file.alt, page?.tree.language ?? "", page?.i18n.defaultLanguage ?? "")}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
