/**
 * A list filtered by a related record: `filters[and][0][column]=customer&method=eq&value=<subject id>`
 * keeps the orders whose declared 'customer' path reaches that subject. The column is the name of
 * a related declaration with a path; the value is the id of the record one hop away.
 */
import type { SQL } from "drizzle-orm";
import type { EntityDef } from "../entity/define.js";
import { pathCondition, resolvePath } from "../entity/related-paths.js";
import { badRequest } from "./errors.js";
import { isUuid } from "./uuid.js";

/** The condition for a related column, or undefined when `column` names none (an own column, or unknown). */
export function relatedFilter(def: EntityDef, column: unknown, method: unknown, value: unknown, context: string): SQL | undefined {
  if (typeof column !== "string" || def.fields.some((f) => f.name === column)) return undefined;
  const declaration = Object.hasOwn(def.admin.related, column) ? def.admin.related[column] : undefined;
  if (!declaration?.through?.length) return undefined;
  if (method !== "eq" && method !== "inArray") throw badRequest(`${context}: related column '${column}' takes eq or inArray with record ids`);
  const ids = method === "eq" ? [value] : Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [value];
  const bad = ids.find((id) => !isUuid(id));
  if (bad !== undefined || !ids.length) throw badRequest(`${context}: value for '${column}' must be a uuid`);
  return pathCondition(def, resolvePath(def, column, declaration), declaration, { firstIds: ids as string[] });
}
