import * as entities from "./entities.js";
import type { AppContext, SoborModule } from "../../core/module.js";
import { log } from "../../core/log.js";
import { answer, apologise } from "./server/answer.js";
import { agentRoutes } from "./server/routes.js";
import { questionsOf, type Question } from "./server/triggers.js";
import { aiSettings } from "./server/settings.js";

const listeners = new WeakMap<AppContext, { unsubscribe: () => void; running: Set<Promise<void>> }>();

/**
 * Agent: social profiles of variant artificial-intelligence that answer in their chats through an
 * OpenAI-compatible chat-completions API (AI_BASE_URL, AI_API_KEY, AI_MODEL; off without them, when
 * an agent answers each question with a polite note that it is off).
 * It hears new chat messages from this process's own writes (so one process answers each), after
 * they committed; it needs the social and rbac modules started before it.
 */
export const agentModule = {
  name: "agent",
  entities,
  async onStart(context) {
    const running = new Set<Promise<void>>();
    const unsubscribe = context.bus.subscribe((event, { remote }) => {
      if (remote || event.module !== "social" || event.entity !== "chats-to-messages" || event.action !== "create") return;
      const ai = aiSettings(context);
      // Off (no AI_* settings), an agent still says so rather than leave the member waiting.
      const reply = (question: Question) => (ai ? answer(context, ai, question) : apologise(context, question, "agent-off"));
      const work = questionsOf(context.db, event.ids)
        .then((questions) => Promise.all(questions.map(reply)))
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
