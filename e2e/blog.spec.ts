import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_PORT, E2E_SECRET } from "../playwright.config";
import { api } from "./helpers";

// The blog's public widgets in a real browser: a list page, the article and category templates,
// navigation by clicking in ru and en, and private content as a visitor.

const run = Date.now().toString(36);
const slug = (name: string) => `e2e-${name}-${run}`;
const LIST_URL = `/e2e-blog-${run}`;
const PRIVATE_URL = `/e2e-private-${run}/[blog.articles.slug]`;
const GALLERY_URL = `/e2e-gallery-${run}`;
const PRODUCTS_URL = `/e2e-products-${run}/[blog.articles.slug]`;

const articles = {
  feast: { slug: slug("feast"), title: { ru: "Престольный праздник", en: "The patronal feast" }, subtitle: { ru: "Как прошёл праздник в этом году", en: "How this year's feast went" }, image: "images/article-candle.svg" },
  bells: { slug: slug("bells"), title: { ru: "Колокола собора" }, subtitle: { ru: "1894 год" }, image: "images/article-bells.svg", variant: "smolny-history" },
  choir: { slug: slug("choir"), title: { ru: "Хор и его регенты", en: "The choir and its directors" }, subtitle: { ru: "XX век", en: "20th century" }, image: "images/article-choir.svg", variant: "smolny-history-wide" },
};
const category = { slug: slug("chronicle"), title: { ru: "Летопись", en: "Chronicle" }, subtitle: { ru: "События и люди прихода", en: "Events and people of the parish" } };

const paragraph = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

async function pageByUrl(request: APIRequestContext, url: string): Promise<{ id: string } | undefined> {
  const rows = await api<{ id: string }[]>(request, "GET", `/api/host/pages?filters[and][0][column]=url&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(url)}`);
  return rows[0];
}

/** A page at `url` showing one new blog widget; a template the site already has is kept as it is. */
async function ensurePage(request: APIRequestContext, url: string, variant: string, widget: Record<string, unknown> = {}) {
  const existing = await pageByUrl(request, url);
  if (existing) return { page: existing, blogWidget: undefined };
  const page = await api(request, "POST", "/api/host/pages", { url, title: url });
  const blogWidget = await addBlogWidget(request, page.id, variant, widget);
  return { page, blogWidget };
}

async function addBlogWidget(request: APIRequestContext, pageId: string, variant: string, widget: Record<string, unknown> = {}) {
  const blogWidget = await api(request, "POST", "/api/blog/widgets", { variant, ...widget });
  const hostWidget = await api(request, "POST", "/api/host/widgets", {});
  await api(request, "POST", "/api/host/pages-to-widgets", { pageId, widgetId: hostWidget.id, orderIndex: 100 });
  await api(request, "POST", "/api/host/widgets-to-external-widgets", { widgetId: hostWidget.id, externalModule: "blog", externalWidgetId: blogWidget.id });
  return blogWidget;
}

async function withImage(request: APIRequestContext, relation: string, key: string, id: string, file: string) {
  const row = await api(request, "POST", "/api/file-storage/files", { file, width: 800, height: 500, alt: {} });
  await api(request, "POST", `/api/blog/${relation}`, { [key]: id, fileStorageModuleFileId: row.id });
}

let privateWidgetTitle = "";

test.beforeAll(async () => {
  const request = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  await ensurePage(request, "/blog/articles/[blog.articles.slug]", "article-overview-default");
  await ensurePage(request, "/blog/categories/[blog.categories.slug]", "category-overview-default");

  const chronicle = await api(request, "POST", "/api/blog/categories", { ...category, description: { ru: paragraph("Рубрика о жизни прихода."), en: paragraph("A section about parish life.") } });
  await withImage(request, "categories-to-file-storage-module-files", "categoryId", chronicle.id, "images/hero-evening.svg");
  const ids: string[] = [];
  for (const a of Object.values(articles)) {
    const row = await api(request, "POST", "/api/blog/articles", {
      slug: a.slug,
      title: a.title,
      subtitle: a.subtitle,
      variant: "variant" in a ? a.variant : "default",
      description: { ru: paragraph(`${a.title.ru}: текст статьи о жизни собора, его истории и людях.`) },
    });
    await withImage(request, "articles-to-file-storage-module-files", "articleId", row.id, a.image);
    await api(request, "POST", "/api/blog/categories-to-articles", { categoryId: chronicle.id, articleId: row.id, orderIndex: ids.length });
    ids.push(row.id);
  }

  // The list page: all three articles, then the category as a card with 'More'.
  const list = await api(request, "POST", "/api/host/pages", { url: LIST_URL, title: "E2E blog" });
  const listWidget = await addBlogWidget(request, list.id, "article-list-default", { title: { ru: "Летопись собора", en: "Cathedral chronicle" }, subtitle: { ru: "Статьи о жизни прихода" } });
  for (const [i, id] of ids.entries()) await api(request, "POST", "/api/blog/widgets-to-articles", { widgetId: listWidget.id, articleId: id, orderIndex: i });
  const categories = await addBlogWidget(request, list.id, "category-list-default", { title: { ru: "Рубрики", en: "Sections" } });
  await api(request, "POST", "/api/blog/widgets-to-categories", { widgetId: categories.id, categoryId: chronicle.id });

  // Private content: an article page whose widget shows the article's private widgets.
  await ensurePage(request, PRIVATE_URL, "article-overview-with-private-content-default");
  privateWidgetTitle = `Для прихожан ${run}`;
  const privateWidget = await api(request, "POST", "/api/website-builder/widgets", { title: { ru: privateWidgetTitle }, description: { ru: paragraph("Расписание занятий воскресной школы.") } });
  await api(request, "POST", "/api/blog/articles-to-website-builder-module-widgets", { articleId: ids[0], websiteBuilderModuleWidgetId: privateWidget.id });

  // Every other widget variant on one page, and the product-list overview.
  const psalter = await api(request, "POST", "/api/blog/articles", { slug: slug("psalter"), title: { ru: "Чтение Псалтири" }, subtitle: { ru: "Каждый вечер" } });
  await withImage(request, "articles-to-file-storage-module-files", "articleId", psalter.id, "images/article-book.svg");
  const gallery = await api(request, "POST", "/api/host/pages", { url: GALLERY_URL, title: "E2E blog variants" });
  const linkArticles = async (widgetId: string, list: string[]) => {
    for (const [i, id] of list.entries()) await api(request, "POST", "/api/blog/widgets-to-articles", { widgetId, articleId: id, orderIndex: i });
  };
  const buttons = await addBlogWidget(request, gallery.id, "category-list-button-default");
  await api(request, "POST", "/api/blog/widgets-to-categories", { widgetId: buttons.id, categoryId: chronicle.id });
  const row = await addBlogWidget(request, gallery.id, "article-list-row", { title: { ru: "Новости прихода (ряд)" } });
  await linkArticles(row.id, [psalter.id, ids[0]!, ids[1]!, ids[2]!]);
  const historyList = await addBlogWidget(request, gallery.id, "article-list-smolny-history", { title: { ru: "Из истории" } });
  await linkArticles(historyList.id, [ids[1]!, ids[2]!, psalter.id]);
  const column = await addBlogWidget(request, gallery.id, "article-list-smolny-history-column", { title: { ru: "Хроника (колонка)" } });
  await linkArticles(column.id, [ids[1]!, ids[0]!]);
  const general = await addBlogWidget(request, gallery.id, "default", { title: { ru: "Общий виджет" } });
  await linkArticles(general.id, [ids[0]!]);
  await api(request, "POST", "/api/blog/widgets-to-categories", { widgetId: general.id, categoryId: chronicle.id });

  await ensurePage(request, PRODUCTS_URL, "article-overview-ecommerce-module-product-list-default");
  const product = await api(request, "POST", "/api/ecommerce/products", { slug: slug("candle"), title: { ru: "Свеча восковая", en: "Beeswax candle" } });
  await api(request, "POST", "/api/blog/articles-to-ecommerce-module-products", { articleId: ids[0], ecommerceModuleProductId: product.id });
  await request.dispose();
});

/** A full-page screenshot once the lazy images below the fold have loaded. */
async function shot(page: Page, name: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
    await Promise.all([...document.images].map((img) => (img.complete ? undefined : new Promise((resolve) => { img.addEventListener("load", resolve, { once: true }); img.addEventListener("error", resolve, { once: true }); }))));
  });
  await page.screenshot({ path: `/tmp/blog-${name}.png`, fullPage: true });
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("ru: from the list to an article, then to its category by clicking", async ({ page }) => {
      await page.goto(`/ru${LIST_URL}`);
      await expect(page.getByRole("heading", { level: 1, name: "Летопись собора" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Престольный праздник", exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Колокола собора", exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: /Хор и его регенты/ })).toBeVisible();
      await expect(page.getByRole("link", { name: "Читать далее", exact: true })).toHaveAttribute("href", `/ru/blog/articles/${articles.feast.slug}`);
      const image = page.locator(`img[src*="article-candle"]`).first();
      await expect(image).toHaveAttribute("width", "800");
      await expect(image).toHaveAttribute("loading", "lazy");
      await shot(page, `list-ru-${viewport.name}`);

      await page.getByRole("link", { name: "Престольный праздник", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/ru/blog/articles/${articles.feast.slug}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Престольный праздник" })).toBeVisible();
      await expect(page.getByText("текст статьи о жизни собора").first()).toBeVisible();
      await shot(page, `article-ru-${viewport.name}`);

      await page.getByRole("link", { name: "Летопись", exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/ru/blog/categories/${category.slug}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Летопись" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Колокола собора", exact: true })).toBeVisible();
      await shot(page, `category-ru-${viewport.name}`);
    });
  });
}

test("ru: the category card's 'More' button opens the category", async ({ page }) => {
  await page.goto(`/ru${LIST_URL}`);
  await page.getByRole("link", { name: "Подробнее: Летопись" }).click();
  await expect(page).toHaveURL(new RegExp(`/ru/blog/categories/${category.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Летопись" })).toBeVisible();
});

test("en: English text where there is some, Russian where there is none", async ({ page }) => {
  await page.goto(`/en${LIST_URL}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Cathedral chronicle" })).toBeVisible();
  await expect(page.getByText("Статьи о жизни прихода")).toBeVisible(); // subtitle has no en
  await expect(page.getByRole("link", { name: "Колокола собора", exact: true })).toBeVisible(); // title has no en

  await page.getByRole("link", { name: "The patronal feast", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/blog/articles/${articles.feast.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: "The patronal feast" })).toBeVisible();
  await shot(page, "article-en-desktop");

  await page.getByRole("link", { name: "Chronicle", exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/blog/categories/${category.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Chronicle" })).toBeVisible();
  await expect(page.getByText("A section about parish life.")).toBeVisible();

  await page.getByRole("link", { name: "Колокола собора", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/blog/articles/${articles.bells.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Колокола собора" })).toBeVisible();
});

test("private content shows 'Not authorized' to a visitor, and its widgets to a trusted reader", async ({ page, context }) => {
  const url = `/ru${PRIVATE_URL.replace("[blog.articles.slug]", articles.feast.slug)}`;
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: "Престольный праздник" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("Недостаточно прав")).toBeVisible();
  await expect(page.getByText(privateWidgetTitle)).toHaveCount(0);
  await shot(page, "private-visitor-desktop");

  // The secret-key cookie (SPEC §6) makes the browser's retry answer 200.
  await context.addCookies([{ name: "rbac.secret-key", value: E2E_SECRET, url: `http://127.0.0.1:${E2E_PORT}` }]);
  await page.goto(url);
  await expect(page.getByRole("heading", { name: privateWidgetTitle })).toBeVisible();
  await expect(page.getByText("Недостаточно прав")).toHaveCount(0);
  await shot(page, "private-trusted-desktop");
});

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`${viewport.name}: the other list variants, category buttons and tiles`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/ru${GALLERY_URL}`);
    const row = page.locator('[data-blog-widget="article-list-row"]');
    await expect(row.getByRole("article")).toHaveCount(3);
    await expect(row.getByRole("link", { name: "Чтение Псалтири", exact: true })).toBeVisible();
    await expect(row.getByRole("link", { name: /Хор и его регенты/ })).toHaveCount(0);
    await expect(page.locator('[data-blog-widget="article-list-smolny-history"]').getByRole("article")).toHaveCount(3);
    await expect(page.locator('[data-blog-widget="article-list-smolny-history-column"]').getByRole("article")).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Читать подробнее" })).toHaveAttribute("href", `/ru/blog/categories/${category.slug}`);
    await shot(page, `gallery-ru-${viewport.name}`);
    if (viewport.name === "phone") {
      for (const variant of ["article-list-row", "article-list-smolny-history", "article-list-smolny-history-column", "default"]) {
        await page.locator(`[data-blog-widget="${variant}"]`).screenshot({ path: `/tmp/blog-gallery-phone-${variant}.png` });
      }
    }
    await page.locator('[data-blog-widget="category-list-button-default"]').getByRole("link", { name: "Летопись" }).click();
    await expect(page).toHaveURL(new RegExp(`/ru/blog/categories/${category.slug}$`));
  });
}

test("the product-list overview links the article's products", async ({ page }) => {
  await page.goto(`/en${PRODUCTS_URL.replace("[blog.articles.slug]", articles.feast.slug)}`);
  await expect(page.getByRole("heading", { level: 1, name: "The patronal feast" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Beeswax candle" })).toHaveAttribute("href", `/en/ecommerce/products/${slug("candle")}`);
  await shot(page, "products-en-desktop");
});
