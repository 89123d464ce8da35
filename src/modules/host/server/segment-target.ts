import type { PgColumn } from "drizzle-orm/pg-core";
import { findEntity } from "../../../core/entity/registry.js";

/** 'blog.articles.slug' -> the blog articles entity and its slug column. */
export function segmentTarget(key: string) {
  const [module, name, column] = key.split(".");
  const def = module && name ? findEntity(module, name) : undefined;
  const field = def?.fields.find((f) => f.name === column && !f.secret);
  return def && field ? { def, field: field.name, column: def.table[field.name] as PgColumn } : undefined;
}
