import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, slugOf } from "../../src/core/admin/slug.js";

// The slug a new record's title gives in the admin (src/core/admin/slug.ts): Russian read as a
// Russian reader would spell it in Latin letters, lowercase words joined by single hyphens.
describe("a title's slug", () => {
  it("transliterates Russian so that it reads naturally", () => {
    expect(slugOf("Рождественский концерт")).toBe("rozhdestvenskii-kontsert");
    expect(slugOf("Всенощное бдение в субботу")).toBe("vsenoshchnoe-bdenie-v-subbotu");
    expect(slugOf("Храм Святой Живоначальной Троицы")).toBe("khram-svyatoi-zhivonachalnoi-troitsy");
    expect(slugOf("Объявления")).toBe("obyavleniya");
    expect(slugOf("Цветы и Юрьев день")).toBe("tsvety-i-yurev-den");
    // 'ё' as 'е', so a writer who types either gets the same slug.
    expect(slugOf("Ёлка")).toBe(slugOf("Елка"));
    expect(slugOf("Ёлка")).toBe("elka");
  });

  it("lowercases English, drops diacritics and apostrophes", () => {
    expect(slugOf("Easter Service")).toBe("easter-service");
    expect(slugOf("St. Mary's Café")).toBe("st-marys-cafe");
    expect(slugOf("Crème brûlée")).toBe("creme-brulee");
  });

  it("turns punctuation into single hyphens and trims them", () => {
    expect(slugOf("  Щедрый вечер: ёлка, подъезд и чай!  ")).toBe("shchedryi-vecher-elka-podezd-i-chai");
    expect(slugOf("Хор «Благовест»")).toBe("khor-blagovest");
    expect(slugOf("Пасха/Рождество")).toBe("paskha-rozhdestvo");
    expect(slugOf("Молебен (с акафистом) в 10:00")).toBe("moleben-s-akafistom-v-10-00");
    expect(slugOf("--Easter -- 2025--")).toBe("easter-2025");
    expect(slugOf("Воскресная школа № 5")).toBe("voskresnaya-shkola-5");
  });

  it("gives only lowercase Latin letters, digits and hyphens, or nothing", () => {
    for (const title of ["Рождественский концерт", "Easter — 2025 (Vigil) & more", "Їжак і ґанок", "Ἅγιος", "İstanbul"]) {
      expect(slugOf(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(slugOf("!!!")).toBe("");
    expect(slugOf("   ")).toBe("");
    expect(slugOf("中文")).toBe("");
  });

  it("is cut between words when it is too long", () => {
    const long = "Очень длинное название рождественского концерта хора воскресной школы при храме Святой Троицы в Москве";
    const slug = slugOf(long);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^ochen-dlinnoe-nazvanie-rozhdestvenskogo-kontserta-/);
    expect(long.length).toBeGreaterThan(SLUG_MAX_LENGTH);
    expect(slug.endsWith("-")).toBe(false);
    expect(slugOf(long, 30)).toBe("ochen-dlinnoe-nazvanie");
    // One word longer than the limit is cut inside it.
    expect(slugOf("a".repeat(100), 10)).toBe("a".repeat(10));
  });
});
