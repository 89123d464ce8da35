import { asc, inArray } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { entityOf, publicColumns, type Row } from "../../../core/entity/index.js";
import { entityType, intOrNull, localisedValue, str } from "../../../core/entity/row-values.js";
import { feasts } from "../entities.js";
import type { FeastRank, FeastRuleView } from "../widget-data-types.js";

/** At most this many feast rules are read (a full menaion of great feasts is a few dozen). */
const FEAST_LIMIT = 500;

/**
 * The feast rules (all, or those of some ranks) in one bounded query, recorded in `reads` so a
 * cached page showing them is dropped when an administrator edits a feast.
 */
export async function loadFeastRules(db: Db, reads: Set<string>, ranks?: readonly FeastRank[]): Promise<FeastRuleView[]> {
  const query = db.select(publicColumns(entityOf(feasts))).from(feasts);
  const rows = (await (ranks ? query.where(inArray(feasts.rank, [...ranks])) : query)
    .orderBy(asc(feasts.slug), asc(feasts.id))
    .limit(FEAST_LIMIT)) as Row[];
  reads.add(entityType(feasts));
  return rows.map((row) => ({
    slug: str(row.slug),
    title: localisedValue(row.title),
    rank: str(row.rank) as FeastRank,
    julianMonth: intOrNull(row.julianMonth),
    julianDay: intOrNull(row.julianDay),
    paschaOffset: intOrNull(row.paschaOffset),
  }));
}
