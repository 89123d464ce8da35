import type { LanguageConfig } from "../../core/i18n/languages";
import type { PageTree } from "../../core/page/page-tree";
import { shownLanguages } from "./trim-languages";

/** The key a Date is written under (no row has such a field). */
const DATE = "$sobor:date";

type Replacer = (this: Record<string, unknown>, key: string, value: unknown) => unknown;

/** Writes Dates as `{ "$sobor:date": ms }` (JSON.stringify would have made them text). */
function withDates(then: (value: unknown) => unknown = (value) => value): Replacer {
  return function (key, value) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE]: raw.getTime() } : then(value);
  };
}

/**
 * The page tree as one JSON text, for the route's loader data, its widgets' data holding only the
 * languages the page can show (trim-languages.ts). React Router serialises loader data value by
 * value (turbo-stream: a Map lookup, a template string and an index per value), and the languages
 * were trimmed in a copy of the whole data; for a page's ~500 values that was ~7% of an uncached
 * article page's CPU and a quarter of what it allocated, where one JSON text costs a fraction.
 * Dates, which turbo-stream kept as Dates, are read back as Dates (`treeFromJson`).
 */
export function treeToJson(tree: PageTree, language: string, config: LanguageConfig): string {
  const { data, ...rest } = tree;
  const head = JSON.stringify(rest, withDates());
  const shown = JSON.stringify(data, withDates((value) => shownLanguages(value, language, config)));
  // `rest` always holds the page, so its text ends in "}" after at least one field.
  return `${head.slice(0, -1)},"data":${shown}}`;
}

function isWrittenDate(value: object): value is { [DATE]: number } {
  if (!(DATE in value) || typeof (value as Record<string, unknown>)[DATE] !== "number") return false;
  for (const key in value) if (key !== DATE) return false;
  return true;
}

/** Puts Dates back where `treeToJson` wrote them, in place. */
function readDates(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if (isWrittenDate(value)) return new Date(value[DATE]);
  // Only a Date is written back: any other value (a key named "__proto__" included) is left as parsed.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const read = readDates(value[i]);
      if (read !== value[i]) value[i] = read;
    }
  } else {
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const read = readDates(record[key]);
      if (read !== record[key]) record[key] = read;
    }
  }
  return value;
}

/**
 * The tree `treeToJson` wrote, Dates and all. JSON.parse without a reviver, then one walk: a
 * reviver took JSON.parse off its fast path (it was 4% of an uncached page, parsed on the server
 * too, so that the server renders exactly what the browser will).
 */
export function treeFromJson(json: string): PageTree {
  return readDates(JSON.parse(json)) as PageTree;
}
