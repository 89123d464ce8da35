import { expect, test, type APIRequestContext } from "@playwright/test";
import { api } from "./helpers";

// The website-builder's public widgets in a real browser: a page built through the API with a
// layout, a navbar (menu, dropdown, 'Login') and a hero slider of three slides.

type Row = { id: string; [key: string]: unknown };
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A small generated picture (a cathedral's silhouette on a coloured sky) as a data url. */
function picture(hue: number, width = 1600, height = 900): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 1600 900' preserveAspectRatio='xMidYMid slice'><defs><linearGradient id='g' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='hsl(${hue},55%,70%)'/><stop offset='1' stop-color='hsl(${hue},40%,28%)'/></linearGradient></defs><rect width='1600' height='900' fill='url(#g)'/><g fill='rgba(40,26,18,.6)'><rect x='600' y='480' width='400' height='420'/><rect x='500' y='560' width='100' height='340'/><rect x='1000' y='560' width='100' height='340'/><path d='M630 480Q800 250 970 480Z'/><rect x='792' y='220' width='16' height='110'/><rect x='765' y='250' width='70' height='14'/><path d='M500 560Q550 450 600 560Z'/><path d='M1000 560Q1050 450 1100 560Z'/></g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const create = (request: APIRequestContext, path: string, data: Record<string, unknown>) => api<Row>(request, "POST", `/api/${path}`, data);
const wb = (entity: string) => `website-builder/${entity}`;

/** A picture file; its alt text (localised, like titles) is Russian, the site's default language. */
async function file(request: APIRequestContext, hue: number, alt: string, size: [number, number] = [1600, 900]) {
  return create(request, "file-storage/files", { file: picture(hue, ...size), width: size[0], height: size[1], alt: { ru: alt }, mimeType: "image/svg+xml" });
}

async function buttonsArray(
  request: APIRequestContext,
  variant: string,
  buttons: { ru: string; en: string; url?: string; variant?: string; link?: string }[],
  title?: { ru: string; en: string },
) {
  const array = await create(request, wb("buttons-arrays"), { variant, title: title ?? {} });
  for (const [index, b] of buttons.entries()) {
    const button = await create(request, wb("buttons"), { title: { ru: b.ru, en: b.en }, url: b.url, variant: b.variant ?? "default" });
    await create(request, wb("buttons-arrays-to-buttons"), { buttonsArrayId: array.id, buttonId: button.id, orderIndex: index, variant: b.link ?? "default" });
  }
  return array;
}

/** A host widget showing a website-builder widget, in a layout ('default' | 'additional') or on the page. */
async function place(request: APIRequestContext, widgetId: string, where: { layoutId: string; variant?: string } | { pageId: string }, orderIndex = 0) {
  const host = await create(request, "host/widgets", {});
  await create(request, "host/widgets-to-external-widgets", { widgetId: host.id, externalModule: "website-builder", externalWidgetId: widgetId });
  if ("layoutId" in where) await create(request, "host/layouts-to-widgets", { layoutId: where.layoutId, widgetId: host.id, variant: where.variant ?? "default", orderIndex });
  else await create(request, "host/pages-to-widgets", { pageId: where.pageId, widgetId: host.id, orderIndex });
}

async function navbar(request: APIRequestContext, variant = "navbar-default") {
  const widget = await create(request, wb("widgets"), { variant, title: { ru: "Преображенский собор", en: "Transfiguration Cathedral" } });
  const logotype = await create(request, wb("logotypes"), { title: { ru: "Преображенский собор", en: "Transfiguration Cathedral" }, url: "/" });
  await create(request, wb("logotypes-to-file-storage-module-files"), { logotypeId: logotype.id, fileStorageModuleFileId: (await file(request, 35, "Логотип", [96, 96])).id });
  await create(request, wb("widgets-to-logotypes"), { widgetId: widget.id, logotypeId: logotype.id });
  const menu = await buttonsArray(request, "default", [
    { ru: "О соборе", en: "About", url: "/about" },
    { ru: "Расписание", en: "Schedule", url: "/schedule" },
    { ru: "Новости", en: "News", url: "/blog/categories/news" },
  ]);
  const dropdown = await buttonsArray(request, "smolny-dropdown", [
    { ru: "Приходу", en: "Parish", link: "primary" },
    { ru: "Записки", en: "Notes", url: "/notes" },
    { ru: "Таинства", en: "Sacraments", url: "/sacraments" },
  ]);
  const contacts = await buttonsArray(request, "default", [{ ru: "Контакты", en: "Contacts", url: "#contacts" }]);
  const actions = await buttonsArray(request, "default", [{ ru: "Войти", en: "Login", url: "/rbac/subject/authentication/select-method", variant: "smolny-primary" }]);
  await create(request, wb("widgets-to-buttons-arrays"), { widgetId: widget.id, buttonsArrayId: menu.id, orderIndex: 0 });
  await create(request, wb("widgets-to-buttons-arrays"), { widgetId: widget.id, buttonsArrayId: dropdown.id, orderIndex: 1 });
  await create(request, wb("widgets-to-buttons-arrays"), { widgetId: widget.id, buttonsArrayId: contacts.id, orderIndex: 2 });
  await create(request, wb("widgets-to-buttons-arrays"), { widgetId: widget.id, buttonsArrayId: actions.id, variant: "additional" });
  return widget;
}

const slideTitles = ["Добро пожаловать в собор", "Расписание богослужений", "Воскресная школа"];

async function heroSlider(request: APIRequestContext, sliderVariant = "default") {
  const widget = await create(request, wb("widgets"), { variant: "default" });
  const slider = await create(request, wb("sliders"), { variant: sliderVariant, title: { ru: "Главное", en: "Highlights" } });
  await create(request, wb("widgets-to-sliders"), { widgetId: widget.id, sliderId: slider.id });
  for (const [index, title] of slideTitles.entries()) {
    const slide = await create(request, wb("slides"), {
      title: { ru: title, en: `Slide ${index + 1}` },
      subtitle: { ru: "Преображенский собор", en: "Transfiguration Cathedral" },
      description: { ru: "Храм открыт ежедневно с 8:00 до 20:00.", en: "Open daily 8:00–20:00." },
      url: `/slide-${index + 1}`,
    });
    await create(request, wb("sliders-to-slides"), { sliderId: slider.id, slideId: slide.id, orderIndex: index });
    await create(request, wb("slides-to-file-storage-module-files"), { slideId: slide.id, fileStorageModuleFileId: (await file(request, 20 + index * 90, `Слайд ${index + 1}`)).id });
    if (index === 0) {
      const more = await buttonsArray(request, "default", [{ ru: "Подробнее", en: "More", url: "/about", variant: "smolny-primary" }]);
      await create(request, wb("slides-to-buttons-arrays"), { slideId: slide.id, buttonsArrayId: more.id });
    }
  }
  return widget;
}

async function pageWithLayout(request: APIRequestContext, name: string) {
  const url = `/wb-${name}-${stamp}`;
  const page = await create(request, "host/pages", { url, title: name });
  const layout = await create(request, "host/layouts", { title: { ru: name } });
  await create(request, "host/pages-to-layouts", { pageId: page.id, layoutId: layout.id });
  return { url, page, layout };
}

let heroUrl = "";

test.beforeAll(async ({ request }) => {
  const { url, page, layout } = await pageWithLayout(request, "hero");
  await place(request, (await navbar(request)).id, { layoutId: layout.id });
  await place(request, (await heroSlider(request)).id, { pageId: page.id });
  heroUrl = url;
});

test.describe("navbar and hero slider", () => {
  test("the navbar shows its logotype, menu, dropdown and Login on a desktop", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/ru${heroUrl}`);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Преображенский собор" })).toHaveAttribute("href", "/ru");
    await expect(header.getByRole("link", { name: "О соборе" })).toHaveAttribute("href", "/ru/about");
    await expect(header.getByRole("link", { name: "Войти" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Открыть меню" })).toBeHidden();

    // The dropdown opens on hover and shows its default buttons in a panel.
    const trigger = header.getByRole("button", { name: "Приходу" });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Записки" })).toHaveAttribute("href", "/ru/notes");
    await page.screenshot({ path: "/tmp/wb-desktop-dropdown.png" });
    await page.mouse.move(640, 700);
    await expect(page.getByRole("link", { name: "Записки" })).toBeHidden();
  });

  test("the slider advances on its own, and by its arrows", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/ru${heroUrl}`);
    const carousel = page.getByRole("region", { name: "Главное" });
    // Slides out of view are inert (out of the accessibility tree), so find them by their text.
    const title = (index: number) => carousel.getByText(slideTitles[index]!, { exact: true });
    await expect(title(0)).toBeInViewport();
    await expect(carousel.getByRole("heading", { level: 1 })).toHaveText(slideTitles[0]!);
    await page.screenshot({ path: "/tmp/wb-desktop-hero.png" });

    // 8 seconds per slide.
    await expect(title(1)).toBeInViewport({ timeout: 12_000 });
    await expect(title(0)).not.toBeInViewport();

    await carousel.getByRole("button", { name: "Следующий слайд" }).click();
    await expect(title(2)).toBeInViewport();
    await carousel.getByRole("button", { name: "Следующий слайд" }).click();
    await expect(title(0)).toBeInViewport(); // it loops
    await carousel.getByRole("button", { name: "Предыдущий слайд" }).click();
    await expect(title(2)).toBeInViewport();
    await expect(carousel.getByRole("button", { name: "Перейти к слайду 3" })).toHaveAttribute("aria-current", "true");
  });

  test("on a phone the hamburger opens and closes a full-screen menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/ru${heroUrl}`);
    const burger = page.getByRole("button", { name: "Открыть меню" });
    await expect(burger).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "О соборе" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Предыдущий слайд" })).toBeHidden(); // arrows: large screens only
    await expect(page.getByRole("heading", { name: slideTitles[0] })).toBeInViewport();
    await page.screenshot({ path: "/tmp/wb-phone-hero.png" });

    await burger.click();
    const menu = page.getByRole("dialog", { name: "Преображенский собор" });
    await expect(menu).toBeVisible();
    // While the modal menu is open the page behind it (the burger too) is hidden from assistive tech.
    await expect(page.getByRole("button", { name: "Открыть меню", includeHidden: true })).toHaveAttribute("aria-expanded", "true");
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await expect(menu.getByRole("link", { name: "Расписание" })).toHaveAttribute("href", "/ru/schedule");
    await expect(menu.getByRole("link", { name: "Записки" })).toBeVisible(); // the dropdown's items, flattened
    await expect(menu.getByRole("link", { name: "Войти" })).toBeVisible();
    await page.screenshot({ path: "/tmp/wb-phone-menu.png" });

    await menu.getByRole("button", { name: "Закрыть меню" }).click();
    await expect(menu).toBeHidden();
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await expect(burger).toBeFocused();

    // Escape closes it too; a link inside is reachable by keyboard.
    await burger.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server-rendered page shows the navbar and the first slide", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/ru${heroUrl}`);
    await expect(page.getByRole("banner").getByRole("link", { name: "О соборе" })).toBeVisible();
    await expect(page.getByRole("heading", { name: slideTitles[0] })).toBeInViewport();
    await expect(page.getByRole("heading", { name: slideTitles[1] })).not.toBeInViewport();
    const image = page.getByRole("img", { name: "Слайд 1" });
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(page.getByRole("img", { name: "Слайд 2" })).toHaveAttribute("loading", "lazy");
  });
});

test.describe("every widget variant", () => {
  const rich = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

  async function widget(request: APIRequestContext, variant: string, title: string, extra: { features?: { ru: string; link?: string; hue?: number; body?: string }[]; files?: number[]; buttons?: boolean; slider?: string } = {}) {
    const row = await create(request, wb("widgets"), {
      variant,
      title: { ru: title, en: title },
      subtitle: { ru: "Преображенский собор Новоозёрска" },
      description: { ru: "Собор построен в XIX веке и открыт для всех, кто приходит с миром." },
      anchor: variant === "footer-map" ? "contacts" : undefined,
    });
    for (const [index, f] of (extra.features ?? []).entries()) {
      const feature = await create(request, wb("features"), { title: { ru: f.ru }, subtitle: { ru: index % 2 ? "Каждый день" : "" }, description: { ru: JSON.stringify(rich(f.body ?? "Подробности у дежурного в храме.")) } });
      await create(request, wb("widgets-to-features"), { widgetId: row.id, featureId: feature.id, orderIndex: index, variant: f.link ?? "default" });
      if (f.hue !== undefined) await create(request, wb("features-to-file-storage-module-files"), { featureId: feature.id, fileStorageModuleFileId: (await file(request, f.hue, f.ru, [800, 600])).id });
    }
    for (const [index, hue] of (extra.files ?? []).entries()) {
      await create(request, wb("widgets-to-file-storage-module-files"), { widgetId: row.id, fileStorageModuleFileId: (await file(request, hue, `${title} ${index + 1}`)).id, orderIndex: index });
    }
    if (extra.buttons) {
      const array = await buttonsArray(request, "default", [
        { ru: "Пожертвовать", en: "Donate", url: "/donate", variant: "smolny-primary" },
        { ru: "ВКонтакте", en: "VK", url: "https://vk.example/sobor", variant: "outline" },
      ]);
      await create(request, wb("widgets-to-buttons-arrays"), { widgetId: row.id, buttonsArrayId: array.id });
    }
    if (extra.slider) {
      const slider = await create(request, wb("sliders"), { variant: extra.slider });
      await create(request, wb("widgets-to-sliders"), { widgetId: row.id, sliderId: slider.id });
      for (const index of [0, 1, 2]) {
        const slide = await create(request, wb("slides"), { title: { ru: `${title}: слайд ${index + 1}` }, subtitle: { ru: "Фото" } });
        await create(request, wb("sliders-to-slides"), { sliderId: slider.id, slideId: slide.id, orderIndex: index });
        for (const n of [0, 1, 2]) {
          await create(request, wb("slides-to-file-storage-module-files"), { slideId: slide.id, fileStorageModuleFileId: (await file(request, 200 + index * 40 + n * 15, `Фото ${index + 1}.${n}`, [800, 600])).id, orderIndex: n });
        }
      }
    }
    return row;
  }

  test("each renders its section without an error box (screenshots in /tmp)", async ({ page, request }) => {
    test.setTimeout(120_000);
    const { url, page: hostPage, layout } = await pageWithLayout(request, "showcase");
    await place(request, (await navbar(request, "navbar-dark")).id, { layoutId: layout.id });
    const contacts = [
      { ru: "Адрес", body: "г. Новоозёрск, Соборная площадь, 1" },
      { ru: "Часы работы", body: "Ежедневно: пн–сб 8:00–20:00, вс 7:00–20:00" },
      { ru: "Телефон", body: "+7 (000) 000-00-00" },
    ];
    const sections: [string, string, Parameters<typeof widget>[3]][] = [
      ["content-temple", "Собор Преображения", { files: [30], features: contacts, buttons: true }],
      ["content-default", "Жизнь прихода", { features: [{ ru: "Богослужения", hue: 40 }, { ru: "Воскресная школа", hue: 120 }, { ru: "Паломничества", hue: 200 }] }],
      ["content-description", "О храме", { buttons: true }],
      ["content-article-description", "История собора", { files: [15], features: contacts.slice(0, 2), buttons: true }],
      ["content-photo-and-video", "Фото и видео", { slider: "smolny-photo-and-video", files: [10, 60, 110, 160] }],
      ["content-thin", "Исповедь ежедневно", { buttons: true }],
      ["content-faq", "Вопросы и ответы", { features: [{ ru: "Можно ли фотографировать в храме?" }, { ru: "Как заказать требу?" }, { ru: "Нужен ли платок?" }] }],
      ["content-donate", "Помочь собору", { features: [{ ru: "Номер карты", body: "0000 0000 0000 0000" }], files: [45], buttons: true }],
      ["content-wide-media", "Панорама", { slider: "smolny-wide" }],
      ["default", "Объявления", { slider: "smolny-thin" }],
      ["footer-map", "Контакты", { features: contacts, buttons: true, files: [95] }],
      ["footer-default", "Преображенский собор", { features: contacts, buttons: true }],
      ["footer-thin", "© Преображенский собор, демо", { buttons: true }],
    ];
    for (const [index, [variant, title, extra]] of sections.entries()) {
      const row = await widget(request, variant, title, extra);
      if (variant.startsWith("footer-")) await place(request, row.id, { layoutId: layout.id, variant: "additional" }, index);
      else await place(request, row.id, { pageId: hostPage.id }, index);
    }
    for (const [width, height, name] of [
      [1280, 900, "desktop"],
      [390, 844, "phone"],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/ru${url}`);
      for (const [, title] of sections) await expect(page.getByText(title, { exact: true }).filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "ВКонтакте" }).first()).toHaveAttribute("target", "_blank");
      // Let lazy images in, then one long picture of the page.
      for (let y = 0; y < 20_000; y += height) await page.mouse.wheel(0, height);
      await page.waitForTimeout(300);
      // Screenshots in slices (a whole tall page is unreadable once scaled down).
      const total = await page.evaluate(() => document.documentElement.scrollHeight);
      const slice = name === "phone" ? 1200 : 1000;
      for (let y = 0, i = 0; y < total; y += slice, i++) {
        await page.screenshot({ path: `/tmp/wb-showcase-${name}-${String(i).padStart(2, "0")}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(slice, total - y) } });
      }
    }
  });
});
