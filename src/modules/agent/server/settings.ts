import type { AppContext } from "../../../core/module.js";

type Env = Readonly<Record<string, string | undefined>>;

/** AI_BASE_URL, AI_API_KEY and AI_MODEL all set: the agent module is on. */
export interface AiConfig {
  baseUrl: string;
  apiKey: string;
  /** The model an agent without its own uses. */
  model: string;
  /** How long an answer may take, first token to last (AI_TIMEOUT_MS, default 60 s). */
  timeoutMs: number;
  /** Questions one subject may ask the agents each minute (AI_ANSWERS_PER_MINUTE, default 5). */
  answersPerMinute: number;
  /** The most characters of site context (articles, schedule) one answer's prompt gets (AI_CONTEXT_MAX_CHARS, default 4000: about 1,000–1,500 tokens). */
  contextMaxChars: number;
}

const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);

export function readAiConfig(env: Env): AiConfig | undefined {
  const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = env;
  if (!baseUrl || !apiKey || !model) return undefined;
  return { baseUrl, apiKey, model, timeoutMs: positive(env.AI_TIMEOUT_MS, 60_000), answersPerMinute: positive(env.AI_ANSWERS_PER_MINUTE, 5), contextMaxChars: positive(env.AI_CONTEXT_MAX_CHARS, 4000) };
}

/** This Sobor's agent settings, from the environment it was given (undefined: the module is off). */
export const aiSettings = (context: AppContext): AiConfig | undefined => readAiConfig(context.config.env);
