import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN, E2E_SECRET } from "../playwright.config";
import { SESSION_COOKIES, signInBrowser } from "./helpers";

// Issue 13, analytics: a visitor's pages are counted without analytics setting a cookie, and the
// administrator's dashboard shows them on today's row and in Top pages, and exports them as CSV.
// The suite's Chromium runs headless but with Playwright's "Desktop Chrome" user agent (an
// ordinary Chrome's, no 'HeadlessChrome'), so it is counted like a reader's browser; a real
// headless crawler's user agent is not (tests/api/analytics.test.ts).

const PAGES = ["/ru", "/ru/blog", "/ru/contacts"];

interface Day {
  day: string;
  views: number;
  visitors: number;
}

/** Today's figures on the server's clock, read with the secret key as a trusted caller. */
async function today(request: APIRequestContext): Promise<{ day: Day; topPages: { path: string; views: number }[]; referrers: { host: string; views: number }[] }> {
  const response = await request.get("/api/analytic/figures", { headers: { "x-rbac-secret-key": E2E_SECRET } });
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  return { day: data.days.at(-1), topPages: data.topPages, referrers: data.referrers };
}

/**
 * The visitor arrives from a site of its own, so its views are told apart from those other tests'
 * pages leave in the batch still to be written (the site's figures are shared by the whole run).
 */
const referrer = `e2e-${Date.now().toString(36)}.example`;

test("a visitor's pages are counted without an analytics cookie, and the dashboard shows and exports them", async ({ browser, request }, testInfo) => {
  const before = await today(request);

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  for (const path of PAGES) {
    const response = await page.goto(path, { referer: `https://${referrer}/links` });
    expect(response?.status()).toBe(200);
  }
  // The only cookies are the session's (the site starts an anonymous one); none is analytics'.
  const sessionNames: string[] = Object.values(SESSION_COOKIES);
  const names = (await visitor.cookies()).map((cookie) => cookie.name);
  expect(names.filter((name) => !sessionNames.includes(name))).toEqual([]);
  await visitor.close();

  // Views are written in batches every few seconds: exactly this visitor's three, once each.
  const ours = async () => (await today(request)).referrers.find((r) => r.host === referrer)?.views ?? 0;
  await expect.poll(ours, { timeout: 20_000 }).toBe(PAGES.length);
  const after = await today(request);
  expect(after.day.views).toBeGreaterThanOrEqual(before.day.views + PAGES.length);
  for (const path of PAGES) {
    const was = before.topPages.find((p) => p.path === path)?.views ?? 0;
    expect(after.topPages.find((p) => p.path === path)?.views).toBeGreaterThanOrEqual(was + 1);
  }

  const admin = await browser.newContext({ acceptDownloads: true });
  await signInBrowser(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  const board = await admin.newPage();
  await board.goto("/en/admin");
  await board.getByRole("link", { name: "Analytics" }).click();
  await expect(board.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();

  const perDay = board.getByRole("region", { name: "Per day" });
  const todayRow = perDay.getByRole("row", { name: new RegExp(`^${after.day.day}`) });
  await expect(async () => expect(Number(await todayRow.getByRole("cell").nth(1).textContent())).toBeGreaterThanOrEqual(after.day.views)).toPass();
  await expect(async () => expect(Number(await todayRow.getByRole("cell").nth(0).textContent())).toBeGreaterThanOrEqual(after.day.visitors)).toPass();
  await expect(board.getByRole("region", { name: "Referrers" }).getByRole("row", { name: new RegExp(`^${referrer.replaceAll(".", "\\.")} ${PAGES.length}$`) })).toBeVisible();
  const topPages = board.getByRole("region", { name: "Top pages" });
  for (const path of PAGES) await expect(topPages.getByRole("row", { name: new RegExp(`^${path} `) })).toBeVisible();
  // The chart is drawn (recharts renders its SVG as an application).
  await expect(board.getByRole("region", { name: "Visitors and views" }).getByRole("application")).toBeVisible();

  // Readable by everyone: no serious or critical WCAG 2.1 AA problem on the dashboard.
  const axe = await new AxeBuilder({ page: board }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`)).toEqual([]);

  await board.screenshot({ path: "/tmp/a/dashboard-desktop.png", fullPage: true });
  await board.setViewportSize({ width: 390, height: 844 });
  await board.screenshot({ path: "/tmp/a/dashboard-phone.png", fullPage: true });
  await board.setViewportSize({ width: 1280, height: 720 });

  const [download] = await Promise.all([board.waitForEvent("download"), board.getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv).toMatch(new RegExp(`^${after.day.day},\\d+,\\d+,`, "m"));
  expect(csv).toContain(`\r\n${referrer},${PAGES.length}\r\n`);
  for (const path of PAGES) expect(csv).toMatch(new RegExp(`^${path},\\d+\\r?$`, "m"));
  await testInfo.attach("analytics.csv", { body: csv, contentType: "text/csv" });
  await admin.close();
});

test("the dashboard's date-range picker narrows the figures to the chosen days, and its presets widen them", async ({ browser }) => {
  const admin = await browser.newContext({ acceptDownloads: true });
  await signInBrowser(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  const board = await admin.newPage();
  await board.goto("/en/admin/analytic/dashboard");
  await expect(board.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const from = board.getByLabel("From", { exact: true });
  const to = board.getByLabel("To", { exact: true });
  const perDay = board.getByRole("region", { name: "Per day" });
  const dayRows = perDay.getByRole("row", { name: /^\d{4}-\d{2}-\d{2}/ });
  // The last 30 days by default, today's row first.
  await expect(dayRows).toHaveCount(30);
  const today = await to.inputValue();
  await expect(dayRows.first()).toHaveAccessibleName(new RegExp(`^${today}`));

  // Two past days only: two rows, today's gone, and the export is named after the range.
  const day = (offset: number) => {
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };
  await from.fill(day(-3));
  await to.fill(day(-2));
  await expect(dayRows).toHaveCount(2);
  await expect(dayRows.first()).toHaveAccessibleName(new RegExp(`^${day(-2)}`));
  await expect(dayRows.last()).toHaveAccessibleName(new RegExp(`^${day(-3)}`));
  await expect(perDay.getByRole("row", { name: new RegExp(`^${today}`) })).toHaveCount(0);
  await board.screenshot({ path: "/tmp/w13b-shots/dashboard-range.png", fullPage: true });
  const [download] = await Promise.all([board.waitForEvent("download"), board.getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toBe(`analytics-${day(-3)}-to-${day(-2)}.csv`);

  // A start after the end is refused in place; the figures stay as they were.
  await from.fill(day(-1));
  await expect(board.getByRole("alert")).toHaveText("The start date is after the end date.");
  await expect(dayRows).toHaveCount(2);

  // A preset: the last 7 days, up to today.
  await board.getByRole("group", { name: "Quick ranges" }).getByRole("button", { name: "7 days" }).click();
  await expect(dayRows).toHaveCount(7);
  await expect(from).toHaveValue(day(-6));
  await expect(to).toHaveValue(today);
  await expect(dayRows.first()).toHaveAccessibleName(new RegExp(`^${today}`));
  await admin.close();
});
