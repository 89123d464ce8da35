import { expect, test, type Page } from "@playwright/test";
import { SESSION_COOKIES, sessionCookies, sessionReady } from "./helpers";

// Issue 10, "Tokens": in a real browser no page script can read a session token. The server
// keeps both in HttpOnly cookies; page storage and document.cookie hold none.

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const REGISTRATION = "/ru/rbac/subject/authentication/email-and-password/registration";
const SELECT_METHOD = "/ru/rbac/subject/authentication/select-method";
const PASSWORD = "cookie-password-1";
const AUTH = "/api/rbac/subjects/authentication";
const JWT_PATTERN = /ey[\w-]+\.[\w-]+\.[\w-]+/;

const accountBar = (page: Page) => page.getByRole("region", { name: "Учётная запись" });
const userMenuButton = (page: Page) => accountBar(page).getByRole("button", { name: "Меню учётной записи" });

/** Everything page scripts can read: document.cookie and both storages, keys and values. */
function readableByScripts(page: Page) {
  return page.evaluate(() => {
    const dump = (storage: Storage) => Object.fromEntries(Array.from({ length: storage.length }, (_, i) => [storage.key(i)!, storage.getItem(storage.key(i)!)]));
    return { cookie: document.cookie, local: dump(localStorage), session: dump(sessionStorage) };
  });
}

/** Asks the server who the page's session is (the cookies go along by themselves). */
const me = (page: Page) =>
  page.evaluate(async (path) => {
    const response = await fetch(path);
    return { status: response.status, body: await response.json() };
  }, `${AUTH}/me`);

async function expectNoTokenReadable(page: Page, tokens: string[]) {
  const readable = await readableByScripts(page);
  const text = JSON.stringify(readable);
  for (const token of tokens) expect(text).not.toContain(token);
  expect(text).not.toMatch(JWT_PATTERN);
  expect(readable.cookie).not.toContain(`${SESSION_COOKIES.access}=`);
  expect(readable.cookie).not.toContain(`${SESSION_COOKIES.refresh}=`);
  expect(Object.keys(readable.local)).not.toContain("rbac.subject.refresh");
}

test("signed in in Chromium, no script can read a token; the cookies are HttpOnly and SameSite=Lax; a reload keeps the session; signing out ends it", async ({
  page,
  context,
  request,
}) => {
  const login = `cookies-${run}@example.org`;
  await page.goto(REGISTRATION);
  await page.getByLabel("Электронная почта").fill(login);
  await page.getByLabel("Пароль", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Создать учётную запись" }).click();
  await expect(page).toHaveURL(/\/ru$/);
  await expect(userMenuButton(page)).toBeVisible();
  await page.getByRole("button", { name: "Меню учётной записи" }).click();
  await expect(page.getByRole("menu").getByText(login)).toBeVisible();
  await page.keyboard.press("Escape");

  // The jar holds both tokens, flagged so that scripts never see them.
  const { access, refresh, hint } = await sessionCookies(context);
  expect(access?.value).toMatch(JWT_PATTERN);
  expect(access).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(refresh.map((c) => c.path).sort()).toEqual([`${AUTH}/logout`, `${AUTH}/refresh`]);
  for (const cookie of refresh) expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(hint).toMatchObject({ httpOnly: false, path: "/" });

  await expectNoTokenReadable(page, [access!.value, refresh[0]!.value]);

  // A reload keeps the session: the same account, from the cookies alone.
  await page.reload();
  await expect(userMenuButton(page)).toBeVisible();
  const answer = await me(page);
  expect(answer.status).toBe(200);
  expect(answer.body.data.identities[0].email).toBe(login);
  await expectNoTokenReadable(page, [access!.value, refresh[0]!.value]);

  // Sign out: the session ends on the server, and this browser starts a new anonymous one.
  await userMenuButton(page).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Выйти" }).click();
  await expect(accountBar(page).getByRole("link", { name: "Войти" })).toBeVisible();
  const revoked = await request.get(`${AUTH}/me`, { headers: { authorization: `Bearer ${access!.value}` } });
  expect(revoked.status()).toBe(401);
  await expect.poll(async () => (await sessionCookies(context)).access?.value).not.toBe(access!.value);
  const after = await me(page);
  expect(after.body.data?.identities ?? []).toEqual([]);
  await expectNoTokenReadable(page, [access!.value, refresh[0]!.value]);

  // Signing in again works, on the page's form.
  await page.goto(SELECT_METHOD);
  const form = page.getByRole("form", { name: "Почта и пароль" });
  await form.getByLabel("Электронная почта").fill(login);
  await form.getByLabel("Пароль", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Войти" }).click();
  await expect(userMenuButton(page)).toBeVisible();
  const signedIn = await sessionCookies(context);
  await expectNoTokenReadable(page, [signedIn.access!.value, signedIn.refresh[0]!.value]);
});

test("a refresh token an earlier version left in localStorage is used once to move the session into cookies, then deleted", async ({
  page,
  context,
  request,
}) => {
  // An API client registers; its refresh token plays the one an old page kept in localStorage.
  const login = `legacy-${run}@example.org`;
  const registered = await request.post(`${AUTH}/email-and-password/registration`, { data: { data: { login, password: PASSWORD } } });
  expect(registered.status()).toBe(201);
  const { refresh } = (await registered.json()).data as { jwt: string; refresh: string };

  // Same origin, before any page of the site has run: put it where the old code kept it.
  await page.goto("/api/health");
  await page.evaluate((token) => localStorage.setItem("rbac.subject.refresh", token), refresh);
  await page.goto("/ru");

  await expect(userMenuButton(page)).toBeVisible();
  expect((await me(page)).body.data.identities[0].email).toBe(login);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("rbac.subject.refresh"))).toBeNull();
  const { access, refresh: cookies } = await sessionCookies(context);
  expect(cookies[0]?.value).toBeTruthy();
  expect(cookies[0]!.value).not.toBe(refresh); // rotated: the old token is spent
  await expectNoTokenReadable(page, [access!.value, cookies[0]!.value, refresh]);
});

test("a refresh answered 429 (or lost) is not a refusal: the session stays and the refresh is tried again", async ({ page, context }) => {
  await page.clock.install();
  await page.goto("/ru/contacts");
  await sessionReady(context);
  await expect(accountBar(page).getByRole("link", { name: "Войти" })).toBeVisible();
  const first = (await sessionCookies(context)).refresh[0]!.value;

  let refused = 0;
  await page.route(`**${AUTH}/refresh`, async (route) => {
    refused++;
    await route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: "Too many requests", status: 429, requestId: "e2e", cause: [] }) });
  });
  // Access tokens live 15 minutes; the keeper refreshes 90 seconds before.
  await page.clock.fastForward("14:00");
  await expect.poll(() => refused).toBeGreaterThan(0);
  // Still here, still the same session.
  await expect(page).toHaveURL("/ru/contacts");
  expect((await sessionCookies(context)).refresh[0]?.value).toBe(first);

  // The server answers again: the next try refreshes.
  await page.unroute(`**${AUTH}/refresh`);
  await page.clock.fastForward("00:15");
  await expect.poll(async () => (await sessionCookies(context)).refresh[0]?.value).not.toBe(first);
  await expect(page).toHaveURL("/ru/contacts");
});
