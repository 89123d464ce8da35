// Readable defaults for adminTitle and slug: an admin can tell "Amber harbor falcon" records
// apart. Shared by the server (a column's default) and the admin (a new record's form), so it
// takes its randomness from Web Crypto, which both have.

const words = [
  "amber", "anchor", "aspen", "birch", "bright", "brook", "candle", "cedar", "cloud", "coral",
  "crystal", "dawn", "dove", "ember", "falcon", "fern", "field", "flame", "forest", "frost",
  "garden", "golden", "harbor", "hazel", "hill", "iris", "ivory", "lake", "lantern", "laurel",
  "lily", "linden", "maple", "meadow", "mist", "moon", "morning", "oak", "olive", "pearl",
  "pine", "quiet", "rain", "river", "rose", "sage", "silver", "snow", "spring", "star",
  "stone", "summer", "swift", "thistle", "valley", "violet", "willow", "winter", "wren", "zephyr",
];

/**
 * A Russian title agrees in gender, so it is built as adjective + noun + a noun in the genitive
 * ('Янтарный сокол рассвета'): adjectives in their masculine, feminine and neuter forms.
 */
const adjectives: [string, string, string][] = [
  ["янтарный", "янтарная", "янтарное"], ["серебряный", "серебряная", "серебряное"], ["тихий", "тихая", "тихое"],
  ["светлый", "светлая", "светлое"], ["золотой", "золотая", "золотое"], ["ясный", "ясная", "ясное"],
  ["лесной", "лесная", "лесное"], ["речной", "речная", "речное"], ["весенний", "весенняя", "весеннее"],
  ["зимний", "зимняя", "зимнее"], ["летний", "летняя", "летнее"], ["утренний", "утренняя", "утреннее"],
  ["вечерний", "вечерняя", "вечернее"], ["кедровый", "кедровая", "кедровое"], ["липовый", "липовая", "липовое"],
  ["жемчужный", "жемчужная", "жемчужное"], ["лазурный", "лазурная", "лазурное"], ["дубовый", "дубовая", "дубовое"],
  ["звёздный", "звёздная", "звёздное"], ["снежный", "снежная", "снежное"], ["луговой", "луговая", "луговое"],
  ["берёзовый", "берёзовая", "берёзовое"], ["кленовый", "кленовая", "кленовое"], ["быстрый", "быстрая", "быстрое"],
];
const nouns: [string, 0 | 1 | 2][] = [
  ["сокол", 0], ["голубь", 0], ["ручей", 0], ["сад", 0], ["холм", 0], ["фонарь", 0], ["кедр", 0], ["клён", 0],
  ["луг", 0], ["берег", 0], ["колокол", 0], ["парус", 0], ["гавань", 1], ["берёза", 1], ["липа", 1], ["река", 1],
  ["звезда", 1], ["свеча", 1], ["ива", 1], ["роща", 1], ["тропа", 1], ["долина", 1], ["поле", 2], ["озеро", 2],
  ["облако", 2], ["крыло", 2], ["утро", 2], ["пламя", 2], ["зерно", 2], ["перо", 2],
];
const genitives = [
  "рассвета", "заката", "реки", "сада", "моря", "леса", "зари", "луга", "холма", "долины",
  "весны", "зимы", "лета", "осени", "рощи", "озера", "поля", "ручья", "берега", "звезды",
];

const index = (n: number) => globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! % n;
const pick = <T>(list: readonly T[]): T => list[index(list.length)]!;
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** A title of three random words in the admin's language (English for any other than Russian). */
export function randomAdminTitle(language?: string): string {
  if (language === "ru") {
    const [noun, gender] = pick(nouns);
    return `${capitalised(pick(adjectives)[gender])} ${noun} ${pick(genitives)}`;
  }
  return `${capitalised(pick(words))} ${pick(words)} ${pick(words)}`;
}

/** Three words plus a short random tail so two defaults never collide in practice; Latin, as a slug goes into urls. */
export function randomSlug(): string {
  return `${pick(words)}-${pick(words)}-${pick(words)}-${index(36 ** 4).toString(36).padStart(4, "0")}`;
}
