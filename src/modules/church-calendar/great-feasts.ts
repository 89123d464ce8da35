import { churchDay } from "./church-day.js";
import { parseIsoDate } from "./paschalion.js";
import { registerLanguageTexts } from "../../core/i18n/texts.js";
import type { FeastRank, FeastRuleView } from "./widget-data-types.js";

/**
 * The great feasts of a day, for other blocks that mark them (the schedule): Pascha, the twelve
 * great feasts and the other great ones. Pure: the rules come from the feasts table (the admin
 * edits them), the day is placed by the Paschalion, so it works in the browser and on the server.
 */

/** The ranks that make a day a great feast, most solemn first. */
export const GREAT_RANKS = ["pascha", "twelve", "great"] as const satisfies readonly FeastRank[];
export type GreatRank = (typeof GREAT_RANKS)[number];

export const isGreatRank = (rank: string): rank is GreatRank => (GREAT_RANKS as readonly string[]).includes(rank);

/** The rank's name, as a mark beside the feast's title ('Двунадесятый праздник: Введение…'). */
export const GREAT_RANK_NAMES = registerLanguageTexts("church-calendar.great-ranks", {
  ru: { pascha: "Пасха", twelve: "Двунадесятый праздник", great: "Великий праздник" } satisfies Record<GreatRank, string>,
  en: { pascha: "Pascha", twelve: "Great feast of the Twelve", great: "Great feast" } satisfies Record<GreatRank, string>,
});

/** The great feasts on a civil day (`YYYY-MM-DD`), most solemn first; none for a bad date. */
export function greatFeastsOn(isoDay: string, rules: readonly FeastRuleView[]): (FeastRuleView & { rank: GreatRank })[] {
  const date = parseIsoDate(isoDay);
  if (!date) return [];
  const great = rules
    .filter((rule): rule is FeastRuleView & { rank: GreatRank } => isGreatRank(rule.rank))
    .map((rule) => ({ julianMonth: rule.julianMonth, julianDay: rule.julianDay, paschaOffset: rule.paschaOffset, feast: rule }));
  return churchDay(date, great)
    .feasts.sort((a, b) => GREAT_RANKS.indexOf(a.rank) - GREAT_RANKS.indexOf(b.rank));
}
