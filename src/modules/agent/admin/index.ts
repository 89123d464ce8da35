import type { AdminScreen } from "../../../core/admin/screens";

/** The agent module's admin screen: whether it is on (the agents themselves are its generated table). */
export const agentAdminScreens: AdminScreen[] = [{ module: "agent", name: "status", label: { ru: "Состояние ИИ", en: "AI status" }, load: () => import("./status") }];
