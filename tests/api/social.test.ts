import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageTree } from "../../src/core/page/page-tree.js";
import { hostService } from "../../src/modules/host/server/host-service.js";
import type { SocialWidgetData } from "../../src/modules/social/widget-data-types.js";
import "../../src/modules/social/widgets/index.js";
import { bearer, register, signInAsAdmin, subjectOf, type Tokens } from "../helpers/accounts.js";
import { expectError, uniqueText } from "../helpers/records.js";
import { renderPage } from "../helpers/render-page.js";
import { leastQueries, startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let admin: Tokens;

async function create(path: string, data: Record<string, unknown>) {
  const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

interface Person {
  tokens: Tokens;
  subjectId: string;
  profile: { id: string; slug: string };
}

/** A registered subject with one social profile of its own. */
async function person(title: string): Promise<Person> {
  const tokens = await register(sobor);
  const subjectId = subjectOf(tokens.jwt);
  const profile = await create("/api/social/profiles", { slug: uniqueText("profile"), title: { ru: title } });
  await create("/api/rbac/subjects-to-social-module-profiles", { subjectId, socialModuleProfileId: profile.id });
  return { tokens, subjectId, profile };
}

async function chat(title: string, members: Person[]) {
  const row = await create("/api/social/chats", { title: { ru: title } });
  for (const member of members) await create("/api/social/profiles-to-chats", { profileId: member.profile.id, chatId: row.id });
  return row as { id: string };
}

const base = (p: Person, profileId = p.profile.id) => `/api/rbac/subjects/${p.subjectId}/social-module/profiles/${profileId}`;
const as = (p: Person | Tokens, init: Parameters<TestSobor["json"]>[1] = {}) => ({
  ...init,
  headers: { ...bearer("tokens" in p ? p.tokens.jwt : p.jwt), ...(init.headers ?? {}) },
});
const post = (p: Person, path: string, data?: unknown) => sobor.json(path, as(p, { method: "POST", ...(data === undefined ? {} : { body: { data } }) }));

let anna: Person;
let boris: Person;
let clara: Person;
let shared: { id: string };
let claras: { id: string };

beforeAll(async () => {
  sobor = await startTestSobor({ env: {} });
  admin = await signInAsAdmin(sobor);
  [anna, boris, clara] = [await person("Анна"), await person("Борис"), await person("Клара")];
  shared = await chat("Анна и Борис", [anna, boris]);
  claras = await chat("Клара", [clara]);
});
afterAll(() => sobor?.close());

describe("a subject's chats", () => {
  it("lists its own profiles, their chats and a chat, never cached", async () => {
    const profiles = await sobor.request(`/api/rbac/subjects/${anna.subjectId}/social-module/profiles`, { headers: bearer(anna.tokens.jwt) });
    expect(profiles.status).toBe(200);
    expect(profiles.headers.get("cache-control")).toBe("no-store");
    expect(((await profiles.json()) as any).data.map((p: any) => p.id)).toEqual([anna.profile.id]);

    const chats = await sobor.request(`${base(anna)}/chats`, { headers: bearer(anna.tokens.jwt) });
    expect(chats.headers.get("cache-control")).toBe("no-store");
    expect(((await chats.json()) as any).data).toEqual([expect.objectContaining({ id: shared.id, title: { ru: "Анна и Борис" } })]);

    const one = await sobor.json(`${base(anna)}/chats/${shared.id}`, as(anna));
    expect(one).toMatchObject({ status: 200, body: { data: { id: shared.id } } });
  });

  it("posts a message (linked to the chat and the author in one go) and reads it back", async () => {
    const answer = await post(anna, `${base(anna)}/chats/${shared.id}/messages`, { description: "  Здравствуйте!  " });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ description: "Здравствуйте!", profileId: anna.profile.id, isRead: true });
    const messageId = answer.body.data.id;

    const chatLinks = await sobor.json(`/api/social/chats-to-messages?filters[and][0][column]=messageId&filters[and][0][method]=eq&filters[and][0][value]=${messageId}`, { secret: true });
    expect(chatLinks.body.data).toEqual([expect.objectContaining({ chatId: shared.id })]);
    const authorLinks = await sobor.json(`/api/social/profiles-to-messages?filters[and][0][column]=messageId&filters[and][0][method]=eq&filters[and][0][value]=${messageId}`, { secret: true });
    expect(authorLinks.body.data).toEqual([expect.objectContaining({ profileId: anna.profile.id, isRead: true })]);

    const read = await sobor.request(`${base(anna)}/chats/${shared.id}/messages`, { headers: bearer(anna.tokens.jwt) });
    expect(read.headers.get("cache-control")).toBe("no-store");
    const list = ((await read.json()) as any).data;
    expect(list).toEqual([expect.objectContaining({ id: messageId, description: "Здравствуйте!", profileId: anna.profile.id, isRead: true, profile: expect.objectContaining({ title: { ru: "Анна" } }) })]);
  });

  it("the other member sees it unread, then /react marks it read for that profile only", async () => {
    const { body } = await post(anna, `${base(anna)}/chats/${shared.id}/messages`, { description: "Вы придёте в субботу?" });
    const messageId = body.data.id;
    const unread = await sobor.json(`${base(boris)}/chats/${shared.id}/messages`, as(boris));
    expect(unread.body.data.find((m: any) => m.id === messageId)).toMatchObject({ isRead: false, profileId: anna.profile.id });

    const react = await post(boris, `${base(boris)}/chats/${shared.id}/messages/${messageId}/react`);
    expect(react).toMatchObject({ status: 200, body: { data: { messageId, profileId: boris.profile.id, isRead: true } } });
    // Twice is the same as once (no second link).
    expect((await post(boris, `${base(boris)}/chats/${shared.id}/messages/${messageId}/react`)).status).toBe(200);
    const links = await sobor.json(`/api/social/profiles-to-messages?filters[and][0][column]=messageId&filters[and][0][method]=eq&filters[and][0][value]=${messageId}`, { secret: true });
    expect(links.body.data).toHaveLength(2);

    const read = await sobor.json(`${base(boris)}/chats/${shared.id}/messages`, as(boris));
    expect(read.body.data.find((m: any) => m.id === messageId)).toMatchObject({ isRead: true, profileId: anna.profile.id });
    // The author is still the author.
    const forAnna = await sobor.json(`${base(anna)}/chats/${shared.id}/messages`, as(anna));
    expect(forAnna.body.data.find((m: any) => m.id === messageId)).toMatchObject({ profileId: anna.profile.id, isRead: true });
  });

  it("pages messages: the newest `limit`, oldest first", async () => {
    const room = await chat("Страницы", [anna]);
    for (const text of ["один", "два", "три"]) await post(anna, `${base(anna)}/chats/${room.id}/messages`, { description: text });
    const last2 = await sobor.json(`${base(anna)}/chats/${room.id}/messages?limit=2`, as(anna));
    expect(last2.body.data.map((m: any) => m.description)).toEqual(["два", "три"]);
    const earlier = await sobor.json(`${base(anna)}/chats/${room.id}/messages?limit=2&offset=2`, as(anna));
    expect(earlier.body.data.map((m: any) => m.description)).toEqual(["один"]);
    expectError(await sobor.json(`${base(anna)}/chats/${room.id}/messages?limit=-1`, as(anna)), 400);
  });

  it("400 for an empty, blank or missing description; nothing is created", async () => {
    const path = `${base(anna)}/chats/${shared.id}/messages`;
    const before = (await sobor.json("/api/social/messages/count", { secret: true })).body.data;
    for (const data of [{ description: "" }, { description: "   " }, {}, { description: 5 }]) {
      const answer = await post(anna, path, data);
      expectError(answer, 400);
      expect(answer.body.error).toMatch(/description/);
    }
    expect((await sobor.json("/api/social/messages/count", { secret: true })).body.data).toBe(before);
  });

  it("403 on another's subject, profile or chat; 401 without a session", async () => {
    const m = (await post(clara, `${base(clara)}/chats/${claras.id}/messages`, { description: "Моё" })).body.data.id;
    // Anna asks as Clara's subject.
    expectError(await sobor.json(`${base(clara)}/chats`, as(anna)), 403);
    // Anna's subject with Clara's profile.
    expectError(await sobor.json(`${base(anna, clara.profile.id)}/chats`, as(anna)), 403);
    // Anna's profile with Clara's chat.
    for (const suffix of ["", "/messages"]) expectError(await sobor.json(`${base(anna)}/chats/${claras.id}${suffix}`, as(anna)), 403);
    expectError(await post(anna, `${base(anna)}/chats/${claras.id}/messages`, { description: "Чужое" }), 403);
    expectError(await post(anna, `${base(anna)}/chats/${claras.id}/messages/${m}/react`), 403);
    // A message of another chat cannot be marked through one's own chat.
    expectError(await post(anna, `${base(anna)}/chats/${shared.id}/messages/${m}/react`), 404);
    // No session at all; a made-up chat; not a uuid.
    expectError(await sobor.json(`${base(anna)}/chats`), 401);
    expectError(await sobor.json(`${base(anna)}/chats/${randomUUID()}`, as(anna)), 403);
    expectError(await sobor.json(`${base(anna, "not-a-uuid")}/chats`, as(anna)), 400);
  });

  it("an administrator may read a subject's chats; generic reads of chats and messages stay private", async () => {
    expect((await sobor.json(`${base(anna)}/chats/${shared.id}/messages`, { headers: bearer(admin.jwt) })).status).toBe(200);
    for (const path of ["/api/social/chats", "/api/social/messages", "/api/social/profiles-to-messages"]) {
      expectError(await sobor.json(path), 401);
      expectError(await sobor.json(path, as(anna)), 403);
    }
  });
});

describe("social widgets on a page", () => {
  const render = (tree: PageTree) => renderPage(tree, sobor.context.i18n);

  async function pageWith(url: string, variant: string, profileIds: string[] = []) {
    const page = await create("/api/host/pages", { url, title: url });
    const widget = await create("/api/social/widgets", { variant });
    for (const [orderIndex, profileId] of profileIds.entries()) await create("/api/social/widgets-to-profiles", { widgetId: widget.id, profileId, orderIndex });
    const hostWidget = await create("/api/host/widgets", {});
    await create("/api/host/pages-to-widgets", { pageId: page.id, widgetId: hostWidget.id });
    await create("/api/host/widgets-to-external-widgets", { widgetId: hostWidget.id, externalModule: "social", externalWidgetId: widget.id });
    return widget as { id: string };
  }

  async function resolve(path: string) {
    const resolution = await hostService(sobor.context).resolve(path);
    expect(resolution.status, path).toBe(200);
    if (resolution.status !== 200) throw new Error("unreachable");
    return resolution.loaded;
  }

  async function queriesFor(path: string) {
    await resolve(path);
    const { queries, result: loaded } = await leastQueries(sobor, () => resolve(path));
    return { queries, loaded };
  }

  it("profile-overview-default shows the url's profile with its files; the query count does not grow with profiles", async () => {
    const bot = await create("/api/social/profiles", {
      slug: uniqueText("helper"),
      variant: "artificial-intelligence",
      title: { ru: "Помощник прихода", en: "Parish helper" },
      subtitle: { ru: "Отвечает на вопросы" },
      description: { ru: "Подскажет расписание." },
    });
    const image = await create("/api/file-storage/files", { file: "images/logo.svg", width: 200, height: 200, alt: { ru: "Логотип", en: "Logo" } });
    const photo = await create("/api/file-storage/files", { file: "images/hero-evening.svg", width: 1600, height: 900, alt: { ru: "Вечер", en: "Evening" } });
    for (const file of [image, photo]) await create("/api/social/profiles-to-file-storage-module-files", { profileId: bot.id, fileStorageModuleFileId: file.id });

    const overview = await pageWith("/social/profiles/[social.profiles.slug]", "profile-overview-default");
    const { loaded } = await queriesFor(`/ru/social/profiles/${bot.slug}`);
    const data = loaded.tree.data.social?.[overview.id] as SocialWidgetData;
    expect(data.profile).toMatchObject({ id: bot.id, variant: "artificial-intelligence", title: { ru: "Помощник прихода", en: "Parish helper" } });
    expect(data.profile!.files.map((f) => f.id)).toEqual([image.id, photo.id]);
    const html = await render(loaded.tree);
    expect(html).toContain("Помощник прихода");
    expect(html).toContain("Отвечает на вопросы");
    expect(html).toContain("Подскажет расписание.");
    expect(html).toContain("ИИ-помощник");
    expect(html).toContain('alt="Логотип"');
    expect(html).toContain('alt="Вечер"');
    // The English page: the files' English alt texts.
    const en = await render((await resolve(`/en/social/profiles/${bot.slug}`)).tree);
    expect(en).toContain('alt="Logo"');
    expect(en).toContain('alt="Evening"');
    expect(en).not.toMatch(/Логотип|Вечер/);
    for (const type of ["social/widgets", "social/profiles", "social/widgets-to-profiles", "social/profiles-to-file-storage-module-files"]) expect(loaded.reads.has(type), type).toBe(true);
    expect([...loaded.reads].some((r) => /chats|messages/.test(r))).toBe(false);

    const small = await pageWith(`/${uniqueText("people-one")}`, "default", [anna.profile.id]);
    const big = await pageWith(`/${uniqueText("people-many")}`, "default", [anna.profile.id, boris.profile.id, clara.profile.id, bot.id]);
    const urlOf = async (widgetId: string) => {
      const link = await sobor.json(`/api/host/widgets-to-external-widgets?filters[and][0][column]=externalWidgetId&filters[and][0][method]=eq&filters[and][0][value]=${widgetId}`);
      const onPage = await sobor.json(`/api/host/pages-to-widgets?filters[and][0][column]=widgetId&filters[and][0][method]=eq&filters[and][0][value]=${link.body.data[0].widgetId}`);
      return (await sobor.json(`/api/host/pages/${onPage.body.data[0].pageId}`)).body.data.url as string;
    };
    const one = await queriesFor(await urlOf(small.id));
    const many = await queriesFor(await urlOf(big.id));
    expect(many.queries).toBe(one.queries);
    const list = many.loaded.tree.data.social?.[big.id] as SocialWidgetData;
    expect(list.profiles.map((p) => p.id)).toEqual([anna.profile.id, boris.profile.id, clara.profile.id, bot.id]);
    const listHtml = await render(many.loaded.tree);
    expect(listHtml).toContain(`/ru/social/profiles/${bot.slug}`);
  });

  it("an unknown profile slug is a 404; chat-list-default renders no private data on the server", async () => {
    const overview = await hostService(sobor.context).resolve(`/ru/social/profiles/${uniqueText("nobody")}`);
    expect(overview.status).toBe(404);

    const chats = await pageWith(`/chats-${uniqueText("list")}`, "chat-list-default");
    const link = await sobor.json(`/api/host/widgets-to-external-widgets?filters[and][0][column]=externalWidgetId&filters[and][0][method]=eq&filters[and][0][value]=${chats.id}`);
    const onPage = await sobor.json(`/api/host/pages-to-widgets?filters[and][0][column]=widgetId&filters[and][0][method]=eq&filters[and][0][value]=${link.body.data[0].widgetId}`);
    const url = (await sobor.json(`/api/host/pages/${onPage.body.data[0].pageId}`)).body.data.url;
    const loaded = await resolve(url);
    const html = await render(loaded.tree);
    expect(html).toContain('data-social-widget="chat-list-default"');
    expect(html).not.toContain("Здравствуйте!");
  });
});
