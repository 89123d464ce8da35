import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { E2E_ADMIN } from "../playwright.config";
import { api, registrationHeaders, SESSION_COOKIES, sessionCookies, subjectOfJwt } from "./helpers";

// Accounts in a real browser, on the seeded account pages: the session keeper, the header's
// Login and user menu, registration, logout, sign-in, settings dialogs, forgot and reset
// password (the reset code read from the outbox, the e2e server has no SMTP), Sign-In with
// Ethereum through a fake injected wallet, and what an administrator sees that a user does not.
//
// Sign-in and registration are rate limited per IP (10 a minute): this file keeps to a few of each.

const run = Date.now().toString(36);
const email = (name: string) => `e2e-${name}-${run}@example.org`;
const AUTH = "/ru/rbac/subject/authentication";
const SELECT_METHOD = `${AUTH}/select-method`;
const REGISTRATION = `${AUTH}/email-and-password/registration`;
const FORGOT_PASSWORD = `${AUTH}/email-and-password/forgot-password`;
const SETTINGS = "/ru/rbac/subjects/settings";


const accountBar = (page: Page) => page.getByRole("region", { name: "Учётная запись" });
const userMenuButton = (page: Page) => accountBar(page).getByRole("button", { name: "Меню учётной записи" });
const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });

/** The refresh token in the browser's jar (an HttpOnly cookie: the test reads it, page scripts cannot). */
async function refreshToken(page: Page): Promise<string | null> {
  return (await sessionCookies(page.context())).refresh[0]?.value ?? null;
}

async function accessToken(context: BrowserContext): Promise<string | undefined> {
  return (await sessionCookies(context)).access?.value;
}

/**
 * What a browser holds once its access token has expired: the access cookie is gone and the
 * readable hint says the token expired (its lifetime is 15 minutes of real time otherwise).
 * `refresh` replaces the refresh cookie, as if the server had revoked it elsewhere.
 */
async function expireAccessToken(context: BrowserContext, refresh?: string) {
  const { hint, refresh: refreshCookies } = await sessionCookies(context);
  const [, iat, ...rest] = hint!.value.split(".");
  const past = Math.floor(Date.now() / 1000) - 60;
  await context.clearCookies({ name: SESSION_COOKIES.access });
  await context.addCookies([
    { ...hint!, value: [past, iat, ...rest].join(".") },
    ...(refresh ? refreshCookies.map((cookie) => ({ ...cookie, value: refresh })) : []),
  ]);
}

/** Replaces the refresh cookie (at each of its paths) with a token the server will refuse. */
async function replaceRefreshToken(context: BrowserContext, value: string) {
  const { refresh } = await sessionCookies(context);
  await context.addCookies(refresh.map((cookie) => ({ ...cookie, value })));
}

/** Desktop and phone screenshots of the page as it is now (looked at by hand, not compared). */
async function screenshots(page: Page, name: string, { fullPage = true } = {}) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `/tmp/accounts-${name}-desktop.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/tmp/accounts-${name}-phone.png`, fullPage });
  await page.setViewportSize(size);
}

async function signIn(page: Page, login: string, password: string) {
  await page.goto(SELECT_METHOD);
  const form = page.getByRole("form", { name: "Почта и пароль" });
  await form.getByLabel("Электронная почта").fill(login);
  await form.getByLabel("Пароль", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/ru$/);
  await expect(userMenuButton(page)).toBeVisible();
}

async function openUserMenu(page: Page) {
  await userMenuButton(page).click();
  return page.getByRole("menu");
}

async function logOut(page: Page) {
  const menu = await openUserMenu(page);
  await menu.getByRole("menuitem", { name: "Выйти" }).click();
  await expect(page).toHaveURL(/\/ru$/);
  await expect(accountBar(page).getByRole("link", { name: "Войти" })).toBeVisible();
}

/** The last mail sent to `to`, from the outbox (read with the secret key). */
async function lastMailTo(page: Page, to: string): Promise<{ subject: string; text: string } | undefined> {
  const query = `filters[and][0][column]=to&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(to)}&orderBy[and][0][column]=createdAt&orderBy[and][0][method]=desc&limit=1`;
  const rows = await api<{ subject: string; text: string }[]>(page.request, "GET", `/api/notification/messages?${query}`);
  return rows[0];
}

test.describe("a visitor", () => {
  test("gets an anonymous session, sees Login in the header, and chooses a sign-in method", async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/ru");
    // The session keeper starts a new anonymous subject: both tokens are stored.
    await expect.poll(() => refreshToken(page)).not.toBeNull();
    expect(await accessToken(context)).toMatch(/^ey/);
    const login = accountBar(page).getByRole("link", { name: "Войти" });
    await expect(login).toHaveAttribute("href", SELECT_METHOD);
    // The navbar no longer has a Login button of its own.
    await expect(page.getByRole("banner").getByRole("link", { name: /Войти|Login/ })).toHaveCount(0);

    await login.click();
    await expect(page).toHaveURL(SELECT_METHOD);
    await expect(page.getByRole("main").getByRole("link", { name: "Преображенский собор" })).toHaveAttribute("href", "/ru");
    await expect(page.getByText("Или войдите иначе")).toBeVisible();
    const emailOption = page.getByRole("button", { name: "Почта и пароль" });
    const evmOption = page.getByRole("button", { name: "Кошелёк Ethereum" });
    await expect(emailOption).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel("Электронная почта")).toBeVisible();
    await expect(page.getByRole("link", { name: "Забыли пароль?" })).toHaveAttribute("href", FORGOT_PASSWORD);
    await expect(page.getByRole("link", { name: "Зарегистрироваться" })).toHaveAttribute("href", REGISTRATION);

    // Validation messages under the fields, nothing sent.
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page.getByText("Заполните это поле")).toBeVisible();
    await expect(page.getByText("Не менее 8 символов")).toBeVisible();
    await page.getByLabel("Электронная почта").fill("not-an-email");
    await page.getByLabel("Пароль", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page.getByText("Введите корректный адрес электронной почты")).toBeVisible();
    await screenshots(page, "select-method-errors");

    // The chooser toggles to the wallet form and back.
    await evmOption.click();
    await expect(evmOption).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel("Электронная почта")).toBeHidden();
    await expect(page.getByText("В этом браузере нет кошелька Ethereum.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Подключить кошелёк" })).toBeDisabled();
    await emailOption.click();
    await expect(page.getByLabel("Электронная почта")).toBeVisible();

    // A wrong password is refused with the server's message.
    await page.getByLabel("Электронная почта").fill(email("nobody"));
    await page.getByLabel("Пароль", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(toasts(page).getByText("Неверная почта или пароль")).toBeVisible();
    await expect(page).toHaveURL(SELECT_METHOD);
    await page.goto(SELECT_METHOD);
    await screenshots(page, "select-method");
  });

  test("the session keeper refreshes an expired access token, and starts over when the refresh token is refused", async ({ page, context }) => {
    await page.goto("/ru");
    await expect.poll(() => refreshToken(page)).not.toBeNull();
    const first = await refreshToken(page);
    const subject = subjectOfJwt;
    const firstSubject = subject(await accessToken(context));

    // No access token (expired): the refresh token is rotated, the subject stays the same.
    await expireAccessToken(context);
    await page.reload();
    await expect.poll(() => refreshToken(page)).not.toBe(first);
    await expect.poll(async () => subject(await accessToken(context))).toBe(firstSubject);

    // A refresh token the server refuses on load: a new anonymous subject.
    await expireAccessToken(context, "not-a-real-token");
    await page.reload();
    await expect.poll(async () => (await accessToken(context)) ?? "").toMatch(/^ey/);
    expect(subject(await accessToken(context))).not.toBe(firstSubject);
    expect(await refreshToken(page)).not.toBe("not-a-real-token");
  });

  test("the session keeper refreshes shortly before expiry, and goes to '/' when that refresh is refused", async ({ page, context }) => {
    const subject = subjectOfJwt;
    await page.clock.install();
    await page.goto("/ru/contacts");
    await expect.poll(() => refreshToken(page)).not.toBeNull();
    const first = await refreshToken(page);
    const firstSubject = subject(await accessToken(context));

    // Access tokens live 15 minutes; the keeper refreshes 90 seconds before.
    await page.clock.fastForward("14:00");
    await expect.poll(() => refreshToken(page)).not.toBe(first);
    expect(subject(await accessToken(context))).toBe(firstSubject);
    await expect(page).toHaveURL("/ru/contacts");

    // The next refresh is refused (revoked elsewhere): both tokens go, and so does the page.
    await replaceRefreshToken(context, "revoked-elsewhere");
    await page.clock.fastForward("14:00");
    await expect(page).toHaveURL(/\/ru$/);
    // On '/' the keeper starts a new anonymous session.
    await expect.poll(async () => (await accessToken(context)) ?? "").toMatch(/^ey/);
    expect(subject(await accessToken(context))).not.toBe(firstSubject);
    expect(await refreshToken(page)).not.toBe("revoked-elsewhere");
  });
});

test.describe.serial("an email account", () => {
  let context: BrowserContext;
  let page: Page;
  const login = email("user");
  let password = "first-password-1";

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  test("registers, lands on the site root signed in, and sees the user menu", async () => {
    await page.goto(REGISTRATION);
    await expect(page.getByRole("heading", { name: "Регистрация" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Войти" })).toHaveAttribute("href", SELECT_METHOD);
    await screenshots(page, "registration");
    await page.getByLabel("Электронная почта").fill(login);
    await page.getByLabel("Пароль", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Создать учётную запись" }).click();
    await expect(page.getByText("Не менее 8 символов")).toBeVisible();
    await page.getByLabel("Пароль", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Создать учётную запись" }).click();

    await expect(page).toHaveURL(/\/ru$/);
    const menu = await openUserMenu(page);
    await expect(menu.getByText(login)).toBeVisible();
    await expect(menu.getByText("Пользователь", { exact: true })).toBeVisible(); // the role given on registration, named in the page language
    await expect(menu.getByRole("menuitem", { name: "Настройки" })).toHaveAttribute("href", SETTINGS);
    await expect(menu.getByRole("menuitem", { name: "Выйти" })).toBeVisible();
    await page.screenshot({ path: "/tmp/accounts-user-menu-desktop.png" });
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 390, height: 844 });
    await userMenuButton(page).click();
    await page.screenshot({ path: "/tmp/accounts-user-menu-phone.png" });
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Registering the same email again is refused with the server's message.
    const other = await context.newPage();
    await other.goto(REGISTRATION);
    await other.getByLabel("Электронная почта").fill(login);
    await other.getByLabel("Пароль", { exact: true }).fill(password);
    await other.getByRole("button", { name: "Создать учётную запись" }).click();
    await expect(toasts(other).getByText("Учётная запись с этой почтой уже есть")).toBeVisible();
    await other.close();
  });

  test("a second tab follows a logout in the first; signing in again works", async () => {
    const second = await context.newPage();
    await second.goto("/ru/contacts");
    await expect(userMenuButton(second)).toBeVisible();

    await logOut(page);
    // The other tab hears of it (a BroadcastChannel message) and shows Login without a reload.
    await expect(accountBar(second).getByRole("link", { name: "Войти" })).toBeVisible();
    await second.close();

    await signIn(page, login, password);
  });

  test("settings: identities with their badge, 'Update Email' and 'Change Password'", async () => {
    const menu = await openUserMenu(page);
    await menu.getByRole("menuitem", { name: "Настройки" }).click();
    await expect(page).toHaveURL(SETTINGS);
    await expect(page.getByRole("heading", { name: "Настройки учётной записи" })).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: login });
    await expect(row.getByText("Почта", { exact: true })).toBeVisible();
    // The only sign-in method cannot be deleted.
    await expect(row.getByRole("button", { name: "Удалить" })).toBeDisabled();
    // A plain user does not see the administrators' block.
    await expect(page.getByRole("link", { name: "Открыть панель управления" })).toHaveCount(0);
    await screenshots(page, "settings");

    // Update Email.
    const newLogin = email("renamed");
    await row.getByRole("button", { name: "Изменить" }).click();
    const emailDialog = page.getByRole("dialog", { name: "Изменить адрес" });
    await expect(emailDialog).toBeVisible();
    await screenshots(page, "update-email", { fullPage: false });
    await emailDialog.getByLabel("Электронная почта").fill("broken");
    await emailDialog.getByRole("button", { name: "Сохранить" }).click();
    await expect(emailDialog.getByText("Введите корректный адрес электронной почты")).toBeVisible();
    await emailDialog.getByLabel("Электронная почта").fill(newLogin);
    // A session alone does not move the account: the current password confirms it.
    await emailDialog.getByLabel("Текущий пароль").fill("not-my-password");
    await emailDialog.getByRole("button", { name: "Сохранить" }).click();
    await expect(toasts(page).getByText("Текущий пароль указан неверно")).toBeVisible();
    await expect(emailDialog).toBeVisible();
    await emailDialog.getByLabel("Текущий пароль").fill(password);
    await emailDialog.getByRole("button", { name: "Сохранить" }).click();
    await expect(toasts(page).getByText("Адрес обновлён")).toBeVisible();
    await expect(emailDialog).toBeHidden();
    await expect(page.getByRole("listitem").filter({ hasText: newLogin })).toBeVisible();

    // Change Password: a wrong current password is refused; 'Updating...' while it is pending.
    await page.getByRole("button", { name: "Сменить пароль" }).click();
    const dialog = page.getByRole("dialog", { name: "Сменить пароль" });
    await expect(dialog.getByText("Новый пароль для входа в учётную запись.")).toBeVisible();
    await expect(dialog.getByPlaceholder("Введите новый пароль")).toBeVisible();
    await screenshots(page, "change-password", { fullPage: false });
    await dialog.getByLabel("Текущий пароль").fill("not-my-password");
    await dialog.getByLabel("Новый пароль").fill("second-password-2");
    await dialog.getByRole("button", { name: "Сохранить новый пароль" }).click();
    await expect(toasts(page).getByText("Текущий пароль указан неверно")).toBeVisible();

    await page.route("**/change-password", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await dialog.getByLabel("Текущий пароль").fill(password);
    await dialog.getByRole("button", { name: "Сохранить новый пароль" }).click();
    await expect(dialog.getByRole("button", { name: "Сохраняем..." })).toBeDisabled();
    await expect(toasts(page).getByText("Пароль изменён")).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.unroute("**/change-password");
    password = "second-password-2";

    // The menu shows the new email; signing in again takes the new email and password.
    await logOut(page);
    await signIn(page, newLogin, password);
    const menu2 = await openUserMenu(page);
    await expect(menu2.getByText(newLogin)).toBeVisible();
    await page.keyboard.press("Escape");
  });

  test("a plain user cannot see the list of accounts, only their own profile", async () => {
    await page.goto("/ru/rbac/subjects");
    await expect(page.getByText("Список учётных записей доступен только администраторам.")).toBeVisible();
    const me = await page.evaluate(() => fetch("/api/rbac/subjects/authentication/me").then((r) => r.json()));
    await page.goto(`/ru/rbac/subjects/${me.data.slug}`);
    await expect(page.getByText("Это вы")).toBeVisible();
    await expect(page.getByRole("link", { name: "Настройки" })).toHaveAttribute("href", SETTINGS);
  });
});

test("forgot and reset password with the code from the mail", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const login = email("forgetful");
  await page.goto(REGISTRATION);
  await page.getByLabel("Электронная почта").fill(login);
  await page.getByLabel("Пароль", { exact: true }).fill("old-password-1");
  await page.getByRole("button", { name: "Создать учётную запись" }).click();
  await expect(userMenuButton(page)).toBeVisible();
  await logOut(page);

  await page.goto(SELECT_METHOD);
  await page.getByRole("link", { name: "Забыли пароль?" }).click();
  await expect(page).toHaveURL(FORGOT_PASSWORD);
  await page.getByLabel("Электронная почта").fill(login);
  await page.getByRole("button", { name: "Отправить ссылку" }).click();
  await expect(toasts(page).getByText("Ссылка для сброса отправлена")).toBeVisible();
  await screenshots(page, "forgot-password");

  // The mail (in the outbox: no SMTP here) carries the link with the code.
  await expect.poll(async () => (await lastMailTo(page, login))?.subject ?? "").toBe("Сброс пароля");
  const mail = await lastMailTo(page, login);
  const link = mail!.text.match(/https?:\/\/\S+\/reset-password\?code=[\w%-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Сброс пароля" })).toBeVisible();
  await page.getByLabel("Новый пароль").fill("new-password-2");
  await page.getByLabel("Повторите пароль").fill("something-else");
  await page.getByRole("button", { name: "Сохранить пароль" }).click();
  await expect(page.getByText("Пароли не совпадают")).toBeVisible();
  await screenshots(page, "reset-password");
  await page.getByLabel("Повторите пароль").fill("new-password-2");
  await page.getByRole("button", { name: "Сохранить пароль" }).click();
  await expect(toasts(page).getByText("Пароль изменён")).toBeVisible();
  await expect(page).toHaveURL(SELECT_METHOD);

  // The code works once.
  await page.goto(link!);
  await page.getByLabel("Новый пароль").fill("third-password-3");
  await page.getByLabel("Повторите пароль").fill("third-password-3");
  await page.getByRole("button", { name: "Сохранить пароль" }).click();
  await expect(toasts(page).getByText(/неверен, уже использован или устарел/)).toBeVisible();

  await signIn(page, login, "new-password-2");
});

test("Sign-In with Ethereum through an injected wallet, then an email identity added and the wallet removed", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const wallet = privateKeyToAccount(generatePrivateKey());
  const requests: string[] = [];
  // The fake wallet: the page asks window.ethereum, which asks the test to sign with its key.
  await page.exposeFunction("signWithTestWallet", (data: `0x${string}`) => {
    requests.push("personal_sign");
    return wallet.signMessage({ message: { raw: data } });
  });
  await page.addInitScript((address: string) => {
    const w = window as unknown as { ethereum: unknown; signWithTestWallet: (data: string) => Promise<string> };
    w.ethereum = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        if (method === "eth_requestAccounts" || method === "eth_accounts") return [address];
        if (method === "eth_chainId") return "0x1";
        if (method === "personal_sign") return w.signWithTestWallet(String(params?.[0]));
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
      },
    };
  }, wallet.address);

  await page.goto(SELECT_METHOD);
  // The toggle works once the page has hydrated; under load the first click can come earlier.
  await expect(async () => {
    await page.getByRole("button", { name: "Кошелёк Ethereum" }).click();
    await expect(page.getByRole("button", { name: "Подключить кошелёк" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await screenshots(page, "select-method-evm");
  await page.getByRole("button", { name: "Подключить кошелёк" }).click();
  await expect(page).toHaveURL(/\/ru$/);
  expect(requests).toEqual(["personal_sign"]);
  const menu = await openUserMenu(page);
  await expect(menu.getByText(wallet.address)).toBeVisible();
  await menu.getByRole("menuitem", { name: "Настройки" }).click();

  const walletRow = page.getByRole("listitem").filter({ hasText: "EVM" });
  await expect(walletRow).toContainText(`${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`);
  await expect(walletRow.getByRole("button", { name: "Удалить" })).toBeDisabled();

  // A wallet user adds an email sign-in; then the wallet can go.
  const login = email("wallet");
  await page.getByRole("button", { name: "Добавить вход по почте" }).click();
  const dialog = page.getByRole("dialog", { name: "Добавить вход по почте" });
  await dialog.getByLabel("Электронная почта").fill(login);
  await dialog.getByLabel("Пароль", { exact: true }).fill("wallet-password-1");
  await dialog.getByRole("button", { name: "Сохранить" }).click();
  await expect(toasts(page).getByText("Вход по почте добавлен")).toBeVisible();
  const emailRow = page.getByRole("listitem").filter({ hasText: login });
  await expect(emailRow.getByText("Почта", { exact: true })).toBeVisible();
  await screenshots(page, "settings-two-identities");

  await walletRow.getByRole("button", { name: "Удалить" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Удалить способ входа?" });
  await confirm.getByRole("button", { name: "Удалить" }).click();
  await expect(toasts(page).getByText("Способ входа удалён")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "EVM" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Сменить пароль" })).toBeVisible();
});

test("an administrator sees the accounts, a profile and the administration block", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // ADMIN_EMAILS makes this address an administrator when it registers with the server's key.
  const registered = await page.request.post("/api/rbac/subjects/authentication/email-and-password/registration", {
    data: { data: { login: E2E_ADMIN.email, password: E2E_ADMIN.password } },
    headers: registrationHeaders(E2E_ADMIN.email),
  });
  expect([201, 409]).toContain(registered.status());
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const menu = await openUserMenu(page);
  await expect(menu.getByText(/Администратор/)).toBeVisible(); // and Пользователь, the role everyone gets
  await page.keyboard.press("Escape");

  await page.goto(SETTINGS);
  await expect(page.getByRole("link", { name: "Открыть панель управления" })).toHaveAttribute("href", "/ru/admin");

  await page.goto("/ru/rbac/subjects");
  await expect(page.getByRole("heading", { name: "Учётные записи" })).toBeVisible();
  const profiles = page.getByRole("link", { name: "Открыть профиль" });
  await expect(profiles.first()).toBeVisible();
  expect(await profiles.count()).toBeGreaterThan(2);
  await screenshots(page, "subject-list");
  // The newest subjects first: the third is someone else's (this session's own subject may lead).
  const href = await profiles.nth(2).getAttribute("href");
  await profiles.nth(2).click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByText("Идентификатор")).toBeVisible();
  // The slug shows as the profile's identifier (and as its heading when it has no email).
  await expect(page.getByText(href!.split("/").pop()!, { exact: true }).first()).toBeVisible();
  await screenshots(page, "subject-overview");
});

test("the logout page logs out and goes to '/'", async ({ page }) => {
  await page.goto(REGISTRATION);
  await page.getByLabel("Электронная почта").fill(email("leaving"));
  await page.getByLabel("Пароль", { exact: true }).fill("leaving-password-1");
  await page.getByRole("button", { name: "Создать учётную запись" }).click();
  await expect(userMenuButton(page)).toBeVisible();
  const before = await refreshToken(page);
  await page.goto(`${AUTH}/logout`);
  await expect(page).toHaveURL(/\/ru$/);
  await expect(accountBar(page).getByRole("link", { name: "Войти" })).toBeVisible();
  expect(await refreshToken(page)).not.toBe(before);
});
