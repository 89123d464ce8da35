import { asc, inArray } from "drizzle-orm";
import { all, graphNode, where, type GraphRoot } from "../../../core/entity/index.js";
import { feasts } from "../entities.js";
import type { FeastRank } from "../widget-data-types.js";

/** At most this many feast rules are read (a full menaion of great feasts is a few dozen). */
const FEAST_LIMIT = 500;

/** A feast as the browser gets it: the rule that places it and its title. */
export const feastRule = graphNode(feasts, { fields: ["slug", "title", "rank", "julianMonth", "julianDay", "paschaOffset"] });

/** The feast rules (all, or those of some ranks) as a graph root: one bounded query. */
export function feastRules(ranks?: readonly FeastRank[]): GraphRoot<typeof feastRule> {
  const order = { orderBy: [asc(feasts.slug), asc(feasts.id)], limit: FEAST_LIMIT };
  return ranks ? where(feastRule, inArray(feasts.rank, [...ranks]), order) : all(feastRule, order);
}
