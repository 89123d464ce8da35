import { expect, test } from "@playwright/test";
import { E2E_ADMIN, E2E_SECRET } from "../playwright.config";
import { startSmtpServer, type TestSmtpServer } from "../tests/helpers/mail";
import { signInBrowser, subjectOfJwt } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";

// Issue 13, notification: a mail the SMTP server refused on its only attempt is marked failed in
// the outbox; the administrator presses Resend on it in the admin and it arrives (a real SMTP
// exchange with the test server, which refuses the first message and accepts the next).
test.describe.configure({ mode: "serial", timeout: 180_000 });

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
let smtp: TestSmtpServer & { refused: number };
let server: OwnServer;

test.beforeAll(async ({ playwright }) => {
  // Refuses this test's mail the first time (only it: the welcome mail goes through).
  smtp = await startSmtpServer({ refuseFirst: 1, refuseWhere: (mail) => mail.headers.subject === `Your note ${stamp}` });
  server = await startOwnServer(playwright, { SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: "1", MAIL_RETRY_BASE_MS: "0", JOB_POLL_MS: "200" });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

test("the administrator resends a failed mail from the outbox and it arrives", async ({ browser, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: server.origin, extraHTTPHeaders: { "x-rbac-secret-key": E2E_SECRET } });
  const to = `reader-${stamp}@example.org`;
  const subject = `Your note ${stamp}`;
  const registered = await request.post("/api/rbac/subjects/authentication/email-and-password/registration", { data: { data: { login: to, password: "correct horse battery" } } });
  expect(registered.status()).toBe(201);
  const subjectId = subjectOfJwt((await registered.json()).data.jwt)!;
  const sent = await request.post(`/api/rbac/subjects/${subjectId}/notify`, { data: { data: { subject, text: "It was read at the liturgy.", language: "en" } } });
  expect(sent.status(), await sent.text()).toBe(202);
  const [row] = (await sent.json()).data as { id: string }[];

  // One attempt allowed, refused: the outbox marks it failed with the server's reason.
  const rowOf = async () => (await (await request.get(`/api/notification/messages/${row!.id}`)).json()).data as { status: string; error: string | null };
  await expect.poll(async () => (await rowOf()).status, { timeout: 30_000 }).toBe("failed");
  expect((await rowOf()).error).toMatch(/451/);
  expect(smtp.refused).toBe(1);

  const admin = await browser.newContext({ baseURL: server.origin, viewport: { width: 1280, height: 900 } });
  await signInBrowser(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  const page = await admin.newPage();
  await page.goto("/en/admin/notification/messages");
  await page.getByLabel("Search messages").fill(stamp);
  const card = page.getByRole("article", { name: subject });
  await expect(card).toBeVisible();
  await page.screenshot({ path: "/tmp/w13b-shots/outbox-failed.png", fullPage: true });
  await card.getByRole("button", { name: "Resend" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Resend?" });
  await expect(confirm).toContainText("Send this mail again?");
  await confirm.getByRole("button", { name: "Resend" }).click();
  await expect(page.getByText("Done").first()).toBeVisible();

  // It arrives, and the outbox says sent.
  const mail = await smtp.next(to, { where: (m) => m.headers.subject === subject, timeoutMs: 60_000 });
  expect(mail.text).toContain("It was read at the liturgy.");
  await expect.poll(async () => (await rowOf()).status, { timeout: 30_000 }).toBe("sent");
  await page.reload();
  await page.getByLabel("Search messages").fill(stamp);
  await expect(page.getByRole("article", { name: subject })).toContainText("Sent");
  await admin.close();
  await request.dispose();
});
