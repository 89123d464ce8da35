import { randomUUID } from "node:crypto";
import type { AiConfig } from "./settings.js";
import type { AppContext } from "../../../core/module.js";
import { log } from "../../../core/log.js";
import { rbacOf } from "../../rbac/server/index.js";
import { AGENT_MESSAGE_TEXTS, type AgentMessageVariant } from "../../social/agent-texts.js";
import { chatMessages, chatLiveOf, postMessage } from "../../social/server/index.js";
import { siteContext } from "./site-context.js";
import type { Question } from "./triggers.js";

/** The chat history an answer sees: the last messages, oldest first. */
const HISTORY = 20;

type ChatTurn = { role: "system" | "user" | "assistant"; content: string };

/** Introduces the site context in the system prompt (tests find the context after it). */
export const SITE_CONTEXT_HEADING = "What the site publishes that may answer the question (use it when it does; addresses are on the site):";

async function promptOf(context: AppContext, ai: AiConfig, question: Question): Promise<ChatTurn[]> {
  const { agent } = question;
  const history = await chatMessages(context.db, question.chatId, agent.profileId, { limit: HISTORY, offset: 0 });
  const turns: ChatTurn[] = history
    .filter((m) => m.variant === "default")
    .map((m) => ({ role: m.profileId === agent.profileId ? "assistant" : "user", content: m.description }));
  const site = agent.useSiteContext ? await siteContext(context, question.text, { maxChars: ai.contextMaxChars }) : "";
  const system = [agent.instructions.trim(), site && `${SITE_CONTEXT_HEADING}\n${site}`].filter(Boolean).join("\n\n");
  return system ? [{ role: "system", content: system }, ...turns] : turns;
}

/** Posts an apology in the site's language (the chat shows it in the reader's, by its variant). */
export async function apologise(context: AppContext, question: Question, variant: AgentMessageVariant, draftId = randomUUID()) {
  const description = AGENT_MESSAGE_TEXTS.text(variant, context.i18n.defaultLanguage);
  await postMessage(context, { chatId: question.chatId, profileId: question.agent.profileId, description, variant, draftId });
}

/**
 * Answers a question in its chat as the agent's profile: the answer streams into the chat's live
 * channel piece by piece and is posted as a message when complete. A failure (timeout, an error
 * status, an empty answer) is logged and leaves a polite message instead; the question itself
 * was committed before any of this started.
 */
export async function answer(context: AppContext, ai: AiConfig, question: Question): Promise<void> {
  const draftId = randomUUID();
  const { agent } = question;
  try {
    await rbacOf(context).limiter.consume({ action: "agent-answer", account: question.askerKey }, { max: ai.answersPerMinute, windowMs: 60_000 });
  } catch {
    log.warn({ chatId: question.chatId, agentId: agent.id }, "agent answers limited");
    await apologise(context, question, "agent-busy", draftId);
    return;
  }
  // The client library is loaded with the first answer: a site without agents never carries it.
  const { default: OpenAI } = await import("openai");
  const live = chatLiveOf(context);
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(new Error(`no complete answer within ${ai.timeoutMs} ms`)), ai.timeoutMs);
  let text = "";
  try {
    const client = new OpenAI({ baseURL: ai.baseUrl, apiKey: ai.apiKey, maxRetries: 0, timeout: ai.timeoutMs });
    const stream = await client.chat.completions.create(
      { model: agent.model || ai.model, messages: await promptOf(context, ai, question), stream: true, ...(agent.temperature != null ? { temperature: agent.temperature } : {}) },
      { signal: stop.signal },
    );
    for await (const chunk of stream) {
      const piece = chunk.choices[0]?.delta?.content ?? "";
      if (!piece) continue;
      text += piece;
      live.delta(question.chatId, { draftId, profileId: agent.profileId, profile: question.profile, text: piece });
    }
    // An aborted stream may just end: a cut-off answer is a failure, not an answer.
    if (stop.signal.aborted) throw stop.signal.reason;
    if (!text.trim()) throw new Error("the model answered nothing");
  } catch (error) {
    const status = error instanceof OpenAI.APIError ? error.status : undefined;
    log.error({ chatId: question.chatId, agentId: agent.id, status, error: stop.signal.aborted ? String(stop.signal.reason) : String(error) }, "agent answer failed");
    await apologise(context, question, "agent-failed", draftId);
    return;
  } finally {
    clearTimeout(timer);
  }
  await postMessage(context, { chatId: question.chatId, profileId: agent.profileId, description: text.trim(), draftId });
}
