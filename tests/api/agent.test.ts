import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, register, subjectOf, type Tokens } from "../helpers/accounts.js";
import { uniqueText } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";
import { readSse } from "../helpers/sse.js";

// An agent answering in a chat through a local fake of the chat-completions API (streaming).
const PORT = 3350 + (process.pid % 10);
const PIECES = ["Служба ", "начинается ", "в 17:00."];
let mode: "ok" | "fail" | "hang" = "ok";
const asked: any[] = [];
let fake: Server;
const hanging = new Set<import("node:http").ServerResponse>();

async function bodyOf(request: IncomingMessage) {
  let text = "";
  for await (const chunk of request) text += chunk;
  return JSON.parse(text);
}

let sobor: TestSobor;
let anna: { tokens: Tokens; subjectId: string; profileId: string };
let botProfileId: string;

async function create(path: string, data: Record<string, unknown>) {
  const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data as { id: string };
}

beforeAll(async () => {
  fake = createServer((request, response) => {
    void (async () => {
      asked.push({ path: request.url, auth: request.headers.authorization, body: await bodyOf(request) });
      if (mode === "fail") {
        response.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "the model is down" } }));
        return;
      }
      response.writeHead(200, { "content-type": "text/event-stream" });
      if (mode === "hang") {
        hanging.add(response);
        response.write(`data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", created: 0, model: "fake", choices: [{ index: 0, delta: { content: "Минуту" }, finish_reason: null }] })}\n\n`);
        return;
      }
      for (const piece of PIECES) {
        response.write(`data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", created: 0, model: "fake", choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`);
      }
      response.end("data: [DONE]\n\n");
    })();
  });
  await new Promise<void>((resolve) => fake.listen(PORT, "127.0.0.1", resolve));
  sobor = await startTestSobor({
    adminEmails: [],
    env: { AI_BASE_URL: `http://127.0.0.1:${PORT}/v1`, AI_API_KEY: "test-key", AI_MODEL: "fake-model", AI_TIMEOUT_MS: "5000", AI_ANSWERS_PER_MINUTE: "20" },
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
  for (const response of hanging) response.destroy();
  await sobor?.close();
  await new Promise((resolve) => fake?.close(resolve));
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
    mode = "ok";
    const { stream, ask, list } = await chatWithBot();
    const question = await ask("Когда начинается всенощная?");
    const answer = await stream.next("message", (m) => m.profileId === botProfileId);
    const deltas = stream.events.filter((e) => e.event === "delta");
    expect(deltas.map((e) => e.data.text)).toEqual(PIECES);
    expect(deltas.every((e) => e.data.draftId === answer.data.draftId && e.data.profile.title.ru === "Помощник")).toBe(true);
    expect(answer.data).toMatchObject({ description: PIECES.join(""), variant: "default" });

    const request = asked.at(-1);
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
    mode = "fail";
    const { stream, ask, list } = await chatWithBot();
    const question = await ask("Вы здесь?");
    const apology = await stream.next("message", (m) => m.profileId === botProfileId);
    expect(apology.data).toMatchObject({ variant: "agent-failed", description: expect.stringMatching(/Извините/) });
    const messages = await list();
    expect(messages.map((m) => m.id)).toEqual([question.id, apology.data.id]);
    await stream.close();
  });

  it("fails politely when the API hangs past the timeout", async () => {
    mode = "hang";
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
    expect(status.body.data).toEqual({ enabled: true, model: "fake-model", host: `127.0.0.1:${PORT}` });
    expect(JSON.stringify(status.body)).not.toContain("test-key");
  });
});
