import type { AdminScreen } from "../../../core/admin/screens";

/** The accounts module's admin screens: inviting a person by email with a role. */
export const rbacAdminScreens: AdminScreen[] = [{ module: "rbac", name: "invite", label: { ru: "Пригласить человека", en: "Invite a person" }, load: () => import("./invite") }];
