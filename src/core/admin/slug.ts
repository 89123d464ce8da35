/**
 * A slug made from a title, as the admin's create form fills it in ('Рождественский концерт' →
 * 'rozhdestvenskii-kontsert'): Latin lowercase letters, digits and single hyphens, at most
 * SLUG_MAX_LENGTH characters, cut between words. Russian is transliterated by our own table
 * (slugify's own reads 'х' as 'h', 'ц' as 'c' and 'ъ' as 'u'); slugify does the rest (other
 * scripts and diacritics, symbols). Admin only: nothing of the public site imports it.
 */
import slugify from "slugify";

export const SLUG_MAX_LENGTH = 80;

// The common Russian romanisation of passports and road signs (ICAO), with 'ю'/'я' as 'yu'/'ya'
// and 'ъ'/'ь' left out, which is how Russian slugs usually read: 'объявления' → 'obyavleniya'.
// 'ё' is 'e': writers type 'е' for it as often as not, and the slug should not depend on it.
const RUSSIAN: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "e", ж: "zh", з: "z", и: "i", й: "i", к: "k", л: "l",
  м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch",
  ш: "sh", щ: "shch", ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
};

const russianLatin = (text: string) => text.replace(/[а-яё]/g, (letter) => RUSSIAN[letter] ?? letter);

/**
 * The slug of a title ('' when nothing of it can be written in Latin letters or digits).
 * Longer than `maxLength`, it ends at the last whole word that fits (cut mid-word only when
 * the first word alone is longer).
 */
export function slugOf(title: string, maxLength = SLUG_MAX_LENGTH): string {
  // Words joined by punctuation stay apart ('Пасха/Рождество', 'St.Mary'), apostrophes do not ('Mary's').
  const spaced = russianLatin(title.normalize("NFC").toLowerCase()).replace(/['’`]/g, "").replace(/[^\p{L}\p{M}\p{N}]+/gu, " ");
  const slug = slugify(spaced, { lower: true, strict: true, trim: true })
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const end = cut.lastIndexOf("-");
  return (end > 0 ? cut.slice(0, end) : slug.slice(0, maxLength)).replace(/-+$/, "");
}
