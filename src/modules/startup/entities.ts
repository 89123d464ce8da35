import { contentColumns, defineEntity, defineRelation, moduleRef, titledColumns } from "../../core/entity/index.js";

const m = moduleRef("startup");

export const widgets = defineEntity(m, "widgets", {
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
});

export const categories = defineEntity(m, "categories", {
  columns: { ...contentColumns(), ...titledColumns() },
});

export const widgetsToCategories = defineRelation(m, widgets, categories);
