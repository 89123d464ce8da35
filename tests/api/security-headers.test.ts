import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes, isAdminPath, pageCsp } from "../../src/core/http/security-headers.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

// Headers every answer carries (issue 10, "Headers and files"). Pages and the admin are checked
// against the built server in e2e/security.spec.ts; here the API, files and errors.

let sobor: TestSobor;

beforeAll(async () => {
  sobor = await startTestSobor({ redisUrl: undefined, trustProxy: true, allowedHosts: ["parish.example"] });
});

afterAll(async () => {
  await sobor?.close();
});

function expectBaseHeaders(answer: Response, label: string) {
  expect(answer.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(answer.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
}

describe("API answers", () => {
  it("carry nosniff, the referrer policy, and a policy that runs nothing and frames nothing", async () => {
    for (const [path, status] of [
      ["/api/health", 200],
      ["/api/host/pages?limit=1", 200],
      ["/api/host/pages/not-a-uuid", 400],
      ["/api/no/such-route", 404],
      ["/api/rbac/subjects/authentication/me", 401],
    ] as const) {
      const answer = await sobor.request(path);
      expect(answer.status, path).toBe(status);
      expectBaseHeaders(answer, path);
      expect(answer.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      const csp = answer.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).toContain("frame-ancestors 'none'");
    }
  });

  it("a refused host still gets the headers", async () => {
    const answer = await sobor.request("/api/host/pages", { headers: { host: "evil.example" } });
    expect(answer.status).toBe(400);
    expectBaseHeaders(answer, "refused host");
  });

  it("send HSTS only over https (direct or as a trusted proxy says)", async () => {
    expect((await sobor.request("/api/health")).headers.get("strict-transport-security")).toBeNull();
    const proxied = await sobor.request("/api/health", { headers: { host: "parish.example", "x-forwarded-proto": "https" } });
    expect(proxied.headers.get("strict-transport-security")).toBe("max-age=31536000");
    const direct = await sobor.app.request("https://parish.example/api/health");
    expect(direct.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });
});

describe("HEAD", () => {
  it("answers as GET without the body: same status and headers", async () => {
    for (const path of ["/api/health", "/api/host/pages?limit=2", "/api/host/pages/not-a-uuid", "/api/no/such-route", "/robots.txt"]) {
      const get = await sobor.request(path);
      const head = await sobor.request(path, { method: "HEAD" });
      expect(head.status, path).toBe(get.status);
      expect(await head.text(), path).toBe("");
      for (const name of ["content-type", "content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options"]) {
        expect(head.headers.get(name), `${path} ${name}`).toBe(get.headers.get(name));
      }
    }
  });
});

describe("the page policy", () => {
  it("allows only this site's scripts and the inline ones named by nonce or hash", () => {
    const csp = pageCsp({ scriptSources: ["'nonce-abc'"], admin: false, frameOrigins: ["https://yandex.ru"] });
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src https://yandex.ru");
    expect(pageCsp({ scriptSources: [], admin: true })).toContain("frame-ancestors 'none'");
  });

  it("lets the back office frame the site's own pages (the live preview of a draft), and nobody frame the back office", () => {
    const admin = pageCsp({ scriptSources: [], admin: true, frameOrigins: ["https://yandex.ru"] });
    expect(admin).toContain("frame-src 'self' https://yandex.ru");
    expect(admin).toContain("frame-ancestors 'none'");
    // A site page (a preview link's page is one) may be framed by its own origin, and frames only the maps.
    const site = pageCsp({ scriptSources: [], admin: false, frameOrigins: ["https://yandex.ru"] });
    expect(site).toContain("frame-ancestors 'self'");
    expect(site).not.toMatch(/frame-src[^;]*'self'/);
  });

  it("treats the admin under a language prefix as the admin", () => {
    for (const path of ["/admin", "/admin/blog/articles", "/en/admin", "/ru/admin/host/pages"]) expect(isAdminPath(path), path).toBe(true);
    for (const path of ["/", "/en", "/administration", "/en/blog/admin-notes", "/blog/admin"]) expect(isAdminPath(path), path).toBe(false);
  });

  it("hashes inline scripts as the browser does (their exact text), never external ones", () => {
    const html = `<script nonce="x">window.a=1;</script><script type="module" src="/assets/a.js"></script><script>\nconsole.log("é")\n</script>`;
    // sha256 of the literal script text, base64: what Chromium compares against 'sha256-…'.
    expect(inlineScriptHashes(html)).toEqual(["'sha256-pTDr/aZMZ2wIdZZPWJ65jdoRkuAFFEfh4AOhmOzypnU='", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
  });

  it("hashes no data block: a JSON script never runs, so the policy need not name it", () => {
    const html = `<script type="application/json" id="sobor-page-tree">{"a":"\\u003c/p>"}</script><script type='application/ld+json'>{}</script><script>window.a=1;</script>`;
    for (const page of [html, Buffer.from(html, "utf8")]) expect(inlineScriptHashes(page)).toEqual(["'sha256-pTDr/aZMZ2wIdZZPWJ65jdoRkuAFFEfh4AOhmOzypnU='"]);
  });

  it("hashes a page's bytes as it hashes its text, whatever the script's characters", () => {
    const pages = [
      `<script nonce="x">window.a=1;</script><script>document.title="Собор · é"</script>`,
      `<p>a <scripts> b</p><script type="module" src="/assets/a.js"></script><script\nnonce="y">\nconsole.log("é")\n</script><script></script><script async="" src="/b.js"></script>`,
    ];
    for (const html of pages) {
      expect(inlineScriptHashes(Buffer.from(html, "utf8")), html).toEqual(inlineScriptHashes(html));
      expect(inlineScriptHashes(html), html).toHaveLength(2 - pages.indexOf(html));
    }
  });
});
