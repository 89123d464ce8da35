import type { AdminOverrides } from "../../core/admin/model";

/**
 * Where the generated admin needs more than the declarations say (SPEC section 2): the file of a
 * file-storage record is uploaded; an external widget link's picker follows its externalModule.
 */
export const adminOverrides: AdminOverrides = {
  "file-storage/files": {
    file: { input: "file" },
  },
  "host/widgets-to-external-widgets": {
    externalWidgetId: {
      references: (values) =>
        typeof values.externalModule === "string" && values.externalModule ? { module: values.externalModule, name: "widgets" } : undefined,
    },
  },
};
