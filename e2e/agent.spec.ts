import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { startFakeChatCompletions, type FakeChatCompletions } from "../tests/helpers/fake-chat-completions";
import { api, signInBrowser } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";

// Issue 13, agent: a member chats with the artificial-intelligence profile; its answer streams
// into the open page from a fake chat-completions API this file starts (its own server points
// AI_BASE_URL there). A failing API leaves the polite apology in the page's language and the
// member's own message in place.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PIECES = ["Всенощная ", "начинается ", "в 17:00."];
let fake: FakeChatCompletions;
let server: OwnServer;
let origin: string;

test.beforeAll(async ({ playwright }) => {
  fake = await startFakeChatCompletions(PIECES);
  server = await startOwnServer(playwright, { AI_BASE_URL: fake.baseUrl, AI_API_KEY: "e2e-key", AI_MODEL: "fake-model", AI_TIMEOUT_MS: "20000" });
  origin = server.origin;
});
test.afterAll(async () => {
  fake?.release();
  await server?.stop();
  await fake?.close();
});

/** A page with the chats block, a member signed in with a profile, and a chat of theirs with the agent. */
async function chatWithAgent(browser: Browser, request: APIRequestContext, tag: string) {
  const at = (path: string) => `${origin}${path}`;
  const pageUrl = `/agent-${tag}-${suffix}`;
  const page = await api(request, "POST", at("/api/host/pages"), { url: pageUrl, title: "Вопросы" });
  const widget = await api(request, "POST", at("/api/social/widgets"), { variant: "chat-list-default", slug: `agent-${tag}-${suffix}` });
  const hostWidget = await api(request, "POST", at("/api/host/widgets"), {});
  await api(request, "POST", at("/api/host/pages-to-widgets"), { pageId: page.id, widgetId: hostWidget.id });
  await api(request, "POST", at("/api/host/widgets-to-external-widgets"), { widgetId: hostWidget.id, externalModule: "social", externalWidgetId: widget.id });

  const context = await browser.newContext({ baseURL: origin });
  const subjectId = await signInBrowser(context, `agent-${tag}-${suffix}@e2e.test`, "correct horse battery staple");
  const member = await api(request, "POST", at("/api/social/profiles"), { slug: `member-${tag}-${suffix}`, title: { ru: "Анна", en: "Anna" } });
  await api(request, "POST", at("/api/rbac/subjects-to-social-module-profiles"), { subjectId, socialModuleProfileId: member.id });
  const bot = await api(request, "POST", at("/api/social/profiles"), { slug: `helper-${tag}-${suffix}`, variant: "artificial-intelligence", title: { ru: "Помощник", en: "Helper" } });
  await api(request, "POST", at("/api/agent/agents"), { profileId: bot.id, instructions: "Отвечай кратко и вежливо." });
  const title = `Вопрос ${tag} ${suffix}`;
  const chat = await api(request, "POST", at("/api/social/chats"), { title: { ru: title, en: title } });
  for (const profileId of [member.id, bot.id]) await api(request, "POST", at("/api/social/profiles-to-chats"), { profileId, chatId: chat.id });
  return { context, pageUrl, title };
}

test("the agent's answer streams into the open chat, piece by piece", async ({ browser, request }) => {
  fake.mode = "ok";
  fake.holdAfterFirst = true;
  const { context, pageUrl, title } = await chatWithAgent(browser, request, "ok");
  const page = await context.newPage();
  await page.goto(pageUrl);
  const chat = page.getByRole("article", { name: title });
  await expect(chat.getByText("Сообщений пока нет.")).toBeVisible();

  await chat.getByLabel("Сообщение").fill("Когда начинается всенощная?");
  await chat.getByRole("button", { name: "Отправить" }).click();
  await expect(page.getByText("Сообщение отправлено")).toBeVisible();
  await expect(chat.getByText("Когда начинается всенощная?")).toBeVisible();

  // The first piece is in the page while the API still holds the rest: the answer is streaming.
  const writing = chat.locator("li[aria-busy=true]");
  await expect(writing).toContainText("Всенощная");
  await expect(writing).not.toContainText("в 17:00.");
  await page.screenshot({ path: "/tmp/agent-streaming.png" });
  fake.release();
  await expect(chat.getByText("Всенощная начинается в 17:00.")).toBeVisible();
  await expect(writing).toHaveCount(0);
  expect(fake.asked.at(-1)?.body.messages.at(-1)).toEqual({ role: "user", content: "Когда начинается всенощная?" });

  // Kept: a reload shows the question and the answer from the server.
  await page.reload();
  await expect(chat.getByText("Когда начинается всенощная?")).toBeVisible();
  await expect(chat.getByText("Всенощная начинается в 17:00.")).toBeVisible();
  await page.screenshot({ path: "/tmp/agent-answered.png" });
  await context.close();
});

test("an API that refuses the request (400) leaves a polite apology in the page's language, and the member's message", async ({ browser, request }) => {
  fake.mode = "fail";
  fake.failStatus = 400;
  fake.holdAfterFirst = false;
  const { context, pageUrl, title } = await chatWithAgent(browser, request, "fail");
  const page = await context.newPage();
  await page.goto(`/en${pageUrl}`);
  const chat = page.getByRole("article", { name: title });
  await expect(chat.getByText("No messages yet.")).toBeVisible();

  await chat.getByLabel("Message", { exact: true }).fill("Are you there?");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByText("Sorry, I cannot answer right now. Please try again later.")).toBeVisible();
  await expect(chat.getByText("Are you there?")).toBeVisible();
  await page.screenshot({ path: "/tmp/agent-failed.png" });

  await page.reload();
  await expect(chat.getByText("Are you there?")).toBeVisible();
  await expect(chat.getByText("Sorry, I cannot answer right now. Please try again later.")).toBeVisible();
  await context.close();
});
