import { expect, test, type Page } from "@playwright/test";
import { sessionReady } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";

// Issue 15: the note's thank-you panel stays, and notes are taken as a parish takes them. On a
// real site (DUMMY_PAYMENTS=manual, the default) the donation goes by bank transfer: after
// sending, the form stays on its thank-you panel with the note's summary and the donation
// details, and 'send another' brings the empty form back. Each name field takes one name per
// line, at most 10, and says so under the field. This file starts its own manual-mode server.

test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };

let server: OwnServer | undefined;
test.beforeAll(async ({ playwright }) => {
  server = await startOwnServer(playwright, { DUMMY_PAYMENTS: "manual" });
});
test.afterAll(async () => server?.stop());

const email = (tag: string) => `e2e-note-${tag}-${Date.now().toString(36)}@example.org`;

async function notesPage(page: Page, path = "/ru/notes") {
  await page.goto(`${server!.origin}${path}`);
  await sessionReady(page.context(), SLOW.timeout);
}

for (const device of [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`${device.name}: after sending, the thank-you panel stays with the donation details and the note's summary; 'send another' resets the form`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: device.viewport });
    const page = await context.newPage();
    await notesPage(page);
    const form = page.getByRole("form", { name: "Подать записку" });
    await form.getByRole("combobox", { name: "Тип записки" }).click();
    await page.getByRole("option", { name: "На панихиду" }).click();
    await form.getByLabel("О здравии").fill("Марии\nПетра");
    await form.getByLabel("Об упокоении").fill("Иоанна");
    await form.getByLabel("Эл. почта для квитанции").fill(email(device.name));
    await form.getByRole("button", { name: "Подать записку" }).click();

    const panel = page.getByRole("heading", { name: "Спасибо! Записка принята." });
    await expect(panel).toBeVisible(SLOW);
    // The panel replaces the long form: its heading is scrolled into view and has the focus.
    await expect(panel).toBeInViewport();
    await expect(panel).toBeFocused();
    const summary = page.getByRole("region", { name: "Ваша записка" });
    await expect(summary).toContainText("На панихиду");
    await expect(summary.locator("[data-note-names]")).toHaveText("О здравии:\nМарии\nПетра\n\nОб упокоении:\nИоанна", { useInnerText: true });
    await expect(summary.locator("[data-note-amount]")).toHaveText("100 ₽");
    await expect(page.getByText("Переведите пожертвование по реквизитам прихода")).toBeVisible();
    await expect(page.getByText(/^Номер счёта для назначения платежа: [0-9a-f]{8}$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Оплатить онлайн" })).toHaveCount(0);

    // Nothing else is coming: with every request settled the visitor is still on the panel.
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).pathname).toBe("/ru/notes");
    await expect(panel).toBeVisible();
    await page.screenshot({ path: `/tmp/notes-thanks-${device.name}.png`, fullPage: true });

    // The donation details: the invoice's page with the parish's bank details.
    const details = page.getByRole("link", { name: "Реквизиты для перевода" });
    await expect(details).toHaveAttribute("href", /\/billing\/dummy\/[0-9a-f-]{36}\?token=/);

    await page.getByRole("button", { name: "Подать ещё одну записку" }).click();
    await expect(form).toBeVisible();
    await expect(form.getByLabel("О здравии")).toHaveValue("");
    await expect(form.getByLabel("Об упокоении")).toHaveValue("");
    await expect(form.getByRole("button", { name: "Подать записку" })).toBeDisabled();

    await context.close();
  });
}

test("the donation details link shows the parish's bank details for that invoice", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await notesPage(page);
  const form = page.getByRole("form", { name: "Подать записку" });
  await form.getByRole("combobox", { name: "Тип записки" }).click();
  await page.getByRole("option", { name: "На литургию" }).click();
  await form.getByLabel("Об упокоении").fill("Иоанна");
  await form.getByLabel("Эл. почта для квитанции").fill(email("details"));
  await form.getByRole("button", { name: "Подать записку" }).click();
  const reference = page.getByText(/^Номер счёта для назначения платежа: [0-9a-f]{8}$/);
  await expect(reference).toBeVisible(SLOW);
  const number = (await reference.innerText()).slice(-8);

  await page.getByRole("link", { name: "Реквизиты для перевода" }).click();
  await expect(page.getByRole("heading", { name: "Спасибо, заявка принята" })).toBeVisible(SLOW);
  await expect(page.locator("[data-amount]")).toHaveText("50 ₽");
  await expect(page.getByText(`Номер счёта для назначения платежа: ${number}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Пожертвования на храм" })).toBeVisible();
  await context.close();
});

test("eleven names in a field are refused with the explanation; ten are sent", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const checkouts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/checkout$/.test(new URL(request.url()).pathname)) checkouts.push(request.url());
  });
  await notesPage(page);
  const form = page.getByRole("form", { name: "Подать записку" });
  const health = form.getByLabel("О здравии");
  await expect(health).toHaveAccessibleDescription(/По одному имени на строке, не больше 10 имён/);

  await form.getByRole("combobox", { name: "Тип записки" }).click();
  await page.getByRole("option", { name: "На молебен" }).click();
  const eleven = Array.from({ length: 11 }, (_, i) => `Имя${i + 1}`);
  await health.fill(eleven.join("\n"));
  await form.getByLabel("Эл. почта для квитанции").fill(email("eleven"));
  const explanation = form.getByRole("alert").filter({ hasText: "Здесь 11 имён, а в записке помещается не больше 10" });
  await expect(explanation).toBeVisible();
  await expect(health).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("11 из 10")).toBeVisible();
  await form.screenshot({ path: "/tmp/notes-eleven.png" });
  await form.getByRole("button", { name: "Подать записку" }).click();
  await expect(explanation).toBeVisible();
  await expect(page.getByRole("heading", { name: "Спасибо! Записка принята." })).toHaveCount(0);

  // Ten: sent, and the only checkout the page ever made is this one.
  await health.fill(eleven.slice(0, 10).join("\n"));
  await expect(explanation).toHaveCount(0);
  await expect(form.getByText("10 из 10")).toBeVisible();
  await form.getByRole("button", { name: "Подать записку" }).click();
  await expect(page.getByRole("heading", { name: "Спасибо! Записка принята." })).toBeVisible(SLOW);
  await expect(page.locator("[data-note-names]")).toContainText("Имя10");
  expect(checkouts).toHaveLength(1);
  await context.close();
});

test("a name the server refuses is explained in Russian, not in the API's English", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await notesPage(page);
  const form = page.getByRole("form", { name: "Подать записку" });
  await form.getByRole("combobox", { name: "Тип записки" }).click();
  await page.getByRole("option", { name: "На молебен" }).click();
  // The browser counts names, not their length: the server's check (100 characters) answers.
  await form.getByLabel("О здравии").fill(`Марии\n${"Я".repeat(101)}`);
  await form.getByLabel("Эл. почта для квитанции").fill(email("long"));
  const answer = page.waitForResponse((response) => /\/checkout$/.test(new URL(response.url()).pathname));
  await form.getByRole("button", { name: "Подать записку" }).click();
  const refused = await answer;
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toContain("a name is at most 100 characters");
  await expect(page.getByText("Проверьте введённые данные: Имя — не длиннее 100 знаков, по одному имени в строке")).toBeVisible();
  await expect(page.getByText(/a name is at most/)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Спасибо! Записка принята." })).toHaveCount(0);
  await context.close();
});

test("in English the fields explain the rule and the panel speaks English", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await notesPage(page, "/en/notes");
  const form = page.getByRole("form", { name: "Send a commemoration note" });
  await expect(form.getByLabel("For health")).toHaveAccessibleDescription(/One name per line, at most 10 names/);
  await form.getByRole("combobox", { name: "Note type" }).click();
  await page.getByRole("option", { name: "For a memorial service" }).click();
  await form.getByLabel("For repose").fill(Array.from({ length: 11 }, (_, i) => `Name${i}`).join("\n"));
  await expect(form.getByRole("alert").filter({ hasText: "There are 11 names here; a note takes at most 10." })).toBeVisible();
  await form.getByLabel("For repose").fill("John");
  await form.getByLabel("Email for the receipt").fill(email("en"));
  await form.getByRole("button", { name: "Send the note" }).click();
  await expect(page.getByRole("heading", { name: "Thank you! The note is received." })).toBeVisible(SLOW);
  await expect(page.getByRole("region", { name: "Your note" })).toContainText("For repose:");
  await expect(page.getByRole("link", { name: "Donation details" })).toBeVisible();
  await page.getByRole("button", { name: "Send another note" }).click();
  await expect(form).toBeVisible();
  await context.close();
});

test("in English the empty-names message is English, and after sending the thank-you heading is in view and focused", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await notesPage(page, "/en/notes");
  const form = page.getByRole("form", { name: "Send a commemoration note" });
  await form.getByRole("combobox", { name: "Note type" }).click();
  await page.getByRole("option", { name: "For a memorial service" }).click();
  await form.getByLabel("Email for the receipt").fill(email("en-empty"));

  // Both name fields empty: the button says why, in the page's language, and so does the alert.
  await form.getByRole("button", { name: "Send the note" }).click();
  const message = form.getByRole("button", { name: "Please fill in at least one field" });
  await expect(message).toBeVisible();
  await expect(form.getByRole("alert").filter({ hasText: "Please fill in at least one field" })).toHaveCount(1);
  await expect(form.getByRole("button").filter({ hasText: /[А-Яа-яЁё]/ })).toHaveCount(0);
  await expect(message).toBeHidden({ timeout: 5_000 });

  await form.getByLabel("For health").fill("Mary");
  await form.getByRole("button", { name: "Send the note" }).click();
  const heading = page.getByRole("heading", { name: "Thank you! The note is received." });
  await expect(heading).toBeVisible(SLOW);
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await context.close();
});

test("on a phone the note-type options fit the screen, the long ones wrapped; on a desktop each stays on one line", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await notesPage(page);
  const form = page.getByRole("form", { name: "Подать записку" });
  await form.getByRole("combobox", { name: "Тип записки" }).click();
  const options = page.getByRole("option");
  const liturgy = page.getByRole("option", { name: "На литургию (о здравии или упокоении) — 50 ₽" });
  await expect(liturgy).toBeVisible();
  const width = page.viewportSize()!.width;
  for (const option of await options.all()) {
    const box = (await option.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  // The price at the end of the longest option is readable: the whole option is on the screen.
  await expect(liturgy).toBeInViewport({ ratio: 1 });
  await liturgy.click();
  await expect(form.locator("[data-donation]")).toHaveText("50 ₽");

  // On a desktop the list is as wide as its field and no option needs a second line.
  await page.setViewportSize({ width: 1280, height: 800 });
  const trigger = form.getByRole("combobox", { name: "Тип записки" });
  // Measured before it opens: an open list hides the rest of the page from the accessibility tree.
  const field = (await trigger.boundingBox())!;
  await trigger.click();
  await expect(liturgy).toBeVisible();
  const one = (await options.first().boundingBox())!;
  expect((await liturgy.boundingBox())!.height).toBeLessThanOrEqual(one.height + 1);
  expect(one.width).toBeGreaterThanOrEqual(field.width - 16);
  await context.close();
});
