import { contentColumns, defineEntity, moduleRef, titledColumns } from "../../core/entity/index.js";

const m = moduleRef("agent");

export const widgets = defineEntity(m, "widgets", {
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
});
