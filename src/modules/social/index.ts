import * as entities from "./entities.js";
import type { SoborModule } from "../../core/module.js";
import { socialChatRoutes } from "./server/chats.js";
import { startChatLive, stopChatLive } from "./server/live.js";
import { startOpenStreams, stopOpenStreams } from "./server/open-streams.js";
import { widgetData } from "./server/widget-data.js";

/**
 * Social: public profiles (widgets), and the signed-in subject's chats and messages through the
 * subject routes /api/rbac/subjects/{id}/social-module/... (guarded by the rbac module, so it
 * comes after rbac in src/app/modules.ts). Chats update live over Server-Sent Events, one stream per tab for all of a subject's chats
 * (server/chat-stream.ts); members react to messages (server/reactions.ts).
 */
export const socialModule = {
  name: "social",
  entities,
  widgetData,
  // The chats' live channel (in-process, or Redis pub/sub shared by every process of the site),
  // and the streams open on this process, kept to their subjects' chats.
  async onStart(context) {
    await startChatLive(context);
    startOpenStreams(context);
  },
  routes: socialChatRoutes,
  async onClose(context) {
    stopOpenStreams(context);
    await stopChatLive(context);
  },
} satisfies SoborModule;
