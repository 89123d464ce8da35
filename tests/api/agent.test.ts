import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, register, subjectOf, type Tokens } from "../helpers/accounts.js";
import { startFakeChatCompletions, type FakeChatCompletions } from "../helpers/fake-chat-completions.js";
import { uniqueText } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";
import { readSse } from "../helpers/sse.js";

// An agent answering in a chat through a local fake of the chat-completions API (streaming).
const PIECES = ["Служба ", "начинается ", "в 17:00."];
let fake: FakeChatCompletions;

let sobor: TestSobor;
let anna: { tokens: Tokens; subjectId: string; profileId: string };
let botProfileId: string;

async function create(path: string, data: Record<string, unknown>) {
  const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data as { id: string };
}

beforeAll(async () => {
  fake = await startFakeChatCompletions(PIECES);
  sobor = await startTestSobor({
    env: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: "test-key", AI_MODEL: "fake-model", AI_TIMEOUT_MS: "5000", AI_ANSWERS_PER_MINUTE: "20" },
  });
  const tokens = await register(sobor);
  const subjectId = subjectOf(tokens.jwt);
  const profile = await create("/api/social/profiles", { slug: uniqueText("anna"), title: { ru: "Анна" } });
  await create("/api/rbac/subjects-to-social-module-profiles", { subjectId, socialModuleProfileId: profile.id });
  anna = { tokens, subjectId, profileId: profile.id };
  const bot = await create("/api/social/profiles", { slug: uniqueText("helper"), variant: "artificial-intelligence", title: { ru: "Помощник" } });
  botProfileId = bot.id;
  await create("/api/agent/agents", { profileId: bot.id, instructions: "Отвечай кратко и вежливо.", temperature: 0.2, model: "parish-model" });
});
afterAll(async () => {
  await sobor?.close();
  await fake?.close();
});

async function chatWithBot() {
  const chat = await create("/api/social/chats", { title: { ru: uniqueText("вопрос") } });
  for (const profileId of [anna.profileId, botProfileId]) await create("/api/social/profiles-to-chats", { profileId, chatId: chat.id });
  const base = `/api/rbac/subjects/${anna.subjectId}/social-module/profiles/${anna.profileId}/chats/${chat.id}`;
  const response = await sobor.request(`${base}/events`, { headers: bearer(anna.tokens.jwt) });
  expect(response.status).toBe(200);
  const stream = readSse(response);
  await stream.next("ready");
  const ask = async (description: string) => {
    const posted = await sobor.json(`${base}/messages`, { method: "POST", headers: bearer(anna.tokens.jwt), body: { data: { description } } });
    expect(posted.status).toBe(201);
    return posted.body.data as { id: string };
  };
  const list = async () => (await sobor.json(`${base}/messages`, { headers: bearer(anna.tokens.jwt) })).body.data as any[];
  return { stream, ask, list };
}

describe("an agent's profile in a chat", () => {
  it("streams its answer into the chat piece by piece, then posts it as its message", async () => {
    fake.mode = "ok";
    const { stream, ask, list } = await chatWithBot();
    const question = await ask("Когда начинается всенощная?");
    const answer = await stream.next("message", (m) => m.profileId === botProfileId);
    const deltas = stream.events.filter((e) => e.event === "delta");
    expect(deltas.map((e) => e.data.text)).toEqual(PIECES);
    expect(deltas.every((e) => e.data.draftId === answer.data.draftId && e.data.profile.title.ru === "Помощник")).toBe(true);
    expect(answer.data).toMatchObject({ description: PIECES.join(""), variant: "default" });

    const request = fake.asked.at(-1)!;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.auth).toBe("Bearer test-key");
    expect(request.body).toMatchObject({ model: "parish-model", temperature: 0.2, stream: true });
    expect(request.body.messages[0]).toMatchObject({ role: "system", content: expect.stringContaining("Отвечай кратко и вежливо.") });
    expect(request.body.messages.at(-1)).toEqual({ role: "user", content: "Когда начинается всенощная?" });

    const messages = await list();
    expect(messages.map((m) => m.id)).toContain(question.id);
    expect(messages.at(-1)).toMatchObject({ profileId: botProfileId, description: PIECES.join("") });
    await stream.close();
  });

  it("fails politely when the API answers 500: an apology in the chat, a log line, the question kept", async () => {
    fake.mode = "fail";
    const { stream, ask, list } = await chatWithBot();
    const question = await ask("Вы здесь?");
    const apology = await stream.next("message", (m) => m.profileId === botProfileId);
    expect(apology.data).toMatchObject({ variant: "agent-failed", description: expect.stringMatching(/Извините/) });
    const messages = await list();
    expect(messages.map((m) => m.id)).toEqual([question.id, apology.data.id]);
    await stream.close();
  });

  it("fails politely when the API hangs past the timeout", async () => {
    fake.mode = "hang";
    const { stream, ask, list } = await chatWithBot();
    const question = await ask("Ответьте, пожалуйста");
    const apology = await stream.next("message", (m) => m.profileId === botProfileId, 25_000);
    expect(apology.data.variant).toBe("agent-failed");
    expect((await list()).map((m) => m.id)).toContain(question.id);
    await stream.close();
  });

  it("the admin status says the module is on (and only to admins)", async () => {
    expect((await sobor.json("/api/agent/status")).status).toBe(401);
    expect((await sobor.json("/api/agent/status", { headers: bearer(anna.tokens.jwt) })).status).toBe(403);
    const status = await sobor.json("/api/agent/status", { secret: true });
    expect(status.body.data).toEqual({ enabled: true, model: "fake-model", host: fake.host });
    expect(JSON.stringify(status.body)).not.toContain("test-key");
  });
});
