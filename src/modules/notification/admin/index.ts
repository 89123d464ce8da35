import type { AdminScreen } from "../../../core/admin/screens";

/** The notification module's admin screens: the mail template editor with its preview, loaded when opened. */
export const notificationAdminScreens: AdminScreen[] = [{ module: "notification", name: "template-editor", label: { ru: "Редактор писем", en: "Mail templates" }, load: () => import("./template-editor") }];
