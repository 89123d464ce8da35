import { defineAdminLabels } from "../../../core/admin/labels";

/** The audit module's names in the admin. */
export const auditAdminLabels = defineAdminLabels("audit", {
  ru: {
    module: "Журнал действий",
  },
});
