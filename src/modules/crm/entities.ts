import { baseColumns, contentColumns, defineEntity, defineRelation, field, moduleRef, titledColumns } from "../../core/entity/index.js";

const m = moduleRef("crm");

export const widgets = defineEntity(m, "widgets", {
  versions: true,
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
  variants: ["default", "form-list-default"],
});

export const forms = defineEntity(m, "forms", {
  versions: true,
  columns: { ...contentColumns(), ...titledColumns() },
});

export const inputs = defineEntity(m, "inputs", {
  versions: true,
  columns: {
    ...contentColumns(),
    ...titledColumns(),
    label: field.localised(),
    placeholder: field.localised(),
    isRequired: field.boolean(false),
    type: field.requiredText("default"),
  },
  variants: ["default", "text-default", "textarea-default", "number-default"],
});

/** A submitted form: the filled fields as the visitor sent them. */
export const requests = defineEntity(m, "requests", {
  columns: {
    ...baseColumns(),
    className: field.text(),
    adminTitle: field.adminTitle(),
    payload: field.json(),
  },
  access: { read: "private" },
});

export const widgetsToForms = defineRelation(m, widgets, forms);
export const formsToInputs = defineRelation(m, forms, inputs);
export const formsToRequests = defineRelation(m, forms, requests, { access: { read: "private" }, versions: false });
