import type { LanguageConfig } from "../../core/i18n/languages";
import type { PageTree } from "../../core/page/page-tree";
import { shownLanguages } from "./trim-languages";

/** The key a Date is written under (no row has such a field). */
const DATE = "$sobor:date";

/** What a Date is written as while `withDates` runs: `{ "$sobor:date": ms }`, not its ISO text. */
function writtenDate(this: Date) {
  return { [DATE]: this.getTime() };
}

/**
 * JSON.stringify, Dates written as `{ "$sobor:date": ms }` (it would have made them text). Done
 * by Dates' own toJSON, swapped for the call (which nothing else can run during): a replacer
 * function takes JSON.stringify off its native path for every value, three to four times slower
 * for a page's layouts and record.
 */
function withDates(value: unknown, replacer?: (this: unknown, key: string, value: unknown) => unknown): string {
  const toJSON = Date.prototype.toJSON;
  Date.prototype.toJSON = writtenDate as unknown as typeof toJSON;
  try {
    return JSON.stringify(value, replacer);
  } finally {
    Date.prototype.toJSON = toJSON;
  }
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
  return writeParts(tree, language, config).json;
}

/** The tree's text, and the tree as `treeFromJson` reads that text back (see `writeTree`). */
export interface WrittenTree {
  json: string;
  read: PageTree;
}

/**
 * `treeToJson`'s text with the tree the browser will read from it, for the server to render
 * exactly that: the parts of the tree every page shares (see `moduleJson`) are written and read
 * back once, not for each page.
 */
export function writeTree(tree: PageTree, language: string, config: LanguageConfig): WrittenTree {
  const { json, head, modules } = writeParts(tree, language, config);
  const data = Object.fromEntries(modules.map(([module, written]) => [module, (written.read ??= readJson(written.json))]));
  return { json, read: { ...readJson<Omit<PageTree, "data">>(head), data } };
}

/** The tree's text, and the parts it was put together from: the head (all but `data`) and each module's data. */
function writeParts(tree: PageTree, language: string, config: LanguageConfig) {
  const { data, ...rest } = tree;
  const head = withDates(rest);
  const modules = Object.keys(data)
    .filter((module) => data[module] !== undefined)
    .map((module) => [module, moduleJson(data[module]!, language, config)] as const);
  const json = `${head.slice(0, -1)},"data":{${modules.map(([module, written]) => `${JSON.stringify(module)}:${written.json}`).join(",")}}}`;
  return { json, head, modules };
}

interface WrittenData {
  language: string;
  config: LanguageConfig;
  json: string;
  /** The data as read back from `json`, made when first asked for. */
  read?: Record<string, unknown>;
}

/** Each module's widget data as written, for as long as the data object lives. */
const writtenData = new WeakMap<object, WrittenData[]>();

/**
 * One module's widget data as JSON in `language`, written once per data object. A module whose
 * widgets did not read the url (the site's header and footer) gives every page the same object
 * (the host's shared parts), and its text was two thirds of an article page's tree: written and
 * read back anew for each of 10,000 article pages. Widget data is never changed once loaded (a
 * kept part is shared by every request at once), nor is what a render is given, so both stay
 * true while the data object lives.
 */
function moduleJson(value: Record<string, unknown>, language: string, config: LanguageConfig): WrittenData {
  const known = writtenData.get(value);
  const hit = known?.find((entry) => entry.language === language && entry.config === config);
  if (hit) return hit;
  const entry: WrittenData = { language, config, json: withDates(value, (_key, item) => shownLanguages(item, language, config)) };
  if (known) known.push(entry);
  else writtenData.set(value, [entry]);
  return entry;
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
 * The tree `treeToJson` wrote, Dates and all, as the browser reads it (the server reads the same
 * text in `writeTree`). JSON.parse without a reviver, then one walk: a reviver took JSON.parse
 * off its fast path (it was 4% of an uncached page).
 */
export function treeFromJson(json: string): PageTree {
  return readJson(json);
}

function readJson<T>(json: string): T {
  return readDates(JSON.parse(json)) as T;
}
