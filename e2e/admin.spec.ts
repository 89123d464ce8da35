import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { api, expectOwnLanguage, registrationHeaders, signInBrowser } from "./helpers";

// The generated back office in a real browser, as an administrator: every module's table, the
// add / search / edit / delete cycle, form states and validation, rich text, file upload, and a
// public page built only through the admin's relation tables. A plain user and a visitor are refused.

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const AUTH = "/api/rbac/subjects/authentication/email-and-password";

/** Makes sure an account exists (registers it, or signs in when it does). */
async function ensureAccount(request: APIRequestContext, login: string, password: string): Promise<void> {
  let response = await request.post(`${AUTH}/registration`, { data: { data: { login, password } }, headers: registrationHeaders(login) });
  if (response.status() === 409) response = await request.post(`${AUTH}/authentication`, { data: { data: { login, password } } });
  if (!response.ok()) throw new Error(`sign-in of ${login}: ${response.status()} ${await response.text()}`);
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });
const row = (scope: Page | Locator, name: string | RegExp) => scope.getByRole("article", { name });

async function openTable(page: Page, module: string, entity: string, heading: string) {
  await page.goto(`/en/admin/${module}/${entity}`);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  // Hydrated and loaded: the total shows instead of its skeleton.
  await expect(page.getByText(/^\d+ records?$/).first()).toBeVisible();
}

/**
 * Submits the form of a dialog and waits for the green state (a new record's dialog is retitled 'Edit · ...').
 * A drafts entity's (articles, pages) submit button is 'Publish', and it says 'Published'.
 */
async function submit(scope: Locator, toast: string) {
  const id = await scope.getAttribute("id");
  const same = scope.page().locator(`[role=dialog][id="${id}"]`);
  await same.getByRole("button", { name: /^(Submit|Publish)$/ }).click();
  await expect(same.getByRole("button", { name: /^(Submit|Publish|Loading\.\.\.)$/ })).toHaveAttribute("data-status", "success");
  await expect(scope.page().getByText(new RegExp(`^(${toast}|Published)$`)).first()).toBeVisible();
}

/** Picks a record in an admin-select-input by searching its title. */
async function pick(scope: Locator, field: string, search: string, option: string | RegExp = search) {
  await scope.getByRole("button", { name: new RegExp(`^${field}`) }).click();
  await scope.getByRole("searchbox", { name: /^Search / }).last().fill(search);
  await scope.getByRole("option", { name: option }).first().click();
}

/** Escape closes the topmost dialog; `remaining` are still open below it. */
async function closeDialog(page: Page, remaining = 0) {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(remaining);
}

// The session lives in the server's HttpOnly cookies, so each browser context signs in itself
// (the e2e server raises the sign-in rate limit for that).

// ---------------------------------------------------------------------------------------------

test.describe("as an administrator", () => {
  test.beforeEach(async ({ context }) => {
    await signInBrowser(context, E2E_ADMIN.email, E2E_ADMIN.password);
  });

  /** One entity of every module: its title field, and anything else its form must have. */
  const cases: { module: string; entity: string; heading: string; title: string; fill?: (form: Locator) => Promise<void> }[] = [
    { module: "agent", entity: "widgets", heading: "Widgets", title: "Admin title" },
    { module: "analytic", entity: "widgets", heading: "Widgets", title: "Admin title" },
    {
      module: "billing",
      entity: "currencies",
      heading: "Currencies",
      title: "Admin title",
      fill: async (form) => {
        await form.getByLabel("Slug", { exact: true }).fill(`cur-${stamp}`);
        await form.getByLabel("Symbol", { exact: true }).fill("₽");
        await form.getByRole("switch", { name: "Is default" }).click();
      },
    },
    {
      module: "blog",
      entity: "articles",
      heading: "Articles",
      title: "Admin title",
      fill: async (form) => {
        await form.getByLabel("Title (ru)", { exact: true }).fill("Пасхальное богослужение");
        await form.getByLabel("Title (en)", { exact: true }).fill("Easter service");
        // The slug follows the Russian title (the site's default language); the admin title, typed first, stays.
        await expect(form.getByLabel("Slug", { exact: true })).toHaveValue("paskhalnoe-bogosluzhenie");
        await expect(form.getByLabel("Admin title", { exact: true })).toHaveValue(`E2E articles ${stamp}`);
        const editor = form.getByRole("textbox", { name: "Description (ru)" });
        await editor.click();
        await form.getByRole("combobox", { name: "Block type of Description (ru)" }).selectOption("h2");
        await editor.pressSequentially("Праздник праздников");
        await expect(editor.locator("h2")).toHaveText("Праздник праздников");
      },
    },
    {
      module: "crm",
      entity: "inputs",
      heading: "Inputs",
      title: "Admin title",
      fill: async (form) => {
        await form.getByRole("switch", { name: "Is required" }).click();
        await form.getByLabel("Label (ru)", { exact: true }).fill("Имя");
      },
    },
    {
      module: "ecommerce",
      entity: "products",
      heading: "Products",
      title: "Admin title",
      fill: async (form) => {
        await form.getByRole("combobox", { name: "Type", exact: true }).click();
        await form.page().getByRole("option", { name: "subscription" }).click();
        await form.getByRole("combobox", { name: "Variant" }).click();
        await form.page().getByRole("option", { name: "Note (in the note form)", exact: true }).click();
      },
    },
    {
      module: "file-storage",
      entity: "files",
      heading: "Files",
      title: "Admin title",
      fill: async (form) => {
        const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
        await form.getByLabel("Select file").setInputFiles({ name: "pixel.png", mimeType: "image/png", buffer: png });
        await expect(form.getByRole("img", { name: "Preview" })).toBeVisible();
        await form.getByLabel("Alt (ru)", { exact: true }).fill("Пиксель");
        await form.getByLabel("Alt (en)", { exact: true }).fill("A pixel");
      },
    },
    { module: "host", entity: "layouts", heading: "Layouts", title: "Admin title" },
    { module: "notification", entity: "topics", heading: "Topics", title: "Admin title" },
    {
      module: "rbac",
      entity: "roles",
      heading: "Roles",
      title: "Title",
    },
    { module: "social", entity: "profiles", heading: "Profiles", title: "Admin title" },
    { module: "startup", entity: "categories", heading: "Categories", title: "Admin title" },
    {
      module: "website-builder",
      entity: "buttons",
      heading: "Buttons",
      title: "Admin title",
      fill: async (form) => {
        await form.getByLabel("Url", { exact: true }).fill("/about");
      },
    },
  ];

  for (const c of cases) {
    test(`${c.module}/${c.entity}: add new, find by search, edit, delete`, async ({ page }) => {
      const name = `E2E ${c.entity} ${stamp}`;
      await openTable(page, c.module, c.entity, c.heading);
      await page.getByRole("button", { name: "Add new" }).click();
      const add = dialog(page, new RegExp(`^Add new · ${c.heading}`));
      await expect(add).toBeVisible();
      await add.getByLabel(c.title, { exact: true }).fill(name);
      await c.fill?.(add);
      await submit(add, "Created successfully");
      // Saved, the dialog edits the new record.
      await expect(dialog(page, `Edit · ${name}`)).toBeVisible();
      await closeDialog(page);

      await page.getByLabel(`Search ${c.heading.toLowerCase()}`).fill(stamp.toUpperCase());
      await expect(row(page, name)).toBeVisible();
      await expect(page.getByText("1 record", { exact: true })).toBeVisible();

      await row(page, name).getByRole("button", { name: "Edit" }).click();
      const edit = dialog(page, `Edit · ${name}`);
      await expect(edit.getByLabel(c.title, { exact: true })).toHaveValue(name);
      await edit.getByLabel(c.title, { exact: true }).fill(`${name} edited`);
      await submit(edit, "Updated successfully");
      await closeDialog(page);
      await expect(row(page, `${name} edited`)).toBeVisible();

      await page.getByLabel(`Search ${c.heading.toLowerCase()}`).fill(`${stamp} edited`);
      await expect(row(page, `${name} edited`)).toBeVisible();
      await row(page, `${name} edited`).getByRole("button", { name: "Delete" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete?" });
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(row(page, `${name} edited`)).toBeVisible();
      await row(page, `${name} edited`).getByRole("button", { name: "Delete" }).click();
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Deleted successfully").first()).toBeVisible();
      await expect(page.getByText("No found items.")).toBeVisible();
    });
  }

  test("an article's picture is uploaded from its Files tab's picker, shown there as a thumbnail and on the article's page", async ({ page, request }) => {
    const slug = `e2e-picture-${stamp}`;
    const title = `E2E picture ${stamp}`;
    await api(request, "POST", "/api/blog/articles", { slug, adminTitle: title, title: { en: `Picture ${stamp}`, ru: `Картинка ${stamp}` } });
    await openTable(page, "blog", "articles", "Articles");
    await page.getByLabel("Search articles").fill(stamp.toUpperCase());
    await row(page, title).getByRole("button", { name: "Edit" }).click();
    const outer = dialog(page, `Edit · ${title}`);
    await outer.getByRole("tab", { name: "Articles — Files" }).click();
    await outer.getByRole("button", { name: "Add new" }).click();
    const link = dialog(page, /^Add new · Articles — Files/);

    const name = `dome-${stamp}.png`;
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    await link.getByLabel("Upload a new file").setInputFiles({ name, mimeType: "image/png", buffer: png });
    await expect(page.getByText(`“${name}” uploaded and selected`)).toBeVisible();
    // The new file is picked at once: its thumbnail and name stand in the picker's button.
    const chosen = link.getByRole("button", { name: new RegExp(`^File.*${name}`) });
    await expect(chosen).toBeVisible();
    const [file] = await api<{ id: string; file: string }[]>(request, "GET", `/api/file-storage/files?search=${encodeURIComponent(name)}`);
    expect(file?.file).toMatch(/^\/uploads\//);
    await expect(chosen.locator(`img[src="${file!.file}"]`)).toBeVisible();
    // Every file the picker lists has its thumbnail beside its name.
    await chosen.click();
    await link.getByRole("searchbox", { name: /^Search / }).fill(stamp);
    await expect(link.getByRole("option", { name }).locator(`img[src="${file!.file}"]`)).toBeVisible();
    await link.getByRole("option", { name }).click();
    await submit(link, "Created successfully");
    await closeDialog(page, 1);
    await expect(row(outer, name)).toBeVisible();
    await closeDialog(page);

    await page.goto(`/en/blog/articles/${slug}`);
    const shown = page.locator(`main img[src*="${file!.file.split("/").pop()}"]`).first();
    await expect(shown).toBeVisible();
  });

  test("the form validates in the browser, shows server errors under their fields and its states", async ({ page }) => {
    await openTable(page, "billing", "currencies", "Currencies");
    await page.getByRole("button", { name: "Add new" }).click();
    const add = dialog(page, /^Add new · Currencies/);
    await add.getByLabel("Admin title", { exact: true }).fill("");
    await add.getByLabel("Slug", { exact: true }).fill("Not A Slug");
    await add.getByRole("button", { name: "Submit" }).click();
    await expect(add.getByText("Admin title is required")).toBeVisible();
    await expect(add.getByText("Slug must contain only lowercase letters, digits and hyphens")).toBeVisible();
    await expect(add.getByRole("button", { name: "Submit" })).toHaveAttribute("data-status", "error");
    await expect(add.getByLabel("Slug", { exact: true })).toHaveAttribute("aria-invalid", "true");

    // A slug taken by another record: the server's 409 shows under Slug. The write is slowed
    // down so 'Loading...' can be seen.
    const taken = `taken-${stamp}`;
    await page.request.post("/api/billing/currencies", { headers: { "x-rbac-secret-key": "e2e-secret-key" }, data: { data: { slug: taken } } });
    await page.route("**/api/billing/currencies", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await add.getByLabel("Admin title", { exact: true }).fill(`Duplicate ${stamp}`);
    await add.getByLabel("Slug", { exact: true }).fill(taken);
    await add.getByRole("button", { name: "Submit" }).click();
    const loading = add.getByRole("button", { name: "Loading..." });
    await expect(loading).toBeVisible();
    await expect(loading).toBeDisabled();
    await expect(add.getByText("Slug is already used by another record: change it, for example add -2")).toBeVisible();
    await expect(add.getByRole("button", { name: "Submit" })).toHaveAttribute("data-status", "error");
    await expect(page.getByText(`Slug “${taken}” is already used by another record: change it (for example, add -2) and save again`).first()).toBeVisible();
    // Back to idle after 5000 ms.
    await expect(add.getByRole("button", { name: "Submit" })).toHaveAttribute("data-status", "idle", { timeout: 7000 });

    // Numbers: a cleared input is empty, not 0; focus stays inside the dialog. Escape asks before
    // the unsaved changes are thrown away: 'Keep editing' keeps them, 'Discard' closes.
    await page.keyboard.press("Tab");
    await expect(add.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    const ask = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect(ask).toBeHidden();
    await expect(add.getByLabel("Slug", { exact: true })).toHaveValue(taken);
    await add.getByRole("button", { name: "Close" }).click();
    await ask.getByRole("button", { name: "Discard" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add new" })).toBeFocused();
  });

  test("a form without changes closes at once, and after saving its changes are no longer asked about", async ({ page }) => {
    await api(page.request, "POST", "/api/blog/articles", { adminTitle: `Guard ${stamp}`, description: { ru: JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Текст" }] }] }) } });
    await openTable(page, "blog", "articles", "Articles");
    await page.getByLabel("Search articles").fill(`Guard ${stamp}`);
    await row(page, `Guard ${stamp}`).getByRole("button", { name: "Edit" }).click();
    const edit = dialog(page, `Edit · Guard ${stamp}`);
    await expect(edit.getByRole("textbox", { name: "Description (ru)", exact: true })).toContainText("Текст");
    // Opened and closed untouched (the rich-text editor loaded its document): no question.
    await closeDialog(page);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);

    await row(page, `Guard ${stamp}`).getByRole("button", { name: "Edit" }).click();
    await edit.getByLabel("Admin title", { exact: true }).fill(`Guard ${stamp} renamed`);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("alertdialog", { name: "Discard unsaved changes?" })).toBeVisible();
    await page.getByRole("button", { name: "Keep editing" }).click();
    await submit(edit, "Updated successfully");
    await closeDialog(page);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("an edit made elsewhere after the form opened: the save is refused, names what changed, and offers reload or overwrite", async ({ page }) => {
    const article = await api(page.request, "POST", "/api/blog/articles", { adminTitle: `Clash ${stamp}`, slug: `clash-${stamp}` });
    await openTable(page, "blog", "articles", "Articles");
    await page.getByLabel("Search articles").fill(`Clash ${stamp}`);
    await row(page, `Clash ${stamp}`).getByRole("button", { name: "Edit" }).click();
    const edit = dialog(page, `Edit · Clash ${stamp}`);
    await expect(edit.getByLabel("Slug", { exact: true })).toHaveValue(`clash-${stamp}`);

    // Another admin renames the slug meanwhile; this one changes the title and saves.
    await api(page.request, "PATCH", `/api/blog/articles/${article.id}`, { slug: `clash-theirs-${stamp}` });
    await edit.getByLabel("Admin title", { exact: true }).fill(`Clash ${stamp} mine`);
    await edit.getByRole("button", { name: "Publish", exact: true }).click();
    const notice = edit.getByRole("alert").filter({ hasText: "Someone saved this record after you opened it" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Changed since: Slug");
    expect((await api(page.request, "GET", `/api/blog/articles/${article.id}`)).adminTitle).toBe(`Clash ${stamp}`);

    // Overwrite sends only this form's change: the title is mine, their slug stays.
    await notice.getByRole("button", { name: "Overwrite with mine" }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();
    const saved = await api(page.request, "GET", `/api/blog/articles/${article.id}`);
    expect(saved).toMatchObject({ adminTitle: `Clash ${stamp} mine`, slug: `clash-theirs-${stamp}` });

    // Again, and this time take their version: the form shows it and holds no changes.
    await api(page.request, "PATCH", `/api/blog/articles/${article.id}`, { adminTitle: `Clash ${stamp} theirs` });
    await edit.getByLabel("Slug", { exact: true }).fill(`clash-mine-${stamp}`);
    await edit.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(notice).toContainText("Changed since: Admin title");
    await notice.getByRole("button", { name: "Reload their version" }).click();
    await expect(edit.getByLabel("Admin title", { exact: true })).toHaveValue(`Clash ${stamp} theirs`);
    await expect(edit.getByLabel("Slug", { exact: true })).toHaveValue(`clash-theirs-${stamp}`);
    await closeDialog(page);
    expect((await api(page.request, "GET", `/api/blog/articles/${article.id}`)).slug).toBe(`clash-theirs-${stamp}`);
  });

  test.describe("in a browser on New York time", () => {
    test.use({ timezoneId: "America/New_York" });
    test("datetimes are shown and entered on the site's clock (Europe/Moscow), labelled with it", async ({ page }) => {
      const attribute = await api(page.request, "POST", "/api/ecommerce/attributes", { adminTitle: `Vigil ${stamp}`, datetime: "2026-12-05T15:00:00.000Z" });
      await openTable(page, "ecommerce", "attributes", "Attributes");
      await page.getByLabel("Search attributes").fill(`Vigil ${stamp}`);
      await row(page, `Vigil ${stamp}`).getByRole("button", { name: "Edit" }).click();
      const edit = dialog(page, `Edit · Vigil ${stamp}`);
      const when = edit.getByLabel("Datetime", { exact: true });
      await expect(when).toHaveValue("2026-12-05T18:00");
      await expect(edit.getByText("Europe/Moscow", { exact: true })).toBeVisible();
      await when.fill("2026-12-05T19:30");
      await submit(edit, "Updated successfully");
      expect((await api(page.request, "GET", `/api/ecommerce/attributes/${attribute.id}`)).datetime).toBe("2026-12-05T16:30:00.000Z");
    });
  });

  test("rich text: TipTap with a copy button; text that is not rich-text JSON falls back to a textarea", async ({ page }) => {
    const article = await api(page.request, "POST", "/api/blog/articles", { adminTitle: `Rich ${stamp}`, description: { ru: "{not json at all" } });
    await openTable(page, "blog", "articles", "Articles");
    await page.getByLabel("Search articles").fill(`Rich ${stamp}`);
    await row(page, `Rich ${stamp}`).getByRole("button", { name: "Edit" }).click();
    const edit = dialog(page, `Edit · Rich ${stamp}`);
    const plain = edit.getByRole("textbox", { name: "Description (ru)", exact: true });
    await expect(plain).toHaveValue("{not json at all");
    await expect(edit.getByText("Plain text (not a rich-text document).")).toBeVisible();

    const editor = edit.getByRole("textbox", { name: "Description (en)", exact: true });
    await editor.click();
    await editor.pressSequentially("Bank details: ");
    await edit.getByRole("button", { name: "Bold" }).last().click();
    await editor.pressSequentially("card");
    await edit.getByRole("button", { name: "Insert copy button" }).last().click();
    await edit.getByLabel("Text to copy").fill("4000 0000 0000 0002");
    await edit.getByLabel("Button label").fill("Copy card");
    await edit.getByRole("button", { name: "Insert", exact: true }).click();
    await expect(editor.locator("[data-copy-button]")).toHaveText("⧉ Copy card");
    await submit(edit, "Updated successfully");

    const saved = await api(page.request, "GET", `/api/blog/articles/${article.id}`);
    expect(saved.description.ru).toBe("{not json at all");
    const doc = JSON.parse(saved.description.en);
    expect(doc.type).toBe("doc");
    expect(JSON.stringify(doc)).toContain('"type":"bold"');
    expect(JSON.stringify(doc)).toContain('"type":"copyButton","attrs":{"text":"4000 0000 0000 0002","label":"Copy card"}');
    await closeDialog(page);
  });

  test("tables page, sort, hide and show", async ({ page }) => {
    await openTable(page, "host", "pages", "Pages");
    const total = Number((await page.getByText(/^\d+ records$/).textContent())!.split(" ")[0]);
    expect(total).toBeGreaterThan(10);
    await page.getByRole("combobox", { name: "Rows per page" }).click();
    await page.getByRole("option", { name: "10 per page" }).click();
    await expect(page.getByRole("article")).toHaveCount(10);
    await expect(page.getByText(`Page 1 of ${Math.ceil(total / 10)}`)).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Page 2 of ${Math.ceil(total / 10)}`)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(Math.min(10, total - 10));

    await page.getByRole("combobox", { name: "Sort by" }).click();
    await page.getByRole("option", { name: "Url", exact: true }).click();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Url");
    await page.getByRole("button", { name: /sort ascending/ }).click();
    await expect(page.getByText("Page 1 of")).toBeVisible();
    await expect(page.getByRole("article").first()).toHaveAccessibleName("Главная"); // its url is '/' 

    await page.getByRole("button", { name: "Hide pages" }).click();
    await expect(page.getByRole("article")).toHaveCount(0);
    await page.getByRole("button", { name: "Show pages" }).click();
    await expect(page.getByRole("article")).toHaveCount(10);

    await page.getByRole("button", { name: "Hide models" }).click();
    await expect(page.getByRole("navigation", { name: "Models" })).toBeHidden();
    await page.getByRole("button", { name: "Show models" }).click();
    await expect(page.getByRole("navigation", { name: "Models" }).getByRole("link", { name: "Pages", exact: true })).toBeVisible();
  });

  test("far pages by number or 'Go to page'; page, size, sort and search live in the url, so Back and a bookmark return to them", async ({ page }) => {
    await openTable(page, "host", "pages", "Pages");
    const total = Number((await page.getByText(/^\d+ records$/).textContent())!.split(" ")[0]);
    const pages = Math.ceil(total / 10);
    expect(pages).toBeGreaterThan(2);
    await page.getByRole("combobox", { name: "Rows per page" }).click();
    await page.getByRole("option", { name: "10 per page" }).click();
    await expect(page).toHaveURL(/[?&]size=10\b/);

    await page.getByRole("button", { name: "Pages page 2", exact: true }).click();
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Pages page 2", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveURL(/[?&]page=2\b/);
    // Page 1's rows stay on screen (dimmed, busy) until page 2's arrive: read the page once loaded.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const second = (await page.getByRole("article").first().getByRole("heading").textContent())!;

    await page.getByRole("spinbutton", { name: /^Go to page/ }).fill(String(pages));
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await expect(page.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(total - (pages - 1) * 10);

    // Back: the second page again, the same records.
    await page.goBack();
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(page.getByRole("article").first().getByRole("heading")).toHaveText(second);

    // A bookmark of a sorted, searched list opens as it was.
    await page.getByRole("combobox", { name: "Sort by" }).click();
    await page.getByRole("option", { name: "Url", exact: true }).click();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Url");
    await page.getByRole("button", { name: /sort ascending/ }).click();
    await page.getByLabel("Search pages").fill("calendar");
    await expect(page).toHaveURL(/[?&]q=calendar\b/);
    await expect(page).toHaveURL(/[?&]sort=url\.asc\b/);
    const bookmark = page.url();
    await page.goto("/en/admin");
    await page.goto(bookmark);
    await expect(page.getByLabel("Search pages")).toHaveValue("calendar");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Url");
    await expect(page.getByRole("article").first()).toHaveAccessibleName("Церковный календарь");
  });

  test("the open record and the deleted view live in the url: a reload keeps them, Back closes them, and the address opens them for a colleague", async ({ page, context, request }) => {
    const title = `E2E open record ${stamp}`;
    const created = await api<{ id: string }>(request, "POST", "/api/blog/articles", { slug: `e2e-open-${stamp}`, adminTitle: title, title: { en: `Open ${stamp}` } });
    await openTable(page, "blog", "articles", "Articles");
    await page.getByLabel("Search articles").fill(stamp.toUpperCase());
    await row(page, title).getByRole("button", { name: "Edit" }).click();
    await expect(dialog(page, `Edit · ${title}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]record=${created.id}`));

    await page.reload();
    const edit = dialog(page, `Edit · ${title}`);
    await expect(edit.getByLabel("Admin title", { exact: true })).toHaveValue(title);
    // Closed where it was opened from the address: the list stays, without the record.
    await closeDialog(page);
    await expect(page).not.toHaveURL(/record=/);
    await expect(row(page, title)).toBeVisible();

    // Opened by a click, Back closes it and leaves the list as it was.
    await row(page, title).getByRole("button", { name: "Edit" }).click();
    await expect(dialog(page, `Edit · ${title}`)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/admin\/blog\/articles\?q=/);
    await expect(row(page, title)).toBeVisible();

    // With changes in its form, Back asks first: Keep editing keeps them, Discard lets Back go.
    await row(page, title).getByRole("button", { name: "Edit" }).click();
    const editing = dialog(page, `Edit · ${title}`);
    await editing.getByLabel("Admin title", { exact: true }).fill(`${title} changed`);
    await page.goBack();
    const ask = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect(editing.getByLabel("Admin title", { exact: true })).toHaveValue(`${title} changed`);
    await expect(page).toHaveURL(new RegExp(`[?&]record=${created.id}`));
    await page.goBack();
    await ask.getByRole("button", { name: "Discard" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).not.toHaveURL(/record=/);

    // A colleague's tab: the address alone opens the record, though the list's first page does not show it.
    const colleague = await context.newPage();
    await colleague.goto(`/en/admin/blog/articles?record=${created.id}`);
    await expect(dialog(colleague, `Edit · ${title}`).getByLabel("Admin title", { exact: true })).toHaveValue(title);
    await colleague.goto("/en/admin/blog/articles?record=00000000-0000-4000-8000-000000000000");
    await expect(colleague.getByRole("dialog").getByRole("alert")).toHaveText(/^There is no record 00000000-0000-4000-8000-000000000000/);

    // The deleted records' view: kept through a reload, left by Back.
    await colleague.goto("/en/admin/blog/articles");
    await colleague.getByRole("button", { name: "Deleted", exact: true }).click();
    await expect(colleague.getByRole("heading", { level: 1, name: "Deleted articles" })).toBeVisible();
    await expect(colleague).toHaveURL(/[?&]view=deleted\b/);
    await colleague.reload();
    await expect(colleague.getByRole("heading", { level: 1, name: "Deleted articles" })).toBeVisible();
    await colleague.goBack();
    await expect(colleague.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible();
  });

  test("builds a public page from the admin: page, layout, host widget, widget, slider and slides", async ({ page }) => {
    test.setTimeout(180_000);
    const slides = [`Первый слайд ${stamp}`, `Второй слайд ${stamp}`];
    const url = `/e2e-admin-${stamp}`;

    // Two slides.
    await openTable(page, "website-builder", "slides", "Slides");
    for (const [index, title] of slides.entries()) {
      await page.getByRole("button", { name: "Add new" }).click();
      const add = dialog(page, /^Add new · Slides/);
      await add.getByLabel("Admin title", { exact: true }).fill(`E2E slide ${index + 1} ${stamp}`);
      await add.getByLabel("Title (ru)", { exact: true }).fill(title);
      await add.getByLabel("Title (en)", { exact: true }).fill(`Slide ${index + 1}`);
      await submit(add, "Created successfully");
      await closeDialog(page);
    }

    // A slider holding both, through its 'Sliders — Slides' relation table; then reordered.
    await openTable(page, "website-builder", "sliders", "Sliders");
    await page.getByRole("button", { name: "Add new" }).click();
    let outer = dialog(page, /^Add new · Sliders/);
    await outer.getByLabel("Admin title", { exact: true }).fill(`E2E slider ${stamp}`);
    await outer.getByLabel("Title (ru)", { exact: true }).fill(`Слайдер ${stamp}`);
    await submit(outer, "Created successfully");
    outer = dialog(page, `Edit · E2E slider ${stamp}`);
    await outer.getByRole("tab", { name: "Sliders — Slides" }).click();
    for (const index of [1, 2]) {
      await outer.getByRole("button", { name: "Add new" }).click();
      const link = dialog(page, /^Add new · Sliders — Slides/);
      await expect(link.getByText("this slider")).toBeVisible();
      await pick(link, "Slide id", `E2E slide ${index} ${stamp}`);
      await submit(link, "Created successfully");
      await closeDialog(page, 1);
      await expect(row(outer, `E2E slide ${index} ${stamp}`)).toBeVisible();
    }
    const linked = outer.getByRole("article");
    await expect(linked.nth(0)).toHaveAccessibleName(`E2E slide 1 ${stamp}`);
    await outer.getByRole("button", { name: `Move E2E slide 2 ${stamp} up` }).click();
    await expect(linked.nth(0)).toHaveAccessibleName(`E2E slide 2 ${stamp}`);
    await expect(linked.nth(1)).toHaveAccessibleName(`E2E slide 1 ${stamp}`);
    await closeDialog(page);

    // A website-builder widget showing the slider.
    await openTable(page, "website-builder", "widgets", "Widgets");
    await page.getByRole("button", { name: "Add new" }).click();
    outer = dialog(page, /^Add new · Widgets/);
    await outer.getByLabel("Admin title", { exact: true }).fill(`E2E wb widget ${stamp}`);
    await submit(outer, "Created successfully");
    outer = dialog(page, `Edit · E2E wb widget ${stamp}`);
    await outer.getByRole("tab", { name: "Widgets — Sliders" }).click();
    await outer.getByRole("button", { name: "Add new" }).click();
    let link = dialog(page, /^Add new · Widgets — Sliders/);
    await pick(link, "Slider id", `E2E slider ${stamp}`);
    await submit(link, "Created successfully");
    await closeDialog(page, 1);
    await expect(row(outer, `E2E slider ${stamp}`)).toBeVisible();
    await closeDialog(page);

    // A host widget pointing at it; choosing externalModule switches the external widget picker.
    await openTable(page, "host", "widgets", "Widgets");
    await page.getByRole("button", { name: "Add new" }).click();
    outer = dialog(page, /^Add new · Widgets/);
    await outer.getByLabel("Admin title", { exact: true }).fill(`E2E host widget ${stamp}`);
    await submit(outer, "Created successfully");
    outer = dialog(page, `Edit · E2E host widget ${stamp}`);
    await outer.getByRole("tab", { name: "Widgets to external widgets" }).click();
    await outer.getByRole("button", { name: "Add new" }).click();
    link = dialog(page, /^Add new · Widgets to external widgets/);
    await link.getByRole("combobox", { name: "External module" }).click();
    await page.getByRole("option", { name: "Blog", exact: true }).click();
    await link.getByRole("button", { name: /^External widget id/ }).click();
    await link.getByRole("searchbox", { name: /^Search / }).fill("home-news");
    await expect(link.getByRole("option", { name: /home-news/ })).toBeVisible();
    await link.getByRole("searchbox", { name: /^Search / }).fill(`E2E wb widget ${stamp}`);
    await expect(link.getByText("No found items.")).toBeVisible();
    await page.keyboard.press("Escape"); // closes the list, not the dialog
    await expect(link).toBeVisible();
    await link.getByRole("combobox", { name: "External module" }).click();
    await page.getByRole("option", { name: "Website builder", exact: true }).click();
    await pick(link, "External widget id", `E2E wb widget ${stamp}`);
    await submit(link, "Created successfully");
    await closeDialog(page, 1);
    await expect(row(outer, `E2E wb widget ${stamp}`)).toBeVisible();
    await closeDialog(page);

    // A layout, and the page linking the layout and the host widget.
    await openTable(page, "host", "layouts", "Layouts");
    await page.getByRole("button", { name: "Add new" }).click();
    outer = dialog(page, /^Add new · Layouts/);
    await outer.getByLabel("Admin title", { exact: true }).fill(`E2E layout ${stamp}`);
    await submit(outer, "Created successfully");
    await closeDialog(page);

    await openTable(page, "host", "pages", "Pages");
    await page.getByRole("button", { name: "Add new" }).click();
    outer = dialog(page, /^Add new · Pages/);
    await outer.getByLabel("Admin title", { exact: true }).fill(`E2E page ${stamp}`);
    await outer.getByLabel("Title", { exact: true }).fill(`Страница ${stamp}`);
    await outer.getByLabel("Url", { exact: true }).fill(url);
    await outer.getByLabel("Language", { exact: true }).fill("ru");
    await submit(outer, "Created successfully");
    outer = dialog(page, `Edit · E2E page ${stamp}`);
    await outer.getByRole("tab", { name: "Pages — Layouts" }).click();
    await outer.getByRole("button", { name: "Add new" }).click();
    link = dialog(page, /^Add new · Pages — Layouts/);
    await pick(link, "Layout id", `E2E layout ${stamp}`);
    await submit(link, "Created successfully");
    await closeDialog(page, 1);
    await outer.getByRole("tab", { name: "Pages — Widgets" }).click();
    await outer.getByRole("button", { name: "Add new" }).click();
    link = dialog(page, /^Add new · Pages — Widgets/);
    await pick(link, "Widget id", `E2E host widget ${stamp}`);
    await submit(link, "Created successfully");
    await closeDialog(page, 1);
    await expect(row(outer, `E2E host widget ${stamp}`)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: "/tmp/admin-desktop-relations.png" });
    await closeDialog(page);

    // The public site shows it, the reordered slide first.
    await page.goto(`/ru${url}`);
    const carousel = page.getByRole("region", { name: `Слайдер ${stamp}` });
    await expect(carousel).toBeVisible();
    await expect(carousel.getByText(slides[1]!, { exact: true })).toBeInViewport();
    await expect(carousel.getByText(slides[0]!, { exact: true })).not.toBeInViewport();
    await page.screenshot({ path: "/tmp/admin-built-page.png" });

    // Removing the slide link from the slider takes it off the page.
    await openTable(page, "website-builder", "sliders", "Sliders");
    await page.getByLabel("Search sliders").fill(`E2E slider ${stamp}`);
    await row(page, `E2E slider ${stamp}`).getByRole("button", { name: "Edit" }).click();
    outer = dialog(page, `Edit · E2E slider ${stamp}`);
    await outer.getByRole("tab", { name: "Sliders — Slides" }).click();
    await row(outer, `E2E slide 2 ${stamp}`).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog", { name: "Delete?" }).getByRole("button", { name: "Delete" }).click();
    await expect(row(outer, `E2E slide 2 ${stamp}`)).toBeHidden();
    await closeDialog(page);
    await page.goto(`/ru${url}`);
    await expect(page.getByRole("region", { name: `Слайдер ${stamp}` }).getByText(slides[0]!, { exact: true })).toBeInViewport();
    await expect(page.getByText(slides[1]!, { exact: true })).toHaveCount(0);
  });

  test("screenshots at desktop and phone widths", async ({ page }) => {
    for (const [width, height, name] of [
      [1280, 900, "desktop"],
      [390, 844, "phone"],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto("/en/admin");
      await expect(page.getByRole("navigation", { name: "Models" })).toBeVisible();
      await page.screenshot({ path: `/tmp/admin-${name}-home.png` });
      await openTable(page, "blog", "articles", "Articles");
      await expect(page.getByRole("article").first()).toBeVisible();
      await page.screenshot({ path: `/tmp/admin-${name}-table.png` });
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole("article").first().getByRole("button", { name: "Edit" }).click();
      const edit = page.getByRole("dialog");
      await expect(edit.getByRole("textbox", { name: "Description (ru)", exact: true })).toBeVisible();
      const box = await edit.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(height * 0.8 + 1);
      await page.screenshot({ path: `/tmp/admin-${name}-edit.png` });
      await edit.getByRole("tab").first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/admin-${name}-edit-relations.png` });
      await page.keyboard.press("Escape");
    }
  });
});

test.describe("in Russian", () => {
  // /admin speaks the site's default language (the cathedral's Russian): its chrome, the names of
  // modules, entities, fields and values, the modules' screens and the sign-in gate.
  test("a visitor's sign-in screen is Russian", async ({ page }) => {
    await page.goto("/admin/blog/articles");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("heading", { name: "Вход" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Войти" })).toBeVisible();
    await expectOwnLanguage(page, "ru", "admin sign-in");
  });

  test("an administrator's lists, forms, filters and screens are Russian", async ({ page, context }) => {
    await signInBrowser(context, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/admin");
    await expect(page).toHaveTitle("Панель управления · Sobor");
    const nav = page.getByRole("navigation", { name: "Разделы" });
    await expect(nav.getByRole("heading", { name: "Блог" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Управление сайтом" })).toBeVisible();
    await expectOwnLanguage(page, "ru", "admin home");
    // The everyday tasks head the menu as well as the start page, so they are one click from any screen.
    const everyday = nav.getByRole("list", { name: "Каждый день" });
    await expect(everyday.getByRole("link")).toHaveText(["Расписание", "Новости и статьи", "Записки и заказы", "Заявки", "Страницы сайта", "Письма"]);
    await everyday.getByRole("link", { name: "Записки и заказы" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Заказы" })).toBeVisible();
    await expect(everyday.getByRole("link", { name: "Записки и заказы" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Статьи", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/articles$/);
    await expect(page.getByRole("heading", { level: 1, name: "Статьи" })).toBeVisible();
    await expect(page.getByText(/^\d+ (запись|записи|записей)$/).first()).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectOwnLanguage(page, "ru", "articles list");
    await page.getByRole("button", { name: "Удалённые" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Удалённые: Статьи" })).toBeVisible();
    await expect(page.getByText("Загрузка…")).toHaveCount(0);
    await expectOwnLanguage(page, "ru", "deleted articles");
    await page.getByRole("button", { name: "Назад к списку" }).click();

    await page.getByRole("article").first().getByRole("button", { name: "Изменить" }).click();
    const edit = page.getByRole("dialog");
    await expect(edit.getByText("Название в админке", { exact: true })).toBeVisible();
    await expect(edit.getByRole("button", { name: "Опубликовать" })).toBeVisible();
    // The variant reads as its name ('История: фото рядом с текстом'), not its code ('smolny-history').
    await expect(edit.getByRole("combobox", { name: "Вариант", exact: true })).toHaveText(/[А-Яа-яЁё]/);
    await expectOwnLanguage(page, "ru", "article form");
    await edit.getByRole("tab", { name: "История" }).click();
    await expect(edit.getByRole("list", { name: "Версии" }).or(edit.getByText(/^Версий пока нет/))).toBeVisible();
    await expect(edit.getByText("Загрузка…")).toHaveCount(0);
    await expectOwnLanguage(page, "ru", "article history");
    await edit.getByRole("tab", { name: "Запись" }).click();
    // A required field left empty says so in Russian, under the field.
    await edit.getByRole("textbox", { name: /^Название в админке/ }).fill("");
    await edit.getByRole("button", { name: "Опубликовать" }).click();
    await expect(edit.getByText("Обязательное поле").first()).toBeVisible();
    await expectOwnLanguage(page, "ru", "article form with an error");
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog").getByRole("button", { name: "Не сохранять" }).click();
    // A new record starts with a generated title in Russian words ('Тихая гавань рассвета'); its slug stays Latin.
    await page.getByRole("button", { name: "Добавить" }).click();
    const added = page.getByRole("dialog");
    await expect(added.getByRole("textbox", { name: /^Название в админке/ })).toHaveValue(/^[А-ЯЁ][а-яё]+ [а-яё]+ [а-яё]+$/);
    await expect(added.getByRole("textbox", { name: /^Слаг/ })).toHaveValue(/^[a-z]+-[a-z]+-[a-z]+-[0-9a-z]{4}$/);
    await page.keyboard.press("Escape");
    await expect(added).toHaveCount(0);

    // Enum values are named: the orders' status filter offers 'Оплачен', not 'paid'.
    await page.goto("/admin/ecommerce/orders");
    await page.getByRole("combobox", { name: "Фильтр: Статус" }).click();
    await expect(page.getByRole("option", { name: "Оплачен" })).toBeVisible();
    await expectOwnLanguage(page, "ru", "orders status filter");
    await page.getByRole("option", { name: "Оплачен" }).click();
    await expect(page).toHaveURL(/[?&]status=paid\b/);

    // Each screen is checked once what loads after it is there: the charts' legend, the mail preview with its sample values.
    const ready: Record<string, () => Promise<void>> = {
      "/admin/analytic/dashboard": () => expect(page.getByRole("listitem").filter({ hasText: /^Просмотры$/ }).first()).toBeVisible(),
      "/admin/notification/template-editor": () => expect(page.getByTestId("preview-subject")).toHaveText("Заказ № 1042: передан в доставку"),
    };
    for (const [path, heading] of [
      ["/admin/analytic/dashboard", "Аналитика"],
      ["/admin/audit/log", "Журнал действий"],
      ["/admin/rbac/invite", "Пригласить человека"],
      ["/admin/notification/template-editor", "Редактор писем"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText("Загрузка…")).toHaveCount(0);
      await ready[path]?.();
      await expectOwnLanguage(page, "ru", path);
    }

    // The same admin in English at /en/admin.
    await page.goto("/en/admin");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Back office" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Models" }).getByRole("link", { name: "Articles", exact: true })).toBeVisible();
    await expectOwnLanguage(page, "en", "English admin home");
    // The mail editor opens on the Russian template: its preview is Russian content, marked so, in an English screen.
    await page.goto("/en/admin/notification/template-editor");
    await expect(page.getByTestId("preview-subject")).toHaveText("Заказ № 1042: передан в доставку");
    await expect(page.getByTestId("preview-subject")).toHaveAttribute("lang", "ru");
    await expectOwnLanguage(page, "en", "English mail editor");
    await page.getByRole("button", { name: "EN" }).click();
    await expect(page.getByTestId("preview-subject")).toHaveText("Order 1042: on its way");
    await expectOwnLanguage(page, "en", "English mail editor, English template");
  });
});

test.describe("refused", () => {
  test("a visitor gets the sign-in screen, and can sign in there", async ({ page, request }) => {
    await ensureAccount(request, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/en/admin/blog/articles");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "All ways to sign in" })).toHaveAttribute("href", /\/rbac\/subject\/authentication\/select-method$/);
    await expect(page.getByRole("navigation", { name: "Models" })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "/tmp/admin-phone-sign-in.png" });

    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid credentials" })).toBeVisible();
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  test("a plain user sees 'Not authorized', and the API refuses them", async ({ page, context }) => {
    await signInBrowser(context, `user-${stamp}@e2e.test`, "user-password-1");
    await page.goto("/en/admin");
    await expect(page.getByRole("heading", { name: "Not authorized" })).toBeVisible();
    await expect(page.getByText(`user-${stamp}@e2e.test`)).toBeVisible();
    const answer = await page.request.get("/api/admin/entities");
    expect(answer.status()).toBe(403);
    const write = await page.request.post("/api/blog/articles", { data: { data: {} } });
    expect(write.status()).toBe(403);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: "/tmp/admin-desktop-not-authorized.png" });
  });

  test("an unknown language prefix is not the admin", async ({ page }) => {
    const response = await page.goto("/xx/admin");
    expect(response?.status()).toBe(404);
    // The site's 404 screen, not React Router's built-in one ("404 Internal Server Error").
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Страница не найдена · Page not found")).toBeVisible();
    await expect(page.getByRole("link", { name: "На главную · Home" })).toHaveAttribute("href", "/");
    await expect(page.getByText("Internal Server Error")).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveCount(0);
  });
});
