import { contentColumns, defineEntity, defineRelation, moduleRef, titledColumns } from "../../core/entity/index.js";
import { products } from "../ecommerce/entities.js";
import { files } from "../file-storage/entities.js";
import { widgets as websiteBuilderWidgets } from "../website-builder/entities.js";

const m = moduleRef("blog");

export const widgets = defineEntity(m, "widgets", {
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
  variants: [
    "default", "article-list-default", "article-overview-default", "article-list-smolny-history",
    "article-list-smolny-history-column", "article-list-row", "article-overview-with-private-content-default",
    "article-overview-ecommerce-module-product-list-default", "category-overview-default",
    "category-list-button-default", "category-list-default",
  ],
});

export const articles = defineEntity(m, "articles", {
  columns: { ...contentColumns(), ...titledColumns() },
  variants: ["default", "smolny-history", "smolny-history-wide"],
  search: ["title", "subtitle"],
});

export const categories = defineEntity(m, "categories", {
  columns: { ...contentColumns(), ...titledColumns() },
});

export const widgetsToArticles = defineRelation(m, widgets, articles);
export const widgetsToCategories = defineRelation(m, widgets, categories);
export const categoriesToArticles = defineRelation(m, categories, articles);
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
