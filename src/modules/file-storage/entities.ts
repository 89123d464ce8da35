import { baseColumns, contentColumns, defineEntity, defineRelation, field, moduleRef, titledColumns } from "../../core/entity/index.js";

const m = moduleRef("file-storage", "fs");

export const files = defineEntity(m, "files", {
  columns: {
    ...baseColumns(),
    className: field.text(),
    adminTitle: field.adminTitle(),
    /** A path under /public or an https url. */
    file: field.requiredText(),
    containerClassName: field.text(),
    width: field.integer(),
    height: field.integer(),
    /** Alternative text, per language ({ ru, en }) like every visible text of a record. */
    alt: field.localised(),
    size: field.integer(),
    extension: field.text(),
    mimeType: field.text(),
  },
  admin: { titleColumn: "adminTitle", searchColumns: ["adminTitle", "file", "alt"] },
});

export const widgets = defineEntity(m, "widgets", {
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
  variants: [
    "default",
    "generate-template-opengraph-image-default",
    "generate-template-ecommerce-order-receipt-default",
    "generate-template-ecommerce-product-attachment-default",
  ],
});

export const widgetsToFiles = defineRelation(m, widgets, files);
