/**
 * `value` as a path on this site, else undefined: it is resolved as the browser would resolve the
 * link (which drops tabs and newlines, so '/\t/evil.example' is '//evil.example', another site)
 * and kept only when it stays on `origin`. The path it answers must not start with '//' either:
 * '/.//evil.example' stays on the site, but its resolved path '//evil.example' would not.
 */
export function sitePath(value: string | null, origin: string): string | undefined {
  if (!value?.startsWith("/")) return undefined;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || /^\/[\\/]/.test(url.pathname)) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
