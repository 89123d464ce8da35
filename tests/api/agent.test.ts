import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, register, subjectOf, type Tokens } from "../helpers/accounts.js";
import { startFakeChatCompletions, type FakeChatCompletions } from "../helpers/fake-chat-completions.js";
import { uniqueText } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";
import { readSse } from "../helpers/sse.js";

// An agent answering in a chat through a local fake of the chat-completions API (streaming).
const PIECES = ["Служба ", "начинается ", "в 17:00."];
let fake: FakeChatCompletions;

let sobor: TestSobor;
let anna: Member;
let botProfileId: string;
/** Answers one subject may ask for each minute here (AI_ANSWERS_PER_MINUTE): each test asks as its own member. */
const PER_MINUTE = 3;

interface Member {
  tokens: Tokens;
  subjectId: string;
  profileId: string;
}

async function create(path: string, data: Record<string, unknown>, app = sobor) {
  const { status, body } = await app.json(path, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data as { id: string };
}

beforeAll(async () => {
  fake = await startFakeChatCompletions(PIECES);
  sobor = await startTestSobor({
    env: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: "test-key", AI_MODEL: "fake-model", AI_TIMEOUT_MS: "5000", AI_ANSWERS_PER_MINUTE: String(PER_MINUTE) },
  });
  anna = await member("anna");
  const bot = await create("/api/social/profiles", { slug: uniqueText("helper"), variant: "artificial-intelligence", title: { ru: "Помощник" } });
  botProfileId = bot.id;
  await create("/api/agent/agents", { profileId: bot.id, instructions: "Отвечай кратко и вежливо.", temperature: 0.2, model: "parish-model" });
});
afterAll(async () => {
  await sobor?.close();
  await fake?.close();
});

/** A signed-in subject with a profile of its own. */
async function member(name: string, app = sobor): Promise<Member> {
  const tokens = await register(app);
  const subjectId = subjectOf(tokens.jwt);
  const profile = await create("/api/social/profiles", { slug: uniqueText(name), title: { ru: name } }, app);
  await create("/api/rbac/subjects-to-social-module-profiles", { subjectId, socialModuleProfileId: profile.id }, app);
  return { tokens, subjectId, profileId: profile.id };
}

/** What the process prints on stderr (errors) while a test runs, as parsed JSON lines. */
function watchErrors() {
  const printed: string[] = [];
  const write = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array, ...rest: any[]) => {
    printed.push(chunk.toString());
    return write(chunk, ...rest);
  });
  return () =>
    printed
      .flatMap((chunk) => chunk.split("\n"))
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, any>);
}
afterEach(() => {
  vi.restoreAllMocks();
});

async function chatWithBot(asker: Member = anna, app = sobor, bot = botProfileId) {
  const chat = await create("/api/social/chats", { title: { ru: uniqueText("вопрос") } }, app);
  for (const profileId of [asker.profileId, bot]) await create("/api/social/profiles-to-chats", { profileId, chatId: chat.id }, app);
  const base = `/api/rbac/subjects/${asker.subjectId}/social-module/profiles/${asker.profileId}/chats/${chat.id}`;
  const response = await app.request(`${base}/events`, { headers: bearer(asker.tokens.jwt) });
  expect(response.status).toBe(200);
  const stream = readSse(response);
  await stream.next("ready");
  const ask = async (description: string) => {
    const posted = await app.json(`${base}/messages`, { method: "POST", headers: bearer(asker.tokens.jwt), body: { data: { description } } });
    expect(posted.status).toBe(201);
    return posted.body.data as { id: string };
  };
  const list = async () => (await app.json(`${base}/messages`, { headers: bearer(asker.tokens.jwt) })).body.data as any[];
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

  it.each([500, 400, 401, 429])("fails politely when the API answers %i: an apology in the chat, an error in the log, the question kept", async (status) => {
    fake.mode = "fail";
    fake.failStatus = status;
    const logged = watchErrors();
    const { stream, ask, list } = await chatWithBot(await member(`asker-${status}`));
    const question = await ask("Вы здесь?");
    const apology = await stream.next("message", (m) => m.profileId === botProfileId);
    // The apology is in the site's language; the chat shows it in each reader's by its variant.
    expect(apology.data).toMatchObject({ variant: "agent-failed", description: expect.stringMatching(/Извините/) });
    const messages = await list();
    expect(messages.map((m) => m.id)).toEqual([question.id, apology.data.id]);
    expect(messages[0]).toMatchObject({ description: "Вы здесь?", variant: "default" });
    const line = logged().find((entry) => entry.msg === "agent answer failed");
    expect(line, "the error's log line").toMatchObject({ level: "error", status, agentId: expect.any(String), chatId: expect.any(String) });
    expect(line!.error).toMatch(new RegExp(String(status)));
    await stream.close();
    fake.failStatus = 500;
  });

  it(`answers a subject at most ${PER_MINUTE} questions a minute, then says it is busy; the question is kept and others are still answered`, async () => {
    fake.mode = "ok";
    const eager = await member("eager");
    const { stream, ask, list } = await chatWithBot(eager);
    // The next message of the agent's not seen yet (the reader keeps every event it got).
    const seen = new Set<string>();
    const nextAnswer = async () => {
      const answer = await stream.next("message", (m) => m.profileId === botProfileId && !seen.has(m.id));
      seen.add(answer.data.id);
      return answer;
    };
    for (let i = 0; i < PER_MINUTE; i++) {
      await ask(`Вопрос ${i + 1}`);
      expect((await nextAnswer()).data).toMatchObject({ variant: "default", description: PIECES.join("") });
    }
    const asked = fake.asked.length;
    const extra = await ask("Ещё один вопрос");
    const busy = await nextAnswer();
    expect(busy.data).toMatchObject({ variant: "agent-busy", description: expect.stringMatching(/\S/) });
    expect(fake.asked.length).toBe(asked);
    expect((await list()).map((m) => m.id)).toContain(extra.id);
    await stream.close();

    // The limit is the asker's: another member is answered.
    const other = await chatWithBot(await member("patient"));
    await other.ask("А мне ответите?");
    expect((await other.stream.next("message", (m) => m.profileId === botProfileId)).data.variant).toBe("default");
    await other.stream.close();
  });

  it("fails politely when the API hangs past the timeout", async () => {
    fake.mode = "hang";
    const { stream, ask, list } = await chatWithBot(await member("hang"));
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

describe("an agent's settings", () => {
  it("a temperature outside 0 to 2 is refused with a clear message; the bounds are kept", async () => {
    const agent = (await sobor.json("/api/agent/agents", { secret: true })).body.data[0] as { id: string };
    for (const temperature of [-0.1, 2.5]) {
      const refused = await sobor.json(`/api/agent/agents/${agent.id}`, { method: "PATCH", secret: true, body: { data: { temperature } } });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(temperature < 0 ? /at least 0/ : /at most 2/);
    }
    const kept = await sobor.json(`/api/agent/agents/${agent.id}`, { method: "PATCH", secret: true, body: { data: { temperature: 2 } } });
    expect(kept.status).toBe(200);
    expect(kept.body.data.temperature).toBe(2);
    await sobor.json(`/api/agent/agents/${agent.id}`, { method: "PATCH", secret: true, body: { data: { temperature: 0.2 } } });
  });
});

describe("an agent while the module is off (no AI_* settings)", () => {
  let off: TestSobor;
  beforeAll(async () => {
    off = await startTestSobor();
  });
  afterAll(async () => {
    await off?.close();
  });

  it("answers each question with a polite note that it is off, in the site's language, and keeps the question", async () => {
    const bot = await create("/api/social/profiles", { slug: uniqueText("sleeper"), variant: "artificial-intelligence", title: { ru: "Помощник" } }, off);
    await create("/api/agent/agents", { profileId: bot.id, instructions: "Отвечай кратко." }, off);
    expect((await off.json("/api/agent/status", { secret: true })).body.data).toMatchObject({ enabled: false });
    const { stream, ask, list } = await chatWithBot(await member("early", off), off, bot.id);
    const question = await ask("Когда служба?");
    const note = await stream.next("message", (m) => m.profileId === bot.id);
    expect(note.data).toMatchObject({ variant: "agent-off", description: expect.stringMatching(/выключен/) });
    expect((await list()).map((m) => m.id)).toEqual(expect.arrayContaining([question.id, note.data.id]));
    await stream.close();
  });
});
