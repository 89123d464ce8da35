import type { AdminScreen } from "../../../core/admin/screens";

/** The ecommerce module's admin screens: the schedule of services and events, loaded when opened. */
export const ecommerceAdminScreens: AdminScreen[] = [{ module: "ecommerce", name: "schedule", label: { ru: "Расписание", en: "Schedule" }, load: () => import("./schedule") }];
