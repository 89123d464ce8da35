import { defineRelation, moduleRef } from "../core/entity/index.js";
import { articles, categories } from "../modules/blog/entities.js";
import { products } from "../modules/ecommerce/entities.js";
import { files } from "../modules/file-storage/entities.js";
import { widgets as websiteBuilderWidgets } from "../modules/website-builder/entities.js";

// Links from blog records to other modules' records; the tables keep blog's prefix.
const m = moduleRef("blog");

export const articlesToEcommerceModuleProducts = defineRelation(m, articles, products);
/**
 * Private content: widgets shown inside an article only to readers allowed to see them (SPEC §6:
 * gated by the read check of GET /api/blog/articles-to-website-builder-module-widgets).
 */
export const articlesToWebsiteBuilderModuleWidgets = defineRelation(m, articles, websiteBuilderWidgets, {
  access: { read: "private" },
});
export const articlesToFileStorageModuleFiles = defineRelation(m, articles, files);
export const categoriesToFileStorageModuleFiles = defineRelation(m, categories, files);
