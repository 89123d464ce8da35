import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSeedDir } from "../../src/app/site-seed.js";
import { allEntities } from "../../src/core/entity/registry.js";
import { dumpDatabase, seedDatabase, seedOrder } from "../../src/core/seed/seed.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let copy: TestSobor | undefined;
const dumpDir = mkdtempSync(join(tmpdir(), "sobor-dump-"));

beforeAll(async () => {
  sobor = await startTestSobor();
});
afterAll(async () => {
  await sobor.close();
  await copy?.close();
  rmSync(dumpDir, { recursive: true, force: true });
});

// Three full seed passes, and a dump loaded into a second instance: a loaded machine needs time.
const HEAVY_MS = 120_000;

describe("the order seed files load in", () => {
  const key = (def: { module: string; name: string }) => `${def.module}/${def.name}`;

  it("puts an entity after those whose records its rows name, in any field", () => {
    const order = seedOrder(siteSeedDir).map(([def, rows]) => ({ def, rows }));
    const position = new Map(order.map(({ def }, i) => [key(def), i]));
    let checked = 0;
    for (const [i, { def, rows }] of order.entries()) {
      for (const value of rows.flatMap((row) => Object.values(row))) {
        const named = typeof value === "string" ? value.match(/^@([a-z-]+\/[a-z-]+):/)?.[1] : undefined;
        if (!named || named === key(def)) continue;
        expect(position.get(named), `${key(def)} names ${named}`).toBeLessThan(i);
        checked++;
      }
    }
    // The host's external widgets name blog, ecommerce and website-builder widgets by text.
    expect(checked).toBeGreaterThan(500);
    expect(position.get("blog/widgets")).toBeLessThan(position.get("host/widgets-to-external-widgets")!);
  });

  it("follows a dependency the registry does not know even against the registry's order", () => {
    const models = allEntities().filter((def) => !def.relation);
    const [first, last] = [models[0]!, models.at(-1)!];
    const order = allEntities((def) => (def === first ? [last] : [])).map(key);
    expect(order.indexOf(key(last))).toBeLessThan(order.indexOf(key(first)));
    // Everything the last model references still comes before it.
    for (const field of last.fields) if (field.references) expect(order.indexOf(`${field.references.module}/${field.references.name}`)).toBeLessThan(order.indexOf(key(last)));
  });
});

describe("the cathedral seed", () => {
  it("loads every record, then finds them all again by slug or natural key", async () => {
    const first = await seedDatabase(sobor.context.db, siteSeedDir, "insert-missing");
    expect(first.created).toBeGreaterThan(150);
    const again = await seedDatabase(sobor.context.db, siteSeedDir, "insert-missing");
    expect(again).toEqual({ created: 0, updated: 0, unchanged: first.created });
    const upsert = await seedDatabase(sobor.context.db, siteSeedDir);
    expect(upsert).toEqual({ created: 0, updated: first.created, unchanged: 0 });
  }, HEAVY_MS);

  it("resolves references: the home page links its layout and the navbar widget", async () => {
    const page = await sobor.json("/api/host/pages/find-by-url?url=/");
    const links = await sobor.json(`/api/host/pages-to-layouts?filters[and][0][column]=pageId&filters[and][0][method]=eq&filters[and][0][value]=${page.body.data.id}`);
    expect(links.body.data).toHaveLength(1);
    const layout = await sobor.json(`/api/host/layouts/${links.body.data[0].layoutId}`);
    expect(layout.body.data.slug).toBe("main");
  });

  it("dumps to files that load into an empty database with the same content", async () => {
    const files = await dumpDatabase(sobor.context.db, dumpDir);
    expect(files).toBeGreaterThan(20);
    expect(readdirSync(join(dumpDir, "blog"))).toContain("articles.json");
    copy = await startTestSobor();
    const loaded = await seedDatabase(copy.context.db, dumpDir, "insert-missing");
    // Only what the copy made itself on start (the seeded roles) was there already.
    expect(loaded.created).toBeGreaterThan(150);
    const count = async (s: TestSobor, path: string) => (await s.json(path, { secret: true })).body.data;
    for (const path of ["/api/blog/articles/count", "/api/host/pages-to-widgets/count", "/api/website-builder/sliders-to-slides/count"]) {
      expect(await count(copy, path), path).toBe(await count(sobor, path));
    }
  }, HEAVY_MS);
});
