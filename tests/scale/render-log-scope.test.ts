// A line the site's render logs carries the id of the request it answers, as every other line
// does. The render is bundled apart from the server (dist/web), with its own copy of the logger:
// both copies must read one request scope. Runs the built render (`npm run test:scale`).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { siteBuilt, startSiteSobor } from "../helpers/site.js";
import type { TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;

beforeAll(async () => {
  if (!siteBuilt) return;
  sobor = await startSiteSobor();
});

afterAll(async () => {
  vi.restoreAllMocks();
  await sobor?.close();
});

describe.skipIf(!siteBuilt)("the site render's log lines", () => {
  it("carry the request's id when a page fails", async () => {
    // Kept, not printed: the failure is the test's own doing.
    const printed: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    vi.spyOn(hostService(sobor.context), "resolve").mockRejectedValue(new Error("the database went away"));
    const requestId = `log-scope-${process.pid}`;
    const response = await sobor.request("/ru/log-scope-page", { headers: { "x-request-id": requestId } });
    expect(response.status).toBe(500);
    const lines = printed.flatMap((chunk) => chunk.split("\n")).filter(Boolean).map((line) => JSON.parse(line) as { msg: string; requestId?: string; path?: string });
    const failed = lines.find((line) => line.msg === "page failed" && line.path === "/ru/log-scope-page");
    expect(failed, "the render logs the failure").toBeDefined();
    expect(failed!.requestId).toBe(requestId);
  });
});
