// The relation-graph loader (src/core/entity/graph): one query per root and per edge whatever the
// number of rows, link order, per-parent limits and variant filters, the entity types it read,
// private relations and secret fields kept off public pages, and the row types it infers.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { byIds, entitiesIn, graphNode, ids, link, loadGraph, one, PUBLIC_FIELDS, referencedBy, where, whereEquals, type GraphRow } from "../../src/core/entity/index.js";
import { pages, widgets as hostWidgets, widgetsToExternalWidgets } from "../../src/modules/host/entities.js";
import { forms, formsToRequests, requests } from "../../src/modules/crm/entities.js";
import { fileNode } from "../../src/modules/file-storage/graph.js";
import { identities } from "../../src/modules/rbac/entities.js";
import {
  buttons,
  buttonsArrays,
  buttonsArraysToButtons,
  sliders,
  slides,
  slidersToSlides,
  slidesToButtonsArrays,
  widgets,
  widgetsToButtonsArrays,
  widgetsToSliders,
} from "../../src/modules/website-builder/entities.js";
import { buttonsToFileStorageModuleFiles } from "../../src/links/website-builder.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;

async function bulk(path: string, data: Record<string, unknown>[]): Promise<Record<string, any>[]> {
  const { status, body } = await sobor.json(`/api/${path}/bulk`, { method: "POST", secret: true, body: { data } });
  if (status !== 201 && status !== 200) throw new Error(`POST ${path}/bulk: ${status} ${JSON.stringify(body)}`);
  return body.data;
}
const wb = (entity: string) => `website-builder/${entity}`;

// A buttons array is reached from widgets and from slides: its buttons are still one query.
const button = graphNode(buttons, { fields: ["title", "url"], with: { files: link(buttonsToFileStorageModuleFiles, fileNode) } });
const buttonsArray = graphNode(buttonsArrays, { fields: ["variant"], with: { buttons: link(buttonsArraysToButtons, button) } });
const slide = graphNode(slides, { fields: ["title"], with: { buttonsArrays: link(slidesToButtonsArrays, buttonsArray) } });
const slider = graphNode(sliders, { fields: ["variant"], with: { slides: link(slidersToSlides, slide) } });
const widget = graphNode(widgets, {
  fields: ["variant", "title"],
  with: { sliders: link(widgetsToSliders, slider), buttonsArrays: link(widgetsToButtonsArrays, buttonsArray) },
});
/** Root, widget→sliders, widget→arrays, slider→slides, slide→arrays, array→buttons, button→files. */
const QUERIES = 7;

/** A widget with a slider of `count` slides, each with an array holding a button with a file; and an array of its own. */
async function widgetWithSlides(count: number) {
  const [w] = await bulk(wb("widgets"), [{ title: { ru: "Виджет" } }]);
  const [s] = await bulk(wb("sliders"), [{}]);
  await bulk(wb("widgets-to-sliders"), [{ widgetId: w!.id, sliderId: s!.id }]);
  const slideRows = await bulk(wb("slides"), Array.from({ length: count }, (_, i) => ({ title: { ru: `Слайд ${i}` } })));
  const arrays = await bulk(wb("buttons-arrays"), Array.from({ length: count + 1 }, () => ({})));
  const buttonRows = await bulk(wb("buttons"), Array.from({ length: count + 1 }, (_, i) => ({ title: { ru: `Кнопка ${i}` }, url: `/b/${i}` })));
  const files = await bulk("file-storage/files", Array.from({ length: count + 1 }, (_, i) => ({ file: `images/b-${i}.jpg`, width: 10, height: 10 })));
  // Slides linked in reverse: the loader must put them back in orderIndex order.
  await bulk(wb("sliders-to-slides"), slideRows.map((r, i) => ({ sliderId: s!.id, slideId: r.id, orderIndex: count - i })));
  await bulk(wb("slides-to-buttons-arrays"), slideRows.map((r, i) => ({ slideId: r.id, buttonsArrayId: arrays[i]!.id })));
  await bulk(wb("widgets-to-buttons-arrays"), [{ widgetId: w!.id, buttonsArrayId: arrays[count]!.id }]);
  await bulk(wb("buttons-arrays-to-buttons"), arrays.map((a, i) => ({ buttonsArrayId: a.id, buttonId: buttonRows[i]!.id })));
  await bulk(wb("buttons-to-file-storage-module-files"), buttonRows.map((b, i) => ({ buttonId: b.id, fileStorageModuleFileId: files[i]!.id })));
  return w!.id as string;
}

async function load(ids: string[]) {
  const reads = new Set<string>();
  const { result, queries } = await sobor.context.database.countQueries(() => loadGraph({ db: sobor.context.db, reads }, { widgets: byIds(widget, ids) }));
  return { widgets: result.widgets, queries, reads };
}

beforeAll(async () => {
  sobor = await startTestSobor();
});
afterAll(() => sobor.close());

describe("the graph loader", () => {
  it("sends one query per root and per edge, for 2 rows or 40, and puts links in orderIndex order", async () => {
    const small = await load([await widgetWithSlides(2)]);
    const large = await load([await widgetWithSlides(20), await widgetWithSlides(20)]);
    expect(small.queries).toBe(QUERIES);
    expect(large.queries).toBe(QUERIES);
    expect(large.widgets).toHaveLength(2);
    const slideTitles = large.widgets[0]!.sliders[0]!.slides.map((s) => (s.title as { ru: string }).ru);
    expect(slideTitles).toEqual(Array.from({ length: 20 }, (_, i) => `Слайд ${19 - i}`));
    const deepest = large.widgets[0]!.sliders[0]!.slides[0]!.buttonsArrays[0]!.buttons[0]!;
    expect(deepest).toMatchObject({ url: "/b/19", files: [{ file: "images/b-19.jpg", width: 10 }], link: { orderIndex: 0, variant: "default" } });
    // The widget's own array got its buttons from the same query as the slides' arrays.
    expect(large.widgets[0]!.buttonsArrays[0]!.buttons[0]!.url).toBe("/b/20");
    // Only the declared fields cross: no timestamps, no admin titles.
    expect(large.widgets[0]).not.toHaveProperty("createdAt");
    expect(deepest).not.toHaveProperty("slug");
  });

  it("records every entity type it read, relations included; an empty level reads nothing", async () => {
    const { reads } = await load([await widgetWithSlides(1)]);
    expect([...reads].sort()).toEqual(
      [
        "file-storage/files",
        "website-builder/buttons",
        "website-builder/buttons-arrays",
        "website-builder/buttons-arrays-to-buttons",
        "website-builder/buttons-to-file-storage-module-files",
        "website-builder/sliders",
        "website-builder/slides",
        "website-builder/slides-to-buttons-arrays",
        "website-builder/sliders-to-slides",
        "website-builder/widgets",
        "website-builder/widgets-to-buttons-arrays",
        "website-builder/widgets-to-sliders",
      ].sort(),
    );
    const [bare] = await bulk(wb("widgets"), [{ title: { ru: "Пустой" } }]);
    const empty = await load([bare!.id]);
    expect(empty.queries).toBe(3); // the widget, its sliders, its arrays: nothing below
    expect([...empty.reads].sort()).toEqual(["website-builder/buttons-arrays", "website-builder/sliders", "website-builder/widgets", "website-builder/widgets-to-buttons-arrays", "website-builder/widgets-to-sliders"]);
    expect((await load(["not-a-uuid"])).queries).toBe(0);
  });

  it("keeps a per-parent limit, link variants and row variants", async () => {
    const id = await widgetWithSlides(5);
    const limited = graphNode(sliders, { fields: ["variant"], with: { slides: link(slidersToSlides, slide, { limit: 2 }) } });
    const primaryOnly = graphNode(buttonsArrays, { fields: [], with: { buttons: link(buttonsArraysToButtons, button, { linkVariants: ["primary"] }) } });
    const wide = graphNode(sliders, { fields: ["variant"], variants: ["smolny-wide"] });
    const reads = new Set<string>();
    const result = await loadGraph(
      { db: sobor.context.db, reads },
      {
        limited: byIds(graphNode(widgets, { fields: [], with: { sliders: link(widgetsToSliders, limited) } }), [id]),
        arrays: byIds(graphNode(widgets, { fields: [], with: { arrays: link(widgetsToButtonsArrays, primaryOnly) } }), [id]),
        wide: byIds(graphNode(widgets, { fields: [], with: { sliders: link(widgetsToSliders, wide) } }), [id]),
      },
    );
    expect(result.limited[0]!.sliders[0]!.slides).toHaveLength(2);
    expect(result.arrays[0]!.arrays[0]!.buttons).toEqual([]);
    expect(result.wide[0]!.sliders).toEqual([]);
  });

  it("takes a per-parent limit in the database: one query still, only each parent's first rows fetched", async () => {
    const ids = [await widgetWithSlides(6), await widgetWithSlides(6), await widgetWithSlides(1)];
    const limited = graphNode(sliders, { fields: ["variant"], with: { slides: link(slidersToSlides, graphNode(slides, { fields: ["title"] }), { limit: 2 }) } });
    const root = { widgets: byIds(graphNode(widgets, { fields: [], with: { sliders: link(widgetsToSliders, limited) } }), ids) };
    const rowsRead = new Map<string, number>();
    const { result, queries } = await sobor.context.database.countQueries(() => loadGraph({ db: sobor.context.db, reads: new Set(), rowsRead }, root));
    expect(queries).toBe(3); // widgets, their sliders, the sliders' slides
    // Each slider its own first two by orderIndex (linked in reverse), the short one its only slide.
    const titles = result.widgets.map((w) => w.sliders[0]!.slides.map((s) => (s.title as { ru: string }).ru));
    expect(titles).toEqual([["Слайд 5", "Слайд 4"], ["Слайд 5", "Слайд 4"], ["Слайд 0"]]);
    // 13 slides are linked; the database answered the 5 shown.
    expect(rowsRead.get("website-builder/slides")).toBe(5);
    // The same along a reference column.
    const parents = await bulk("host/widgets", [{ slug: "limit-a" }, { slug: "limit-b" }]);
    const targets = await bulk(wb("widgets"), [{}, {}, {}, {}]);
    await bulk(
      "host/widgets-to-external-widgets",
      targets.map((t, i) => ({ widgetId: parents[i % 2]!.id, externalWidgetId: t.id, orderIndex: 10 - i })),
    );
    const firstExternal = graphNode(hostWidgets, { fields: ["slug"], with: { externals: referencedBy(graphNode(widgetsToExternalWidgets, { fields: ["externalWidgetId"] }), "widgetId", { limit: 1 }) } });
    const referenced = new Map<string, number>();
    const { widgets: hosts } = await loadGraph({ db: sobor.context.db, reads: new Set(), rowsRead: referenced }, { widgets: byIds(firstExternal, parents.map((p) => p.id)) });
    expect(Object.fromEntries(hosts.map((h) => [h.slug, h.externals.map((e) => e.externalWidgetId)]))).toEqual({ "limit-a": [targets[2]!.id], "limit-b": [targets[3]!.id] });
    expect(referenced.get("host/widgets-to-external-widgets")).toBe(2);
  });

  it("sends an edge's first row alone (one) or only its rows' ids (ids), typed so", async () => {
    const id = await widgetWithSlides(3);
    const firstSlide = graphNode(sliders, { fields: [], with: { slide: one(link(slidersToSlides, graphNode(slides, { fields: ["title"] }))) } });
    const shaped = graphNode(widgets, { fields: [], with: { sliders: link(widgetsToSliders, firstSlide), sliderIds: ids(link(widgetsToSliders, graphNode(sliders, { fields: [] }))) } });
    const rowsRead = new Map<string, number>();
    const { widgets: [row] } = await loadGraph({ db: sobor.context.db, reads: new Set(), rowsRead }, { widgets: byIds(shaped, [id]) });
    const slider = row!.sliders[0]!;
    expect(row!.sliderIds).toEqual([slider.id]);
    // The first by orderIndex (slides are linked in reverse), without its link, and only it was fetched.
    expect(slider.slide).toEqual({ id: expect.any(String), title: { ru: "Слайд 2" } });
    expect(rowsRead.get("website-builder/slides")).toBe(1);
    expectTypeOf(row!.sliderIds).toEqualTypeOf<string[]>();
    expectTypeOf(slider.slide).toEqualTypeOf<{ id: string; title: Record<string, unknown> } | null>();
    // An empty edge is null (one) or [] (ids).
    const [bare] = await bulk(wb("widgets"), [{}]);
    const [slidesLess] = await bulk(wb("sliders"), [{}]);
    await bulk(wb("widgets-to-sliders"), [{ widgetId: bare!.id, sliderId: slidesLess!.id }]);
    const { widgets: [empty] } = await loadGraph({ db: sobor.context.db, reads: new Set() }, { widgets: byIds(shaped, [bare!.id]) });
    expect(empty!.sliders[0]!.slide).toBeNull();
    expect(empty!.sliderIds).toEqual([slidesLess!.id]);
  });

  it("never reads a private relation, and refuses secret or unknown fields and a node on the wrong side", async () => {
    const [form] = await bulk("crm/forms", [{ title: { ru: "Форма" } }]);
    const [request] = await bulk("crm/requests", [{ payload: { name: "Иван" } }]);
    await bulk("crm/forms-to-requests", [{ formId: form!.id, requestId: request!.id }]);
    const withRequests = graphNode(forms, { fields: ["title"], with: { requests: link(formsToRequests, graphNode(requests, { fields: ["payload"] })) } });
    const reads = new Set<string>();
    const { result, queries } = await sobor.context.database.countQueries(() => loadGraph({ db: sobor.context.db, reads }, { forms: byIds(withRequests, [form!.id]) }));
    expect(result.forms[0]!.requests).toEqual([]);
    expect(queries).toBe(1);
    expect([...reads]).toEqual(["crm/forms"]);

    expect(() => graphNode(identities, { fields: ["email", "password"] })).toThrow(/secret/);
    // @ts-expect-error: not a column of slides
    expect(() => graphNode(slides, { fields: ["nope"] })).toThrow(/no field 'nope'/);
    // @ts-expect-error: sliders-to-slides leads to slides, not sliders
    expect(() => link(slidersToSlides, slider)).toThrow(/leads to website-builder\/slides/);
  });

  it("infers row types from the declarations", () => {
    type Widget = GraphRow<typeof widget>;
    type Button = Widget["sliders"][number]["slides"][number]["buttonsArrays"][number]["buttons"][number];
    expectTypeOf<Widget["id"]>().toEqualTypeOf<string>();
    expectTypeOf<Widget["variant"]>().toEqualTypeOf<string>();
    expectTypeOf<Button["url"]>().toEqualTypeOf<string | null>();
    expectTypeOf<Button["files"][number]["width"]>().toEqualTypeOf<number | null>();
    expectTypeOf<Button["link"]>().toEqualTypeOf<{ orderIndex: number; variant: string; className: string | null }>();
    expectTypeOf<keyof Button>().toEqualTypeOf<"id" | "title" | "url" | "files" | "link">();
    // @ts-expect-error: createdAt was not asked for
    expectTypeOf<Widget["createdAt"]>().toBeUnknown();
  });

  it("follows a reference column back in one query for every parent, in orderIndex order, without link fields", async () => {
    const parents = await bulk("host/widgets", [{ slug: "ref-a" }, { slug: "ref-b" }]);
    const targets = await bulk(wb("widgets"), [{}, {}, {}]);
    await bulk("host/widgets-to-external-widgets", [
      { widgetId: parents[0]!.id, externalWidgetId: targets[0]!.id, orderIndex: 2 },
      { widgetId: parents[0]!.id, externalWidgetId: targets[1]!.id, orderIndex: 1 },
      { widgetId: parents[1]!.id, externalWidgetId: targets[2]!.id, orderIndex: 0 },
    ]);
    const external = graphNode(widgetsToExternalWidgets, { fields: ["externalWidgetId"] });
    const hostWidget = graphNode(hostWidgets, { fields: ["slug"], with: { externals: referencedBy(external, "widgetId") } });
    const reads = new Set<string>();
    const { result, queries } = await sobor.context.database.countQueries(() =>
      loadGraph({ db: sobor.context.db, reads }, { widgets: byIds(hostWidget, parents.map((p) => p.id)) }),
    );
    expect(queries).toBe(2);
    const bySlug = Object.fromEntries(result.widgets.map((w) => [w.slug, w.externals.map((e) => e.externalWidgetId)]));
    expect(bySlug).toEqual({ "ref-a": [targets[1]!.id, targets[0]!.id], "ref-b": [targets[2]!.id] });
    expect(result.widgets[0]!.externals[0]).not.toHaveProperty("link");
    expect([...reads].sort()).toEqual(["host/widgets", "host/widgets-to-external-widgets"]);
    expectTypeOf<keyof (typeof result.widgets)[number]["externals"][number]>().toEqualTypeOf<"id" | "externalWidgetId">();
    // widgetId references host widgets, not pages: refused when the node is declared.
    expect(() => graphNode(pages, { fields: [], with: { externals: referencedBy(external, "widgetId") } })).toThrow(/does not reference host\/pages/);
  });

  it("sends every field but the secrets with PUBLIC_FIELDS", async () => {
    const everyPublic = graphNode(identities, { fields: PUBLIC_FIELDS });
    expect(everyPublic.fields).toContain("email");
    expect(everyPublic.fields).not.toContain("password");
    const [page] = await bulk("host/pages", [{ url: "/graph-public-fields", title: "Все поля" }]);
    const { pages: rows } = await loadGraph({ db: sobor.context.db, reads: new Set() }, { pages: byIds(graphNode(pages, { fields: PUBLIC_FIELDS }), [page!.id]) });
    expect(rows[0]).toMatchObject({ id: page!.id, url: "/graph-public-fields", title: "Все поля", language: page!.language });
  });

  it("sends each edge as one statement whatever the number of parents, and tells apart the values a node's condition holds", async () => {
    const first = await widgetWithSlides(1);
    const second = await widgetWithSlides(3);
    const runs = [await load([first]), await load([first, second]), await load([second])];
    // The parents' ids are one parameter (= any($n)), so the text of each edge's statement is the same.
    const edgeTexts = async (ids: string[]) =>
      (await sobor.context.database.countQueries(() => loadGraph({ db: sobor.context.db, reads: new Set() }, { widgets: byIds(widget, ids) }))).statements.slice(1).sort();
    const [one, two] = [await edgeTexts([first]), await edgeTexts([first, second])];
    expect(one).toEqual(two);
    expect(one.every((text) => text.includes("= any("))).toBe(true);
    expect(runs[1]!.widgets.map((w) => w.sliders[0]!.slides.length)).toEqual([1, 3]);
    expect(runs[2]!.widgets[0]!.sliders[0]!.slides).toHaveLength(3);
    // A node whose condition holds another value each time reads each time by that value.
    let wanted = "/b/0";
    const byUrl = graphNode(buttonsArrays, { fields: ["variant"], with: { buttons: link(buttonsArraysToButtons, graphNode(buttons, { fields: ["url"], where: (t) => eq(t.url, wanted) })) } });
    const arrays = await bulk(wb("buttons-arrays"), [{}]);
    const links = await bulk(wb("buttons"), [{ url: "/b/0" }, { url: "/b/1" }]);
    await bulk(wb("buttons-arrays-to-buttons"), links.map((b) => ({ buttonsArrayId: arrays[0]!.id, buttonId: b.id })));
    const urls = async () => (await loadGraph({ db: sobor.context.db, reads: new Set() }, { arrays: byIds(byUrl, [arrays[0]!.id]) })).arrays[0]!.buttons.map((b) => b.url);
    expect(await urls()).toEqual(["/b/0"]);
    wanted = "/b/1";
    expect(await urls()).toEqual(["/b/1"]);
  });

  it("reads a root by a value (whereEquals) through one statement whatever the value", async () => {
    await bulk(wb("buttons"), [{ url: "/eq/0" }, { url: "/eq/1" }]);
    const node = graphNode(buttons, { fields: ["url"] });
    const read = (url: string) =>
      sobor.context.database.countQueries(() => loadGraph({ db: sobor.context.db, reads: new Set() }, { found: whereEquals(node, buttons.url, url, { limit: 1 }) }));
    const [zero, one, hostile] = [await read("/eq/0"), await read("/eq/1"), await read("/eq/0' or '1'='1")];
    expect(zero.result.found.map((b) => b.url)).toEqual(["/eq/0"]);
    expect(one.result.found.map((b) => b.url)).toEqual(["/eq/1"]);
    expect(hostile.result.found).toEqual([]);
    // The value is a parameter: the statement's text is the same, and never holds it.
    expect(zero.statements).toEqual(one.statements);
    expect(zero.statements.join(" ")).not.toContain("/eq/0");
  });

  it("records the entities a root's condition reads in a subquery", async () => {
    const inner = sobor.context.db.select({ id: slidesToButtonsArrays.slideId }).from(slidesToButtonsArrays).innerJoin(buttonsArrays, eq(buttonsArrays.id, slidesToButtonsArrays.buttonsArrayId));
    const condition = inArray(slides.id, inner);
    expect([...entitiesIn(condition)].map((t) => t.$entity.name).sort()).toEqual(["buttons-arrays", "slides", "slides-to-buttons-arrays"]);
    const reads = new Set<string>();
    await loadGraph({ db: sobor.context.db, reads }, { slides: where(graphNode(slides, { fields: ["title"] }), condition) });
    expect([...reads].sort()).toEqual(["website-builder/buttons-arrays", "website-builder/slides", "website-builder/slides-to-buttons-arrays"]);
  });
});
