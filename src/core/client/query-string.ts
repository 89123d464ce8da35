/**
 * A tiny encoder for the nested-key query strings of the HTTP contract, the format the `qs`
 * library parses on the server:
 *
 *   filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=x
 *
 * `qs` itself weighs ~55 kB minified in a browser bundle (its side-channel dependencies); this
 * covers what the client sends: nested objects, arrays as indices, strings, numbers, booleans and
 * dates. Brackets stay readable (like qs with `encodeValuesOnly`); names and values are
 * percent-encoded. `undefined` and empty arrays or objects are left out, `null` is sent empty,
 * exactly as `qs.stringify` does.
 */
export function encodeQuery(params: Record<string, unknown> | undefined): string {
  if (!params) return "";
  const parts: string[] = [];
  const walk = (key: string, value: unknown): void => {
    if (value === undefined || typeof value === "function" || typeof value === "symbol") return;
    if (value === null) {
      parts.push(`${key}=`);
    } else if (value instanceof Date) {
      parts.push(`${key}=${encodeURIComponent(value.toISOString())}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(`${key}[${index}]`, item));
    } else if (typeof value === "object") {
      for (const [name, item] of Object.entries(value)) walk(`${key}[${encodeURIComponent(name)}]`, item);
    } else {
      parts.push(`${key}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [name, value] of Object.entries(params)) walk(encodeURIComponent(name), value);
  return parts.join("&");
}

/** `path` with `params` appended as a query string (after `?`, or `&` when it already has one). */
export function withQuery(path: string, params: Record<string, unknown> | undefined): string {
  const query = encodeQuery(params);
  if (!query) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}
