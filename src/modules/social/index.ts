import * as entities from "./entities.js";
import type { SoborModule } from "../../core/module.js";
import { socialChatRoutes } from "./server/chats.js";
import { startChatLive, stopChatLive } from "./server/live.js";
import { widgetData } from "./server/widget-data.js";

/**
 * Social: public profiles (widgets), and the signed-in subject's chats and messages through the
 * subject routes /api/rbac/subjects/{id}/social-module/... (guarded by the rbac module, so it
 * comes after rbac in src/app/modules.ts). Chats update live over Server-Sent Events (server/chat-stream.ts).
 */
export const socialModule = {
  name: "social",
  entities,
  widgetData,
  // The chats' live channel (in-process, or Redis pub/sub shared by every process of the site).
  async onStart(context) {
    await startChatLive(context);
  },
  routes: socialChatRoutes,
  onClose: stopChatLive,
} satisfies SoborModule;
