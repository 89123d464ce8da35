// Issue 15: services on great feasts are marked in the schedule. The schedule's data carries the
// great feasts' rules (one bounded query from the feasts table); the day the schedule shows is
// marked with the feast's rank and name. The date is fixed: the Entry of the Theotokos, 2026-12-04.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import "../../src/app/modules.js";
import { siteSeedDir } from "../../src/app/site-seed.js";
import { seedDatabase } from "../../src/core/seed/seed.js";
import { greatFeastsOn } from "../../src/modules/church-calendar/great-feasts.js";
import type { EcommerceWidgetData } from "../../src/modules/ecommerce/widget-data-types.js";
import type { PageTree } from "../../src/core/page/page-tree.js";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { shiftDemoEventDates } from "../../src/site/demo-dates.js";
import "../../src/modules/ecommerce/widgets/index.js";
import { renderPage } from "../helpers/render-page.js";
import { leastQueries, startTestSobor, type TestSobor } from "../helpers/sobor.js";

const ENTRY = new Date("2026-12-04T10:00:00+03:00");
let sobor: TestSobor;

const scheduleOf = (tree: PageTree) =>
  (Object.values(tree.data.ecommerce ?? {}) as EcommerceWidgetData[]).find((d) => d.widget.variant === "product-list-smolny-calendar")!;

async function resolve(path: string) {
  const resolution = await hostService(sobor.context).resolve(path);
  if (resolution.status !== 200) throw new Error(`${path}: ${resolution.status}`);
  return resolution.loaded;
}

beforeAll(async () => {
  sobor = await startTestSobor();
  await seedDatabase(sobor.context.db, siteSeedDir, "insert-missing");
  // The demo services move to the week of the fixed day, and the process's clock stands on it.
  await shiftDemoEventDates(sobor.context.db, ENTRY);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(ENTRY);
});
afterAll(async () => {
  vi.useRealTimers();
  await sobor.close();
});

describe("the schedule on a great feast", () => {
  it("carries the great feasts' rules, and 2026-12-04 is the Entry of the Theotokos, a twelve great feast", async () => {
    const loaded = await resolve("/ru");
    const data = scheduleOf(loaded.tree);
    expect(data.schedule!.some((item) => item.datetime.startsWith("2026-12-04") && item.product.variant === "smolny-divine")).toBe(true);
    expect(data.renderedOn).toBe("2026-12-04");
    // Only the great ranks travel: no lesser feast (Saint Nicholas) is sent to mark a day.
    expect(new Set(data.greatFeasts!.map((f) => f.rank))).toEqual(new Set(["pascha", "twelve", "great"]));
    expect(data.greatFeasts!.some((f) => f.slug === "nicholas-winter")).toBe(false);
    const [feast] = greatFeastsOn("2026-12-04", data.greatFeasts!);
    expect(feast).toMatchObject({ slug: "entry-of-theotokos", rank: "twelve", title: { ru: "Введение во храм Пресвятой Богородицы" } });
    expect(greatFeastsOn("2026-12-05", data.greatFeasts!)).toEqual([]);
    // Editing a feast in the admin drops the cached page.
    expect(loaded.reads).toContain("church-calendar/feasts");
  });

  it("the rendered schedule marks the day's services in the page's language", async () => {
    const html = async (path: string) => (await renderPage((await resolve(path)).tree, sobor.context.i18n)).replaceAll("<!-- -->", "");
    const ru = await html("/ru");
    expect(ru).toMatch(/data-feast="entry-of-theotokos"[^>]*>.*?Двунадесятый праздник:<\/span> Введение во храм Пресвятой Богородицы/s);
    const en = await html("/en");
    expect(en).toMatch(/data-feast="entry-of-theotokos"[^>]*>.*?Great feast of the Twelve:<\/span> The Entry of the Theotokos into the Temple/s);
    expect(en).not.toContain("Двунадесятый");
  });

  it("costs the same number of queries whatever the number of feasts (one bounded query for them)", async () => {
    await resolve("/ru");
    const before = (await leastQueries(sobor, () => resolve("/ru"))).queries;
    for (let i = 0; i < 5; i++) {
      const { status } = await sobor.json("/api/church-calendar/feasts", {
        method: "POST",
        secret: true,
        body: { data: { slug: `extra-${i}`, rank: "great", julianMonth: 3, julianDay: i + 1, title: { ru: `Праздник ${i}`, en: `Feast ${i}` } } },
      });
      expect(status).toBe(201);
    }
    const after = (await leastQueries(sobor, () => resolve("/ru"))).queries;
    expect(after).toBe(before);
  });
});
