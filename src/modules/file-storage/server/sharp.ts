import type { Sharp, SharpOptions } from "sharp";

/**
 * sharp (and libvips under it, ~30 MB) is loaded with the first image a process reads, not at
 * start: a process behind a CDN, or serving no images, never carries it.
 */
export async function sharpOf(input: Uint8Array, options?: SharpOptions): Promise<Sharp> {
  const { default: sharp } = await import("sharp");
  return sharp(input, options);
}
