import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_CONTEXT_HEADING } from "../../src/modules/agent/server/answer.js";
import { bearer, register, subjectOf, type Tokens } from "../helpers/accounts.js";
import { startFakeChatCompletions, type FakeChatCompletions } from "../helpers/fake-chat-completions.js";
import { uniqueText } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";
import { readSse } from "../helpers/sse.js";

// The site context an agent's prompt gets (issue 13): what the site search finds for the
// member's question — published articles' text and the coming services and events with their
// date, time (the site's time zone) and place — within AI_CONTEXT_MAX_CHARS; never a draft or an
// unpublished article. Read from what the fake chat-completions API was sent.

const MAX_CHARS = 1500;
const TIME_ZONE = "Europe/Moscow";
let fake: FakeChatCompletions;
let sobor: TestSobor;
let asker: { tokens: Tokens; subjectId: string; profileId: string };
let botProfileId: string;
let agentId: string;
let dateKey: { id: string };
let placeKey: { id: string };

async function create(path: string, data: Record<string, unknown>) {
  const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data as { id: string; slug: string };
}

async function attach(productId: string, keyId: string, data: Record<string, unknown>) {
  const attribute = await create("/api/ecommerce/attributes", data);
  await create("/api/ecommerce/products-to-attributes", { productId, attributeId: attribute.id });
  await create("/api/ecommerce/attribute-keys-to-attributes", { attributeKeyId: keyId, attributeId: attribute.id });
}

/** A service or event on the schedule, at a date, in a place. */
async function scheduled(title: string, at: Date, place: string, variant = "smolny-divine") {
  const product = await create("/api/ecommerce/products", { slug: uniqueText("service"), variant, title: { ru: title, en: title } });
  await attach(product.id, dateKey.id, { datetime: at.toISOString() });
  await attach(product.id, placeKey.id, { string: { ru: place, en: place } });
  return product;
}

/** `days` from now at 17:00 on the site's clock (14:00 UTC in Moscow, which keeps no summer time). */
const at17 = (days: number) => {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 14, 0));
};

/** Asks the agent in a new chat; answers the site context the API was sent (after its heading), or undefined. */
async function contextFor(question: string): Promise<string | undefined> {
  const chat = await create("/api/social/chats", { title: { ru: uniqueText("вопрос") } });
  for (const profileId of [asker.profileId, botProfileId]) await create("/api/social/profiles-to-chats", { profileId, chatId: chat.id });
  const base = `/api/rbac/subjects/${asker.subjectId}/social-module/profiles/${asker.profileId}/chats/${chat.id}`;
  const stream = readSse(await sobor.request(`${base}/events`, { headers: bearer(asker.tokens.jwt) }));
  await stream.next("ready");
  const asked = fake.asked.length;
  const posted = await sobor.json(`${base}/messages`, { method: "POST", headers: bearer(asker.tokens.jwt), body: { data: { description: question } } });
  expect(posted.status).toBe(201);
  await stream.next("message", (m) => m.profileId === botProfileId);
  await stream.close();
  expect(fake.asked.length).toBe(asked + 1);
  const request = fake.asked.at(-1)!;
  expect(request.body.messages.at(-1)).toEqual({ role: "user", content: question });
  const system: string = request.body.messages[0].role === "system" ? request.body.messages[0].content : "";
  const at = system.indexOf(SITE_CONTEXT_HEADING);
  return at < 0 ? undefined : system.slice(at + SITE_CONTEXT_HEADING.length + 1);
}

beforeAll(async () => {
  fake = await startFakeChatCompletions(["Ответ."]);
  sobor = await startTestSobor({
    env: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: "test-key", AI_MODEL: "fake-model", AI_TIMEOUT_MS: "10000", AI_ANSWERS_PER_MINUTE: "100", AI_CONTEXT_MAX_CHARS: String(MAX_CHARS) },
  });
  expect(sobor.context.i18n.timeZone).toBe(TIME_ZONE);
  const tokens = await register(sobor);
  const profile = await create("/api/social/profiles", { slug: uniqueText("asker"), title: { ru: "Мария" } });
  await create("/api/rbac/subjects-to-social-module-profiles", { subjectId: subjectOf(tokens.jwt), socialModuleProfileId: profile.id });
  asker = { tokens, subjectId: subjectOf(tokens.jwt), profileId: profile.id };
  const bot = await create("/api/social/profiles", { slug: uniqueText("helper"), variant: "artificial-intelligence", title: { ru: "Помощник" } });
  botProfileId = bot.id;
  agentId = (await create("/api/agent/agents", { profileId: bot.id, instructions: "Отвечай по расписанию сайта." })).id;
  dateKey = await create("/api/ecommerce/attribute-keys", { slug: "date-of-the-event", type: "feature", field: "datetime", title: { ru: "Дата" } });
  placeKey = await create("/api/ecommerce/attribute-keys", { slug: "place", type: "feature", field: "string", title: { ru: "Место" } });
});

afterAll(async () => {
  await sobor?.close();
  await fake?.close();
});

describe("the agent's site context", () => {
  it("holds the service's date, time on the site's clock and place, and the matching article's text, for a question about it", async () => {
    const vigil = at17(3);
    await scheduled("Всенощное бдение", vigil, "Главный храм");
    await create("/api/blog/articles", { slug: uniqueText("vigil"), title: { ru: "Как готовиться к всенощной" }, description: { ru: "Исповедь перед всенощной начинается в 16:30 у левого клироса." } });

    const context = await contextFor("Когда начинается всенощная?");
    expect(context).toBeDefined();
    const day = new Intl.DateTimeFormat("ru", { day: "numeric", month: "long", timeZone: TIME_ZONE }).format(vigil);
    const line = context!.split("\n").find((l) => l.includes("Всенощное бдение"));
    expect(line, context).toBeDefined();
    expect(line).toContain(day);
    expect(line).toContain("17:00");
    expect(line).toContain("Главный храм");
    expect(context).toContain(TIME_ZONE);
    expect(context).toContain("Исповедь перед всенощной начинается в 16:30 у левого клироса.");
  });

  it("leaves out unpublished articles and unpublished draft edits", async () => {
    const hidden = await create("/api/admin/drafts/blog/articles", { slug: uniqueText("procession"), title: { ru: "Крестный ход вокруг собора" }, description: { ru: "ЧЕРНОВИК-НЕ-ДЛЯ-ГЛАЗ" } });
    expect((hidden as unknown as { published: boolean }).published).toBe(false);
    const before = await contextFor("Расскажите про крестный ход");
    expect(before ?? "").not.toContain("ЧЕРНОВИК-НЕ-ДЛЯ-ГЛАЗ");
    expect(before ?? "").not.toContain("Крестный ход вокруг собора");

    // A published article with an unpublished edit: the published text only.
    const shown = await create("/api/blog/articles", { slug: uniqueText("procession-live"), title: { ru: "Крестный ход на Пасху" }, description: { ru: "Крестный ход начнётся в полночь." } });
    const edit = await sobor.json(`/api/admin/drafts/blog/articles/${shown.id}`, { method: "PUT", secret: true, body: { data: { description: { ru: "ПРАВКА-ЕЩЁ-НЕ-ОПУБЛИКОВАНА" } } } });
    expect(edit.status).toBe(200);
    const after = await contextFor("Расскажите про крестный ход");
    expect(after).toContain("Крестный ход начнётся в полночь.");
    expect(after).not.toContain("ПРАВКА-ЕЩЁ-НЕ-ОПУБЛИКОВАНА");
    expect(after).not.toContain("ЧЕРНОВИК-НЕ-ДЛЯ-ГЛАЗ");
  });

  it("leaves out services not yet published, and a published service's date created as a draft", async () => {
    const hidden = await create("/api/admin/drafts/ecommerce/products", { slug: uniqueText("matins"), variant: "smolny-divine", title: { ru: "ТАЙНАЯ-УТРЕНЯ", en: "ТАЙНАЯ-УТРЕНЯ" } });
    await attach(hidden.id, dateKey.id, { datetime: at17(2).toISOString() });
    const shown = await scheduled("Молебен перед иконой", at17(4), "Придел");
    const draftDate = await create("/api/admin/drafts/ecommerce/attributes", { datetime: at17(5).toISOString() });
    await create("/api/ecommerce/products-to-attributes", { productId: shown.id, attributeId: draftDate.id });
    await create("/api/ecommerce/attribute-keys-to-attributes", { attributeKeyId: dateKey.id, attributeId: draftDate.id });

    const context = (await contextFor("Когда утреня и молебен?")) ?? "";
    expect(context).not.toContain("ТАЙНАЯ-УТРЕНЯ");
    const lines = context.split("\n").filter((l) => l.includes("Молебен перед иконой"));
    const day = (date: Date) => new Intl.DateTimeFormat("ru", { day: "numeric", month: "long", timeZone: TIME_ZONE }).format(date);
    expect(lines.some((l) => l.includes(day(at17(4)))), context).toBe(true);
    expect(lines.some((l) => l.includes(day(at17(5)))), context).toBe(false);
  });

  it(`stays within AI_CONTEXT_MAX_CHARS (${MAX_CHARS}) with many matches, keeping both articles and the schedule`, async () => {
    const long = "Литургия служится в главном храме каждое воскресенье. ".repeat(60);
    for (let i = 0; i < 20; i++) {
      await create("/api/blog/articles", { slug: uniqueText(`liturgy-${i}`), title: { ru: `Литургия: заметка ${i + 1}` }, description: { ru: long } });
      await scheduled(`Божественная литургия ${i + 1}`, new Date(at17(1 + (i % 10)).getTime() - (i % 3) * 3_600_000), `Придел ${i + 1}`);
    }
    const context = await contextFor("Когда будет литургия?");
    expect(context).toBeDefined();
    expect(context!.length).toBeLessThanOrEqual(MAX_CHARS);
    expect(context).toMatch(/Божественная литургия \d+/);
    expect(context).toMatch(/Литургия: заметка \d+/);
    // A long article is cut (with an ellipsis), never sent whole.
    expect(context).toContain("…");
    expect(context).not.toContain(long.trim());
  });

  it("sends no site context when the agent's useSiteContext is off", async () => {
    expect((await sobor.json(`/api/agent/agents/${agentId}`, { method: "PATCH", secret: true, body: { data: { useSiteContext: false } } })).status).toBe(200);
    expect(await contextFor("Когда начинается всенощная?")).toBeUndefined();
    await sobor.json(`/api/agent/agents/${agentId}`, { method: "PATCH", secret: true, body: { data: { useSiteContext: true } } });
  });
});
