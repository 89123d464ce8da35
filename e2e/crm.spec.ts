import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { E2E_PORT } from "../playwright.config";
import { api } from "./helpers";

// The contact form of the demo site (seeded on /contacts): a visitor fills it in and sends it,
// and a required field left empty shows its message under the field.

const run = Date.now().toString(36);

async function openContacts(page: Page) {
  await page.goto("/ru/contacts");
  const form = page.getByRole("form", { name: "Напишите нам" });
  await expect(form).toBeVisible();
  // The form sends itself once React has hydrated the page.
  await page.waitForLoadState("networkidle");
  return form;
}

async function requestsWith(marker: string) {
  const request = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const rows = await api<{ payload: Record<string, unknown> }[]>(
    request,
    "GET",
    "/api/crm/requests?limit=100&orderBy[and][0][column]=createdAt&orderBy[and][0][method]=desc",
  );
  await request.dispose();
  return rows.filter((row) => JSON.stringify(row.payload).includes(marker));
}

test("a visitor sends the contact form: toast, empty fields, the request is stored", async ({ page }) => {
  const form = await openContacts(page);
  const name = `Мария ${run}`;
  await form.getByLabel("Ваше имя").fill(name);
  await form.getByLabel("Электронная почта").fill("maria@example.ru");
  await form.getByLabel("Сообщение").fill("Когда можно заказать молебен?");
  await form.getByRole("button", { name: "Отправить" }).click();

  await expect(page.getByText("Форма отправлена")).toBeVisible();
  await expect(form.getByLabel("Ваше имя")).toHaveValue("");
  await expect(form.getByLabel("Сообщение")).toHaveValue("");
  // The whole form below the sticky header, the toast settled.
  await page.evaluate(() => {
    const top = document.querySelector("[data-crm-form]")!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - 140);
  });
  await page.waitForTimeout(500);
  await page.screenshot({ path: "/tmp/crm.png", fullPage: false });

  const stored = await requestsWith(name);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.payload).toMatchObject({ name, email: "maria@example.ru", message: "Когда можно заказать молебен?" });
});

test("a required field left empty shows its error under the field, and nothing is sent", async ({ page }) => {
  const form = await openContacts(page);
  const marker = `без имени ${run}`;
  await form.getByLabel("Электронная почта").fill("not-an-email");
  await form.getByLabel("Сообщение").fill(marker);
  await form.getByRole("button", { name: "Отправить" }).click();

  const nameField = form.getByLabel("Ваше имя");
  await expect(nameField).toHaveAttribute("aria-invalid", "true");
  await expect(nameField).toHaveAccessibleDescription("Заполните это поле");
  await expect(form.getByLabel("Электронная почта")).toHaveAccessibleDescription(/Введите адрес электронной почты/);
  await expect(nameField).toBeFocused();
  await page.screenshot({ path: "/tmp/crm-errors.png", fullPage: false });

  // Filling it in clears the message and sends the form.
  await nameField.fill("Пётр");
  await form.getByLabel("Электронная почта").fill("petr@example.ru");
  await form.getByRole("button", { name: "Отправить" }).click();
  await expect(page.getByText("Форма отправлена")).toBeVisible();
  await expect(form.getByText("Заполните это поле")).toHaveCount(0);
  expect(await requestsWith(marker)).toHaveLength(1);
});

test("the form reads in English on /en/contacts", async ({ page }) => {
  await page.goto("/en/contacts");
  const form = page.getByRole("form", { name: "Write to us" });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Your name")).toBeVisible();
  await expect(form.getByRole("button", { name: "Submit" })).toBeVisible();
});
