import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { api, signInBrowser } from "./helpers";

// Two members in one chat, each in their own browser context: what one posts appears for the
// other without a reload, over the chat's live stream.
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = "correct horse battery staple";
const PAGE_URL = `/chats-${suffix}`;

async function member(browser: Browser, request: import("@playwright/test").APIRequestContext, name: string, login: string): Promise<{ context: BrowserContext; profileId: string }> {
  const context = await browser.newContext();
  const subjectId = await signInBrowser(context, `${login}-${suffix}@e2e.test`, PASSWORD);
  const profile = await api(request, "POST", "/api/social/profiles", { slug: `${login}-${suffix}`, title: { ru: name, en: name } });
  await api(request, "POST", "/api/rbac/subjects-to-social-module-profiles", { subjectId, socialModuleProfileId: profile.id });
  return { context, profileId: profile.id };
}

test("two members see each other's messages live, without reloading", async ({ browser, request }) => {
  const page = await api(request, "POST", "/api/host/pages", { url: PAGE_URL, title: "Чаты" });
  const widget = await api(request, "POST", "/api/social/widgets", { variant: "chat-list-default", slug: `chats-${suffix}` });
  const hostWidget = await api(request, "POST", "/api/host/widgets", {});
  await api(request, "POST", "/api/host/pages-to-widgets", { pageId: page.id, widgetId: hostWidget.id });
  await api(request, "POST", "/api/host/widgets-to-external-widgets", { widgetId: hostWidget.id, externalModule: "social", externalWidgetId: widget.id });

  const anna = await member(browser, request, "Анна", "anna");
  const boris = await member(browser, request, "Борис", "boris");
  const chat = await api(request, "POST", "/api/social/chats", { title: { ru: `Беседа ${suffix}` } });
  for (const m of [anna, boris]) await api(request, "POST", "/api/social/profiles-to-chats", { profileId: m.profileId, chatId: chat.id });

  const [annaPage, borisPage] = await Promise.all([anna.context.newPage(), boris.context.newPage()]);
  await Promise.all([annaPage.goto(PAGE_URL), borisPage.goto(PAGE_URL)]);
  const annaChat = annaPage.getByRole("article", { name: `Беседа ${suffix}` });
  const borisChat = borisPage.getByRole("article", { name: `Беседа ${suffix}` });
  await expect(annaChat.getByText("Сообщений пока нет.")).toBeVisible();
  await expect(borisChat.getByText("Сообщений пока нет.")).toBeVisible();

  await annaChat.getByLabel("Сообщение").fill("Здравствуйте, Борис!");
  await annaChat.getByRole("button", { name: "Отправить" }).click();
  await expect(annaPage.getByText("Сообщение отправлено")).toBeVisible();
  await expect(borisChat.getByText("Здравствуйте, Борис!")).toBeVisible();

  await borisChat.getByLabel("Сообщение").fill("Добрый вечер, Анна!");
  await borisChat.getByRole("button", { name: "Отправить" }).click();
  await expect(annaChat.getByText("Добрый вечер, Анна!")).toBeVisible();
  // Both pages were never reloaded: the first message is still there beside the second.
  await expect(borisChat.getByText("Здравствуйте, Борис!")).toBeVisible();

  await Promise.all([anna.context.close(), boris.context.close()]);
});
