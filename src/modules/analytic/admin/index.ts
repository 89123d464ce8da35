import type { AdminScreen } from "../../../core/admin/screens";

/** The analytic module's admin screens: the dashboard, loaded (with its charts) when opened. */
export const analyticAdminScreens: AdminScreen[] = [{ module: "analytic", name: "dashboard", label: { ru: "Аналитика", en: "Analytics" }, load: () => import("./dashboard") }];
