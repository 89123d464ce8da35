import type { LanguageConfig } from "../core/i18n/languages.js";

/** The cathedral site: a fictional parish, plainly marked as a demo. */
export const site = {
  languages: ["ru", "en"],
  defaultLanguage: "ru",
  name: { ru: "Преображенский собор Новоозёрска", en: "Transfiguration Cathedral of Novoozyorsk" },
  shortName: { ru: "Преображенский собор", en: "Transfiguration Cathedral" },
  description: {
    ru: "Демонстрационный сайт вымышленного собора: расписание богослужений, события, записки, пожертвования.",
    en: "Demo website of a fictional cathedral: service schedule, events, commemoration notes, donations.",
  },
  keywords: { ru: "собор, богослужения, расписание, записки, пожертвования", en: "cathedral, services, schedule, notes, donations" },
  favicon: "/public/favicon.svg",
  /** The parish's clock: the admin shows and takes datetimes in it. */
  timeZone: "Europe/Moscow",
} as const satisfies LanguageConfig & Record<string, unknown>;

export type SiteConfig = typeof site;
