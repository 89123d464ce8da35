import "./entities.js";
import type { SoborModule } from "../../core/module.js";
import { socialChatRoutes } from "./server/chats.js";
import { widgetData } from "./server/widget-data.js";

/**
 * Social: public profiles (widgets), and the signed-in subject's chats and messages through the
 * subject routes /api/rbac/subjects/{id}/social-module/... (guarded by the rbac module, so it
 * comes after rbac in src/app/modules.ts).
 */
export const socialModule: SoborModule = { name: "social", widgetData, routes: socialChatRoutes };
