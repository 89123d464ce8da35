/**
 * `value` as a path on this site, else undefined: it is resolved as the browser would resolve the
 * link (which drops tabs and newlines, so '/\t/evil.example' is '//evil.example', another site)
 * and kept only when it stays on `origin`.
 */
export function sitePath(value: string | null, origin: string): string | undefined {
  if (!value?.startsWith("/")) return undefined;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}
