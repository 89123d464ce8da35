import { expect, test, type APIRequestContext } from "@playwright/test";

// Issue 15, "Generic titles and share previews": an article's page is titled and described by the
// article itself, and its share image (drawn for it, as it has no raster image) is 1200×630; a
// page without a record gets one drawn from its own title.

/** Width and height from a PNG's IHDR chunk or a JPEG's SOF marker. */
function imageSize(bytes: Buffer): { type: string; width: number; height: number } {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { type: "png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    for (let at = 2; at < bytes.length; ) {
      const marker = bytes[at + 1]!;
      const length = bytes.readUInt16BE(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { type: "jpeg", width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
      }
      at += 2 + length;
    }
  }
  throw new Error("not a PNG or JPEG image");
}

async function fetchImage(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/(png|jpeg)/);
  return imageSize(await response.body());
}

const articles = {
  ru: { title: /^Основание собора · /, description: /^По преданию, первый деревянный храм на этом месте поставили рыбаки с озера\./ },
  en: { title: /^The founding of the cathedral · /, description: /^By tradition, fishermen from the lake built the first wooden church here\./ },
};

for (const language of ["ru", "en"] as const) {
  test(`an article's page (${language}) has the article's title, description and a 1200×630 share image`, async ({ page, request }) => {
    const expected = articles[language];
    await page.goto(`/${language}/blog/articles/foundation`);
    await expect(page).toHaveTitle(expected.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", expected.description);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", expected.title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", expected.description);

    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toBeTruthy();
    expect(await fetchImage(request, image!)).toMatchObject({ width: 1200, height: 630 });
    // Asked again, the same stored image answers.
    const first = await request.get(image!, { maxRedirects: 0 });
    const second = await request.get(image!, { maxRedirects: 0 });
    expect(second.headers().location).toBe(first.headers().location);
  });
}

test("a category and a product page are titled and described by their record, not by the page template", async ({ page }) => {
  await page.goto("/ru/blog/categories/history");
  await expect(page).toHaveTitle(/^История · /);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /opengraph-image/);

  await page.goto("/en/ecommerce/products/candle-small");
  await expect(page).toHaveTitle(/^Beeswax candle, small · /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "A thin candle for the stand before an icon, made in the parish workshop.");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /opengraph-image/);
});

test("the home page, shared, shows a 1200×630 image drawn from its title", async ({ page, request }) => {
  await page.goto("/en");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toContain("opengraph-image?url=%2Fen");
  expect(await fetchImage(request, image!)).toMatchObject({ type: "png", width: 1200, height: 630 });
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", await page.title());
});
