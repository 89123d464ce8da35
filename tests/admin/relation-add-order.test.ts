// @vitest-environment happy-dom
// A relation table's new row goes last: its order is the table's count, so 'Add new' waits for
// the count (a quick click used to open the form at order 0, before the rows already there).
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createElement as h } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import "../../src/app/modules.js";
import { AdminProvider } from "../../src/core/admin/context.js";
import { adminEntities } from "../../src/core/admin/server.js";
import { AdminTable } from "../../src/core/admin/table.js";
import { createApiClient } from "../../src/core/client/entities.js";
import { createQueryClient } from "../../src/core/client/query.js";
import { adminLabels } from "../../src/web/admin/labels.js";
import { adminOverrides } from "../../src/web/admin/overrides.js";
import { startTestSobor, TEST_SECRET, type TestSobor } from "../helpers/sobor.js";

const entities = adminEntities();
const links = entities.find((e) => e.module === "website-builder" && e.name === "sliders-to-slides")!;
let sobor: TestSobor;
let sliderId: string;

async function create(path: string, data: Record<string, unknown>): Promise<{ id: string }> {
  const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
  expect(status).toBe(201);
  return body.data;
}

beforeAll(async () => {
  sobor = await startTestSobor();
  sliderId = (await create("/api/website-builder/sliders", {})).id;
  for (const orderIndex of [0, 1]) {
    const slide = await create("/api/website-builder/slides", {});
    await create("/api/website-builder/sliders-to-slides", { sliderId, slideId: slide.id, orderIndex });
  }
});
afterAll(() => sobor?.close());
afterEach(cleanup);

describe("a relation table's 'Add new'", () => {
  it("waits for the count, then opens the form with the new row placed last", async () => {
    // The count answers only when let go: the table is seen in the moment before it does.
    let releaseCount!: () => void;
    const countHeld = new Promise<void>((resolve) => (releaseCount = resolve));
    const api = createApiClient({
      headers: () => ({ "x-rbac-secret-key": TEST_SECRET }),
      fetch: async (input, init) => {
        if (new URL(input, "http://localhost").pathname.endsWith("/count")) await countHeld;
        return sobor.app.request(input, init);
      },
    });
    render(
      h(
        QueryClientProvider,
        { client: createQueryClient({ api }) },
        h(AdminProvider, {
          entities,
          languages: ["ru", "en"],
          defaultLanguage: "ru",
          siteLanguage: "ru",
          language: "ru",
          labels: adminLabels,
          overrides: adminOverrides,
          children: h(AdminTable, { entity: links, parent: { key: "sliderId", id: sliderId }, headingLevel: 3 }),
        }),
      ),
    );
    const add = screen.getByRole("button", { name: "Добавить" });
    // The rows may arrive first; the count has not.
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(2));
    expect(add).toHaveProperty("disabled", true);

    releaseCount();
    await waitFor(() => expect(add).toHaveProperty("disabled", false));
    fireEvent.click(add);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("Порядок")).toHaveProperty("value", "2");
  });
});
