import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

// Two admins (or two tabs) edit one record: each update carries the version it was read at
// (If-Match: the record's updatedAt); a stale one is refused with 409 and changes nothing.
// Without the header a PATCH behaves as it always did.

let sobor: TestSobor;
beforeAll(async () => {
  sobor = await startTestSobor();
});
afterAll(() => sobor.close());

type Article = { id: string; adminTitle: string; updatedAt: string };

async function article(title: string): Promise<Article> {
  const { status, body } = await sobor.json("/api/blog/articles", { method: "POST", secret: true, body: { data: { adminTitle: title } } });
  expect(status).toBe(201);
  return body.data;
}

const patch = (id: string, adminTitle: string, ifMatch?: string) =>
  sobor.json(`/api/blog/articles/${id}`, { method: "PATCH", secret: true, body: { data: { adminTitle } }, headers: ifMatch === undefined ? {} : { "if-match": ifMatch } });

const current = async (id: string): Promise<Article> => (await sobor.json(`/api/blog/articles/${id}`, { secret: true })).body.data;

describe("PATCH with If-Match", () => {
  it("lands when nobody wrote since, and moves the version on", async () => {
    const read = await article("Easter schedule");
    const first = await patch(read.id, "Easter schedule (draft)", `"${read.updatedAt}"`);
    expect(first.status).toBe(200);
    expect(first.body.data.adminTitle).toBe("Easter schedule (draft)");
    expect(Date.parse(first.body.data.updatedAt)).toBeGreaterThan(Date.parse(read.updatedAt));
  });

  it("refuses the second of two edits read at the same version with 409, keeping the first", async () => {
    const read = await article("Vigil");
    expect((await patch(read.id, "Vigil at 18:00", `"${read.updatedAt}"`)).status).toBe(200);
    const stale = await patch(read.id, "Vigil at 17:00", `W/"${read.updatedAt}"`);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toContain("changed after");
    expect((await current(read.id)).adminTitle).toBe("Vigil at 18:00");
  });

  it("lets exactly one of two simultaneous edits of one version through", async () => {
    const read = await article("Liturgy");
    const answers = await Promise.all(["A", "B"].map((who) => patch(read.id, `Liturgy by ${who}`, read.updatedAt)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.data.adminTitle;
    expect((await current(read.id)).adminTitle).toBe(winner);
  });

  it("without If-Match (or with *) overwrites as before", async () => {
    const read = await article("Notes");
    expect((await patch(read.id, "Notes 1")).status).toBe(200);
    expect((await patch(read.id, "Notes 2")).status).toBe(200);
    expect((await patch(read.id, "Notes 3", "*")).status).toBe(200);
    expect((await current(read.id)).adminTitle).toBe("Notes 3");
  });

  it("answers 400 for a tag that is no version and 404 for a record that does not exist", async () => {
    const read = await article("Bells");
    const bad = await patch(read.id, "Bells!", '"yesterday"');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain("If-Match");
    expect((await current(read.id)).adminTitle).toBe("Bells");
    expect((await patch("00000000-0000-4000-8000-000000000000", "Nobody", `"${read.updatedAt}"`)).status).toBe(404);
  });
});
