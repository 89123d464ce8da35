import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { createSoborClient } from "../../src/app/client.js";
import type { ApiError } from "../../src/core/client/api.js";
import { startTestSobor, TEST_SECRET, type TestSobor } from "../helpers/sobor.js";

/**
 * The client knows every entity by module and name, with rows typed from the declarations: the
 * type assertions and @ts-expect-error lines are checked by `npm run typecheck`, the calls run
 * against the real app in-process.
 */

let sobor: TestSobor;
let client: ReturnType<typeof createSoborClient>;

beforeAll(async () => {
  sobor = await startTestSobor();
  client = createSoborClient({ fetch: (input, init) => sobor.app.request(input, init), headers: () => ({ "x-rbac-secret-key": TEST_SECRET }) });
});
afterAll(() => sobor?.close());

describe("the client by entity name", () => {
  it("types rows from the declarations", () => {
    expectTypeOf(client.blog.articles.find).returns.resolves.items.toHaveProperty("slug");
    expectTypeOf(client.blog.articles.get).returns.resolves.toHaveProperty("title");
    expectTypeOf(client.ecommerce.orders.get).returns.resolves.toHaveProperty("status");
    // Timestamps arrive as ISO text.
    expectTypeOf(client.blog.articles.get).returns.resolves.toHaveProperty("createdAt").toEqualTypeOf<string>();
    // Relations too, by their route name.
    expectTypeOf(client.blog["categories-to-articles"].find).returns.resolves.items.toHaveProperty("articleId");
    expectTypeOf(client["website-builder"].widgets.count).returns.resolves.toEqualTypeOf<number>();
    // Links between modules (src/links) under the module whose prefix they keep.
    expectTypeOf(client.blog).toHaveProperty("articles-to-ecommerce-module-products");
  });

  it("refuses a misspelt module, entity or column at compile time", () => {
    const misspelt = () => {
      // @ts-expect-error no module 'blogg'
      void client.blogg;
      // @ts-expect-error no entity 'artcles' in blog
      void client.blog.artcles;
      // @ts-expect-error no column 'titel' on an article
      void client.blog.articles.create({ titel: "x" });
    };
    expect(typeof misspelt).toBe("function");
  });

  it("calls the generic routes of the named entity", async () => {
    const created = await client.blog.articles.create({ slug: "typed-client", adminTitle: "Typed" });
    expect(created.slug).toBe("typed-client");
    const [found] = await client.blog.articles.find({ filters: [{ column: "slug", method: "eq", value: "typed-client" }] });
    expect(found?.id).toBe(created.id);
    expect(await client.blog.articles.count({ filters: [{ column: "slug", method: "eq", value: "typed-client" }] })).toBe(1);
    // The same client still serves names known only at run time, and any route.
    expect((await client.entity("blog", "articles").get(created.id)).id).toBe(created.id);
    const health = await client.request<{ status: string }>("GET", "/api/health");
    expect(health.status).toBe("ok");
  });

  it("a name the app does not have is the server's 404 at run time", async () => {
    const missing = (client as unknown as Record<string, Record<string, { find(): Promise<unknown> }>>).blog!["no-such-entity"]!;
    const error = (await missing.find().catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(404);
  });
});
