// What the site answers while PostgreSQL is out of reach (a restart, a network cut): a 503 with
// Retry-After, in the page's language and not in the driver's words, and normal answers again once
// the database is back. The database sits behind a relay the test cuts. Runs the built render
// (`npm run test:scale`) on TEST_DATABASE_URL's server.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import "../../src/app/modules.js";
import { mountWeb } from "../../src/app/web.js";
import { siteSeedDir } from "../../src/app/site-seed.js";
import { seedDatabase } from "../../src/core/seed/seed.js";
import { until } from "../helpers/cluster.js";
import { migratedPostgresTemplate } from "../helpers/migrated-images.js";
import { scratchDatabase, type ScratchDatabase } from "../helpers/scratch-database.js";
import { siteBuilt } from "../helpers/site.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy.js";

const baseUrl = process.env.TEST_DATABASE_URL;
let database: ScratchDatabase;
let link: TcpProxy;
let sobor: TestSobor;

beforeAll(async () => {
  if (!baseUrl || !siteBuilt) return;
  database = await scratchDatabase(baseUrl, "sobor_outage", await migratedPostgresTemplate(baseUrl));
  link = await startTcpProxy(database.url);
  sobor = await startTestSobor({ databaseUrl: link.url });
  await mountWeb(sobor.app, sobor.context);
  await seedDatabase(sobor.context.db, siteSeedDir, "insert-missing");
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await sobor?.close();
  await link?.close();
  await database?.drop();
});

/** The page's visible text: the HTML without its scripts and tags. */
const visibleText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe.skipIf(!baseUrl || !siteBuilt)("while the database is out of reach", () => {
  it("the API and pages not yet cached answer 503 with Retry-After, the pages in their language; once it is back, both answer again", async () => {
    // The failures are logged as errors, as they should be; kept out of the test's output.
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect((await sobor.request("/api/blog/articles?limit=1")).status).toBe(200);
    link.cut();

    const list = await sobor.json("/api/blog/articles?limit=2");
    expect(list).toMatchObject({ status: 503, body: { error: "The service is temporarily unavailable; try again in a moment" } });
    expect((await sobor.request("/api/blog/articles?limit=3")).headers.get("retry-after")).toBe("5");

    const screens = [
      { path: "/ru/contacts", says: "Сайт временно недоступен. Обновите страницу через минуту.", reload: "Обновить" },
      { path: "/en/contacts", says: "The site is temporarily unavailable. Please reload the page in a minute.", reload: "Reload" },
    ];
    for (const screen of screens) {
      const response = await sobor.request(screen.path);
      expect(response.status, screen.path).toBe(503);
      expect(response.headers.get("retry-after"), screen.path).toBe("5");
      const text = visibleText(await response.text());
      expect(text, screen.path).toContain(screen.says);
      expect(text, screen.path).toContain(screen.reload);
      // Never the driver's own words (addresses, ports) on a public page.
      expect(text, screen.path).not.toMatch(/ECONN|Connection terminated|127\.0\.0\.1|timeout exceeded/);
    }

    link.restore();
    await until("the API to answer again", async () => (await sobor.request("/api/blog/articles?limit=4")).status === 200, 15_000);
    const page = await sobor.request("/ru/contacts");
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).not.toContain("Сайт временно недоступен");
  });

  it("with the database's host gone from the network (connections taken, never answered), requests get their 503 instead of hanging", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    link.stall();
    // Each waits for a connection as long as the pool allows, then answers: the test's deadline is the bound.
    expect((await sobor.json("/api/blog/articles?limit=5")).status).toBe(503);
    const page = await sobor.request("/en/events");
    expect(page.status).toBe(503);
    expect(visibleText(await page.text())).toContain("The site is temporarily unavailable.");
    link.restore();
    await until("the API to answer again", async () => (await sobor.request("/api/blog/articles?limit=6")).status === 200, 15_000);
  }, 40_000);
});
