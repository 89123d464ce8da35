// The key a built statement is kept by (src/core/db/prepared.ts, sqlKey): two pieces of SQL that
// would send a different statement or different built-in values must never share a key, or a
// list or graph edge would run another's statement; the same pieces built twice must share one.
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { sqlKey } from "../../src/core/db/prepared.js";
import { articles, categories } from "../../src/modules/blog/entities.js";

const other = alias(articles, "other_articles");

/** Conditions and orders that each differ from every other in one thing a statement depends on. */
const variants: Record<string, () => unknown[]> = {
  "slug a": () => [eq(articles.slug, "a")],
  "slug b": () => [eq(articles.slug, "b")],
  "slug a, inlined": () => [sql`${articles.slug} = ${"a"}`.inlineParams()],
  "slug a, raw text": () => [sql.raw(`"blog_articles"."slug" = 'a'`)],
  "variant a (another column)": () => [eq(articles.variant, "a")],
  "the category's slug (another table)": () => [eq(categories.slug, "a")],
  "an alias's slug": () => [eq(other.slug, "a")],
  "slug in a, b": () => [inArray(articles.slug, ["a", "b"])],
  "slug in a,b as one value": () => [inArray(articles.slug, ["a,b"])],
  "slug a and published": () => [and(eq(articles.slug, "a"), eq(articles.published, true))],
  "slug a, published true as a second part": () => [eq(articles.slug, "a"), eq(articles.published, true)],
  "slug a, published false": () => [eq(articles.slug, "a"), eq(articles.published, false)],
  "created after a date": () => [gt(articles.createdAt, new Date("2026-01-01T00:00:00Z"))],
  "created after another date": () => [gt(articles.createdAt, new Date("2026-01-02T00:00:00Z"))],
  "a placeholder": () => [sql`${articles.slug} = ${sql.placeholder("slug")}`],
  "another placeholder": () => [sql`${articles.slug} = ${sql.placeholder("other")}`],
  "by slug ascending": () => [asc(articles.slug)],
  "by slug descending": () => [desc(articles.slug)],
  "limit 20": () => [undefined, 20],
  "limit 21": () => [undefined, 21],
  "limit '20' (text)": () => [undefined, "20"],
  "no condition": () => [undefined],
};

describe("sqlKey", () => {
  it("gives the same pieces built twice the same key", () => {
    for (const [name, make] of Object.entries(variants)) expect(sqlKey(make()), name).toBe(sqlKey(make()));
  });

  it("gives pieces that differ in text, value, column, table, placeholder, order or inlining different keys", () => {
    const keys = new Map<string, string>();
    for (const [name, make] of Object.entries(variants)) {
      const key = sqlKey(make());
      expect(keys.get(key), `${name} shares its key`).toBeUndefined();
      keys.set(key, name);
    }
  });

  it("tells apart pieces it does not walk (a table in a subquery) through drizzle's serialisation", () => {
    const within = (slug: string) => [inArray(articles.id, sql`(select ${articles.id} from ${articles} where ${articles.slug} = ${slug})`)];
    expect(sqlKey(within("a"))).toBe(sqlKey(within("a")));
    expect(sqlKey(within("a"))).not.toBe(sqlKey(within("b")));
    const fromCategories = [inArray(articles.id, sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${"a"})`)];
    expect(sqlKey(within("a"))).not.toBe(sqlKey(fromCategories));
  });
});
