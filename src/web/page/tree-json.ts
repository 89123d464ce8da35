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

function isWrittenDate(value: unknown): value is { [DATE]: number } {
  if (value === null || typeof value !== "object") return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === DATE && typeof (value as Record<string, unknown>)[DATE] === "number";
}

/** The tree `treeToJson` wrote, Dates and all. */
export function treeFromJson(json: string): PageTree {
  return JSON.parse(json, (_key, value) => (isWrittenDate(value) ? new Date(value[DATE]) : value)) as PageTree;
}
