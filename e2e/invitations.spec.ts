import { expect, test } from "@playwright/test";
import { startSmtpServer, type TestSmtpServer } from "../tests/helpers/mail";
import { E2E_ADMIN } from "../playwright.config";
import { api, sessionCookies, signInBrowser, subjectOfJwt } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";

// An administrator invites a person by email with a role from the admin; the 'invite' mail
// arrives over real SMTP (a test server this file starts, its own Sobor mails there); its link
// opens the site's page in the mail's language, where the invitee sets a password and is signed
// in with the role.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let smtp: TestSmtpServer;
let server: OwnServer;

test.beforeAll(async ({ playwright }) => {
  smtp = await startSmtpServer();
  server = await startOwnServer(playwright, { SMTP_URL: smtp.url });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** The path of the invitation link in the mail to `email` (the mail's origin is the server's own). */
async function invitationPath(email: string) {
  const mail = await smtp.next(email, { where: (m) => m.text.includes("invitation=1"), timeoutMs: 30_000 });
  const link = mail.text.match(/https?:\/\/\S+invitation=1&code=\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link!);
  return { mail, path: `${url.pathname}${url.search}` };
}

test("an administrator invites an editor; the invitee sets a password on the site and is signed in with the role", async ({ browser, request }) => {
  const origin = server.origin;
  const roleTitle = `Editor ${suffix}`;
  const role = await api(request, "POST", `${origin}/api/rbac/roles`, { title: roleTitle, slug: `editor-${suffix}` });

  const adminContext = await browser.newContext({ baseURL: origin });
  await signInBrowser(adminContext, E2E_ADMIN.email, E2E_ADMIN.password);
  const admin = await adminContext.newPage();
  await admin.goto("/en/admin/rbac/invite");
  await expect(admin.getByRole("heading", { name: "Invite a person" })).toBeVisible();
  const email = `invited-${suffix}@e2e.test`;
  const form = admin.getByRole("form", { name: "Invitation" });
  // The roles load in the browser once the screen is live: choosing one first means the email is
  // typed into the hydrated form (typed into the server's HTML, hydration would empty it).
  await form.getByLabel("Role").selectOption({ label: roleTitle });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Language of the mail").selectOption({ label: "English" });
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByRole("status").filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
  await admin.screenshot({ path: "/tmp/invite-admin.png" });
  await adminContext.close();

  const { mail, path } = await invitationPath(email);
  expect(mail.headers.subject).toBe("You are invited");
  expect(path).toMatch(/^\/en\//);

  const invitee = await browser.newContext({ baseURL: origin });
  const page = await invitee.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Your invitation" })).toBeVisible();
  await page.getByLabel("New password").fill("my invited password");
  await page.getByLabel("Confirm password").fill("my invited password");
  await page.screenshot({ path: "/tmp/invite-accept-en.png" });
  await page.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(page.getByText("Welcome! You are signed in.")).toBeVisible();

  // Signed in as the invited account, with the role.
  await expect.poll(async () => subjectOfJwt((await sessionCookies(invitee)).access?.value)).toBeTruthy();
  const me = await (await invitee.request.get("/api/rbac/subjects/authentication/me")).json();
  expect(me.data.identities.map((identity: { email: string }) => identity.email)).toEqual([email]);
  expect(me.data.roles.map((r: { id: string }) => r.id)).toContain(role.id);
  await invitee.close();
});

test("the invitation page speaks Russian for a Russian invitation", async ({ browser, request }) => {
  const origin = server.origin;
  const email = `priglashenie-${suffix}@e2e.test`;
  await api(request, "POST", `${origin}/api/rbac/invitations`, { email, lang: "ru" });
  const { mail, path } = await invitationPath(email);
  expect(mail.headers.subject).toBe("Приглашение на сайт");
  expect(path).toMatch(/^\/ru\//);

  const invitee = await browser.newContext({ baseURL: origin });
  const page = await invitee.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Приглашение на сайт" })).toBeVisible();
  await page.getByLabel("Новый пароль").fill("мой новый пароль");
  await page.getByLabel("Повторите пароль").fill("мой новый пароль");
  await page.getByRole("button", { name: "Принять приглашение" }).click();
  await expect(page.getByText("Добро пожаловать! Вы вошли на сайт.")).toBeVisible();
  await page.screenshot({ path: "/tmp/invite-accept-ru.png" });
  const me = await (await invitee.request.get("/api/rbac/subjects/authentication/me")).json();
  expect(me.data.identities.map((identity: { email: string }) => identity.email)).toEqual([email]);
  await invitee.close();
});
