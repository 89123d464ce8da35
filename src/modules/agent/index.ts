import * as entities from "./entities.js";
import type { AppContext, SoborModule } from "../../core/module.js";
import { answer } from "./server/answer.js";
import { agentRoutes } from "./server/routes.js";
import { questionsOf } from "./server/triggers.js";
import { aiSettings } from "./server/settings.js";
import { log } from "../../core/log.js";

const listeners = new WeakMap<AppContext, { unsubscribe: () => void; running: Set<Promise<void>> }>();

/**
 * Agent: social profiles of variant artificial-intelligence that answer in their chats through an
 * OpenAI-compatible chat-completions API (AI_BASE_URL, AI_API_KEY, AI_MODEL; off without them).
 * It hears new chat messages from this process's own writes (so one process answers each), after
 * they committed; it needs the social and rbac modules started before it.
 */
export const agentModule = {
  name: "agent",
  entities,
  async onStart(context) {
    const running = new Set<Promise<void>>();
    const unsubscribe = context.bus.subscribe((event, { remote }) => {
      const ai = aiSettings(context);
      if (!ai || remote || event.module !== "social" || event.entity !== "chats-to-messages" || event.action !== "create") return;
      const work = questionsOf(context.db, event.ids)
        .then((questions) => Promise.all(questions.map((question) => answer(context, ai, question))))
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, "agent could not answer"))
        .finally(() => running.delete(work));
      running.add(work);
    });
    listeners.set(context, { unsubscribe, running });
  },
  routes: agentRoutes,
  async onClose(context) {
    const entry = listeners.get(context);
    if (!entry) return;
    entry.unsubscribe();
    // Answers under way finish (or fail politely) before the database closes.
    await Promise.allSettled([...entry.running]);
    listeners.delete(context);
  },
} satisfies SoborModule;
