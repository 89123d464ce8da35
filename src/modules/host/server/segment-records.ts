import { findEntity } from "../../../core/entity/registry.js";
import { HttpError } from "../../../core/http/errors.js";
import { parseWhere } from "../../../core/http/query.js";
import type { AppContext } from "../../../core/module.js";
import type { TemplateMatch } from "./templates.js";

/**
 * Whether every record a template url names exists: '/blog/articles/[blog.articles.slug]' with
 * 'no-such-slug' names no article, so the page is a 404 rather than a page around an empty box.
 * Checked once here, for every module's templates, with one indexed query per parameter (a
 * template has one or two). The filter goes through the same parser as the list API, so a value
 * the column could never hold (not a uuid for an id) is simply "no such record", never a 500.
 * A key that names no entity column is not checked: the page decides what it means.
 */
export async function templateRecordsExist(context: AppContext, match: TemplateMatch): Promise<boolean> {
  const checks = Object.entries(match.params).map(async ([key, value]) => {
    const [module, name, column] = key.split(".");
    const def = module && name ? findEntity(module, name) : undefined;
    if (!def || !def.fields.some((f) => f.name === column && !f.secret)) return true;
    let where;
    try {
      where = parseWhere(def, { filters: { and: [{ column, method: "eq", value }] } });
    } catch (error) {
      if (error instanceof HttpError) return false;
      throw error;
    }
    const rows = await context.db.select({ id: def.table.id }).from(def.table).where(where).limit(1);
    return rows.length > 0;
  });
  return (await Promise.all(checks)).every(Boolean);
}
