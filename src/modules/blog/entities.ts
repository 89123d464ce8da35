import { contentColumns, defineEntity, draftColumns, defineRelation, moduleRef, titledColumns } from "../../core/entity/index.js";

const m = moduleRef("blog");

export const widgets = defineEntity(m, "widgets", {
  versions: true,
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
  variants: [
    "default", "article-list-default", "article-overview-default", "article-list-smolny-history",
    "article-list-smolny-history-column", "article-list-row", "article-overview-with-private-content-default",
    "article-overview-ecommerce-module-product-list-default", "category-overview-default",
    "category-list-button-default", "category-list-default",
  ],
});

// Articles and pages are what editors write and publish; widgets, layouts and links are structure.
export const articles = defineEntity(m, "articles", {
  versions: true,
  drafts: true,
  columns: { ...contentColumns(), ...titledColumns(), ...draftColumns() },
  variants: ["default", "smolny-history", "smolny-history-wide"],
  search: ["title", "subtitle"],
});

export const categories = defineEntity(m, "categories", {
  versions: true,
  columns: { ...contentColumns(), ...titledColumns() },
});

export const widgetsToArticles = defineRelation(m, widgets, articles);
export const widgetsToCategories = defineRelation(m, widgets, categories);
export const categoriesToArticles = defineRelation(m, categories, articles);
