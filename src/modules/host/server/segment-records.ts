import { and } from "drizzle-orm";
import { publishedOnly } from "../../../core/entity/drafts.js";
import { entityType } from "../../../core/entity/row-values.js";
import { HttpError } from "../../../core/http/errors.js";
import { parseWhere } from "../../../core/http/query.js";
import type { AppContext } from "../../../core/module.js";
import { segmentTarget } from "./segment-target.js";
import type { TemplateMatch } from "./templates.js";

/**
 * Whether every record a template url names exists: '/blog/articles/[blog.articles.slug]' with
 * 'no-such-slug' names no article, so the page is a 404 rather than a page around an empty box.
 * Checked once here, for every module's templates, with one indexed query per parameter (a
 * template has one or two). The filter goes through the same parser as the list API, so a value
 * the column could never hold (not a uuid for an id) is simply "no such record", never a 500.
 * A key that names no entity column is not checked: the page decides what it means.
 *
 * `readWithPage` is the parameter whose record the page's own load reads whole (pageRecordKey):
 * only its value is checked here, not looked up twice; the caller makes a page whose record did
 * not load a 404.
 *
 * Answers the entity types read (the page's cache depends on them: deleting the record turns
 * its cached page into a 404), or undefined when a record is missing.
 */
export async function templateRecords(context: AppContext, match: TemplateMatch, readWithPage?: string): Promise<string[] | undefined> {
  const checks = Object.entries(match.params).map(async ([key, value]): Promise<string | null | undefined> => {
    const target = segmentTarget(key);
    if (!target) return null;
    const { def, field } = target;
    let where;
    try {
      where = parseWhere(def, { filters: { and: [{ column: field, method: "eq", value }] } });
    } catch (error) {
      if (error instanceof HttpError) return undefined;
      throw error;
    }
    if (key === readWithPage) return entityType(def.table);
    const rows = await context.db.select({ id: def.table.id }).from(def.table).where(and(where, publishedOnly(def))).limit(1);
    return rows.length > 0 ? entityType(def.table) : undefined;
  });
  const read = await Promise.all(checks);
  if (read.includes(undefined)) return undefined;
  return read.filter((type): type is string => typeof type === "string");
}
