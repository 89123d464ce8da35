import { contentColumns, defineEntity, field, moduleRef, titledColumns } from "../../core/entity/index.js";

const m = moduleRef("church-calendar");

/** A church-calendar block on a page: today's church day, or the coming week's. */
export const widgets = defineEntity(m, "widgets", {
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
  variants: ["default", "week"],
});

/**
 * A feast or a remembered day: fixed ones on their Julian (church) date, movable ones by their
 * distance in days from Pascha (Palm Sunday -7, Pentecost +49). Shipped as seed data, edited in
 * the admin; the computed Paschalion places the movable ones in any year.
 */
export const feasts = defineEntity(m, "feasts", {
  columns: {
    ...contentColumns(),
    title: field.localised(),
    rank: field.enum(["pascha", "twelve", "great", "other"] as const, "other"),
    julianMonth: field.integer(),
    julianDay: field.integer(),
    paschaOffset: field.integer(),
  },
  admin: { titleColumn: "adminTitle", searchColumns: ["adminTitle", "slug", "title"] },
});
