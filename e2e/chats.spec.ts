import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { api, signInBrowser } from "./helpers";

// Live chats in the browser: members, each in their own browser context, see each other's
// messages, read marks and reactions without a reload; a page holds one live stream for all its
// chats, however many.
test.describe.configure({ timeout: 120_000 });

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = "correct horse battery staple";
let pages = 0;

/** A page of the site with the chats block; answers its url. */
async function chatsPage(request: APIRequestContext): Promise<string> {
  const url = `/chats-${++pages}-${suffix}`;
  const page = await api(request, "POST", "/api/host/pages", { url, title: "Чаты" });
  const widget = await api(request, "POST", "/api/social/widgets", { variant: "chat-list-default", slug: `chats-${pages}-${suffix}` });
  const hostWidget = await api(request, "POST", "/api/host/widgets", {});
  await api(request, "POST", "/api/host/pages-to-widgets", { pageId: page.id, widgetId: hostWidget.id });
  await api(request, "POST", "/api/host/widgets-to-external-widgets", { widgetId: hostWidget.id, externalModule: "social", externalWidgetId: widget.id });
  return url;
}

interface Member {
  context: BrowserContext;
  subjectId: string;
  profileId: string;
}

async function member(browser: Browser, request: APIRequestContext, name: string, login: string): Promise<Member> {
  const context = await browser.newContext();
  const subjectId = await signInBrowser(context, `${login}-${suffix}@e2e.test`, PASSWORD);
  const profile = await api(request, "POST", "/api/social/profiles", { slug: `${login}-${suffix}`, title: { ru: name, en: name } });
  await api(request, "POST", "/api/rbac/subjects-to-social-module-profiles", { subjectId, socialModuleProfileId: profile.id });
  return { context, subjectId, profileId: profile.id };
}

/** A chat of these members; answers it and each member's profiles-to-chats link. */
async function chat(request: APIRequestContext, title: string, members: Member[]) {
  const row = await api(request, "POST", "/api/social/chats", { title: { ru: title, en: title } });
  const links: string[] = [];
  for (const m of members) links.push((await api(request, "POST", "/api/social/profiles-to-chats", { profileId: m.profileId, chatId: row.id })).id);
  return { id: row.id as string, title, links };
}

/** Counts the live streams a page opens: the member's one, and any of a single chat. */
function countStreams(page: Page) {
  const streams = { member: 0, chat: 0 };
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/social-module\/events$/.test(path)) streams.member += 1;
    else if (/\/chats\/[^/]+\/events$/.test(path)) streams.chat += 1;
  });
  return streams;
}

test("two members see each other's messages live, and that they were read", async ({ browser, request }) => {
  const url = await chatsPage(request);
  const anna = await member(browser, request, "Анна", "anna");
  const boris = await member(browser, request, "Борис", "boris");
  const { title } = await chat(request, `Беседа ${suffix}`, [anna, boris]);

  const [annaPage, borisPage] = await Promise.all([anna.context.newPage(), boris.context.newPage()]);
  await Promise.all([annaPage.goto(url), borisPage.goto(url)]);
  const annaChat = annaPage.getByRole("article", { name: title });
  const borisChat = borisPage.getByRole("article", { name: title });
  await expect(annaChat.getByText("Сообщений пока нет.")).toBeVisible();
  await expect(borisChat.getByText("Сообщений пока нет.")).toBeVisible();

  await annaChat.getByLabel("Сообщение").fill("Здравствуйте, Борис!");
  await annaChat.getByRole("button", { name: "Отправить" }).click();
  await expect(annaPage.getByText("Сообщение отправлено")).toBeVisible();
  await expect(borisChat.getByText("Здравствуйте, Борис!")).toBeVisible();
  // Boris's page showed it, so it is read: Anna's page says so under her message, live.
  const annasMessage = annaChat.getByRole("listitem").filter({ hasText: "Здравствуйте, Борис!" });
  await expect(annasMessage.getByText("Прочитано")).toBeVisible();

  await borisChat.getByLabel("Сообщение").fill("Добрый вечер, Анна!");
  await borisChat.getByRole("button", { name: "Отправить" }).click();
  await expect(annaChat.getByText("Добрый вечер, Анна!")).toBeVisible();
  // Both pages were never reloaded: the first message is still there beside the second.
  await expect(borisChat.getByText("Здравствуйте, Борис!")).toBeVisible();
  await expect(borisChat.getByRole("listitem").filter({ hasText: "Добрый вечер, Анна!" }).getByText("Прочитано")).toBeVisible();

  await Promise.all([anna.context.close(), boris.context.close()]);
});

test("a member of twelve chats: one stream carries them all, unread counts, chats joined and left, posting never stalls", async ({ browser, request }) => {
  const url = await chatsPage(request);
  const anna = await member(browser, request, "Анна", "anna-many");
  const boris = await member(browser, request, "Борис", "boris-many");
  const chats = [];
  for (let i = 1; i <= 12; i++) chats.push(await chat(request, `Беседа №${i} ${suffix}`, [anna, boris]));
  const first = chats[0]!;
  const last = chats[11]!;
  // Anna posts through the API with her session (her page is not needed here).
  const annaPosts = (chatId: string, description: string) =>
    anna.context.request.post(`/api/rbac/subjects/${anna.subjectId}/social-module/profiles/${anna.profileId}/chats/${chatId}/messages`, { data: { data: { description } } });

  const page = await boris.context.newPage();
  const streams = countStreams(page);
  await page.goto(url);
  for (const c of chats) await expect(page.getByRole("article", { name: c.title })).toBeVisible();

  // Messages in the first chat and the last (far below the fold) arrive over the one stream.
  expect((await annaPosts(first.id, "В первой беседе")).status()).toBe(201);
  expect((await annaPosts(last.id, "В последней беседе")).status()).toBe(201);
  const firstChat = page.getByRole("article", { name: first.title });
  const lastChat = page.getByRole("article", { name: last.title });
  await expect(firstChat.getByText("В первой беседе")).toBeVisible();
  await expect(lastChat.getByText("В последней беседе")).toBeVisible();
  // The last chat is off screen: its message waits unread until Boris scrolls to it.
  await expect(lastChat.getByRole("status")).toHaveText("Непрочитанных: 1");
  await lastChat.scrollIntoViewIfNeeded();
  await expect(lastChat.getByRole("status")).toHaveCount(0);

  // His own post goes out at once (no connection is held by a stream per chat).
  await lastChat.getByLabel("Сообщение").fill("Отвечаю в последней");
  await lastChat.getByRole("button", { name: "Отправить" }).click();
  await expect(page.getByText("Сообщение отправлено")).toBeVisible();
  await expect(lastChat.getByText("Отвечаю в последней")).toBeVisible();

  // An administrator adds him to a thirteenth chat: it appears; takes him out of the first: it goes.
  const added = await chat(request, `Новая беседа ${suffix}`, [anna, boris]);
  await expect(page.getByRole("article", { name: added.title })).toBeVisible();
  await api(request, "DELETE", `/api/social/profiles-to-chats/${first.links[1]}`);
  await expect(page.getByRole("article", { name: first.title })).toHaveCount(0);
  expect((await annaPosts(added.id, "Добро пожаловать")).status()).toBe(201);
  await expect(page.getByRole("article", { name: added.title }).getByText("Добро пожаловать")).toBeVisible();

  // All of it through one stream (a reconnect would add one; a stream per chat would add twelve).
  expect(streams.chat).toBe(0);
  expect(streams.member).toBeGreaterThanOrEqual(1);
  expect(streams.member).toBeLessThanOrEqual(2);
  await page.screenshot({ path: "/tmp/chats-many.png", fullPage: true });
  await Promise.all([anna.context.close(), boris.context.close()]);
});

test("reactions under a message update live for every member, in each one's language", async ({ browser, request }) => {
  const url = await chatsPage(request);
  const anna = await member(browser, request, "Анна", "anna-react");
  const boris = await member(browser, request, "Борис", "boris-react");
  const { title } = await chat(request, `Реакции ${suffix}`, [anna, boris]);

  // Anna reads the English page, Boris the Russian one.
  const [annaPage, borisPage] = await Promise.all([anna.context.newPage(), boris.context.newPage()]);
  await Promise.all([annaPage.goto(`/en${url}`), borisPage.goto(url)]);
  const annaChat = annaPage.getByRole("article", { name: title });
  const borisChat = borisPage.getByRole("article", { name: title });
  await annaChat.getByLabel("Message").fill("Christ is risen!");
  await annaChat.getByRole("button", { name: "Send" }).click();
  await expect(annaPage.getByText("Message created successfully")).toBeVisible();

  // Boris reacts with 'praying' from the picker.
  const borisMessage = borisChat.getByRole("listitem").filter({ hasText: "Christ is risen!" });
  await borisMessage.getByRole("button", { name: "Отреагировать" }).click();
  const picker = borisPage.getByRole("dialog", { name: "Отреагировать" });
  await expect(picker.getByRole("button")).toHaveCount(5);
  await borisPage.screenshot({ path: "/tmp/chats-picker.png" });
  await picker.getByRole("button", { name: "Молюсь" }).click();
  await expect(borisMessage.getByRole("button", { name: "Молюсь: 1" })).toHaveAttribute("aria-pressed", "true");
  const annaMessage = annaChat.getByRole("listitem").filter({ hasText: "Christ is risen!" });
  const annasChip = annaMessage.getByRole("button", { name: /^Praying: / });
  await expect(annasChip).toHaveAccessibleName("Praying: 1");
  await expect(annasChip).toHaveAttribute("aria-pressed", "false");

  // Anna joins in by pressing the chip; Boris takes his back: both pages follow.
  await annasChip.click();
  await expect(annasChip).toHaveAccessibleName("Praying: 2");
  await expect(annasChip).toHaveAttribute("aria-pressed", "true");
  const borisChip = borisMessage.getByRole("button", { name: /^Молюсь: / });
  await expect(borisChip).toHaveAccessibleName("Молюсь: 2");
  await annaPage.screenshot({ path: "/tmp/chats-reactions-en.png" });
  await borisChip.click();
  await expect(borisChip).toHaveAccessibleName("Молюсь: 1");
  await expect(borisChip).toHaveAttribute("aria-pressed", "false");
  await expect(annasChip).toHaveAccessibleName("Praying: 1");
  await expect(annasChip).toHaveAttribute("aria-pressed", "true");
  await borisPage.screenshot({ path: "/tmp/chats-reactions-ru.png" });

  await Promise.all([anna.context.close(), boris.context.close()]);
});
