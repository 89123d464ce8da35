import { and, desc, sql } from "drizzle-orm";
import { publishedOnly } from "../entity/drafts.js";
import type { Hono } from "hono";
import { z } from "zod";
import type { EntityDef } from "../entity/define.js";
import { allEntities } from "../entity/registry.js";
import { searchDocument, textSearchConfig } from "../entity/text-search.js";
import type { AppContext } from "../module.js";
import { ok } from "./route-docs.js";
import { queryInteger, text, validate } from "./validate.js";

export interface SearchHit {
  module: string;
  entity: string;
  id: string;
  slug: string | null;
  variant: string;
  title: unknown;
  rank: number;
}

const searchHit = z.object({
  module: z.string(),
  entity: z.string(),
  id: z.string(),
  slug: z.string().nullable(),
  variant: z.string(),
  title: z.unknown().describe("the localised title, {language: text}"),
  rank: z.number(),
});

/** Entities the site search covers: those declaring searched fields, readable by anyone. */
const searchable = () => allEntities().filter((def) => def.search.length > 0 && def.access.read === "public");

/** Up to `limit` published rows of one searchable entity matching the query (websearch syntax), best first. */
export async function searchEntity(context: AppContext, def: EntityDef, words: string, language: string, limit: number): Promise<SearchHit[]> {
  const table = def.table as unknown as Record<string, never>;
  const document = searchDocument(def.search.map((key) => table[key]!), language);
  const query = sql`websearch_to_tsquery(${sql.raw(`'${textSearchConfig(language)}'::regconfig`)}, ${words})`;
  const rank = sql<number>`ts_rank(${document}, ${query})`;
  const has = (key: string) => def.fields.some((f) => f.name === key);
  const rows = await context.db
    .select({
      id: table.id!,
      slug: has("slug") ? table.slug! : sql<null>`null`,
      variant: table.variant!,
      title: has("title") ? table.title! : sql<null>`null`,
      rank,
    })
    .from(def.table)
    .where(and(sql`${document} @@ ${query}`, publishedOnly(def)))
    .orderBy(desc(rank))
    .limit(limit);
  return rows.map((row) => ({ module: def.module, entity: def.name, ...(row as Omit<SearchHit, "module" | "entity">), rank: Number(row.rank) }));
}

/**
 * GET /api/search?q=words&lang=ru&limit=20: records of every searchable entity (articles, services,
 * events, products...) whose declared fields hold the words in that language, word forms included,
 * best first. One indexed query per searchable entity, however many rows there are.
 */
export function searchRoutes(app: Hono, context: AppContext): void {
  const input = validate({
    query: z.object({
      q: text(200).transform((value) => value.trim()).pipe(z.string().min(1, { error: "is required: the words to find" })),
      lang: z.enum(context.i18n.languages as [string, ...string[]]).default(context.i18n.defaultLanguage),
      limit: queryInteger(1, 50, 20),
    }),
    summary: "Site search over every public searchable entity, best first",
    responses: { 200: ok(z.array(searchHit)) },
  });
  app.get("/api/search", input, async (c) => {
    const { q, lang, limit } = c.var.input.query;
    return c.json({ data: await siteSearch(context, q, lang, limit) });
  });
}

/** The site search in-process (websearch syntax: 'a or b'), best first, at most `limit` hits. */
export async function siteSearch(context: AppContext, words: string, language: string, limit: number): Promise<SearchHit[]> {
  const lists = await Promise.all(searchable().map((def) => searchEntity(context, def, words, language, limit)));
  return lists.flat().sort((a, b) => b.rank - a.rank).slice(0, limit);
}
