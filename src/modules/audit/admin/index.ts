import type { AdminScreen } from "../../../core/admin/screens";

/** The audit module's admin screen: the log with its filters, loaded when opened. */
export const auditAdminScreens: AdminScreen[] = [{ module: "audit", name: "log", label: { ru: "Журнал действий", en: "Audit log" }, load: () => import("./log") }];
