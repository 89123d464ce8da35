import { defineTexts } from "../../core/i18n/texts.js";

/**
 * What an agent's chat shows when it could not answer. The message keeps the site language's
 * text in its description (for API clients); the chat shows the reader's language by its variant.
 */
export const AGENT_MESSAGE_TEXTS = defineTexts("social-agent", {
  "agent-failed": {
    ru: "Извините, сейчас я не могу ответить. Пожалуйста, попробуйте позже.",
    en: "Sorry, I cannot answer right now. Please try again later.",
  },
  "agent-off": {
    ru: "Извините, помощник на этом сайте сейчас выключен. Пожалуйста, напишите в приход другим способом.",
    en: "Sorry, the assistant is switched off on this site. Please contact the parish another way.",
  },
  "agent-busy": {
    ru: "Извините, вопросов слишком много. Пожалуйста, спросите снова через минуту.",
    en: "Sorry, there are too many questions right now. Please ask again in a minute.",
  },
});

export type AgentMessageVariant = keyof typeof AGENT_MESSAGE_TEXTS.phrases;
export const AGENT_MESSAGE_VARIANTS = Object.keys(AGENT_MESSAGE_TEXTS.phrases) as AgentMessageVariant[];
