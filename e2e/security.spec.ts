import { request as httpRequest } from "node:http";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_PORT, E2E_SECRET } from "../playwright.config";
import { inTabs, registrationHeaders } from "./helpers";

// Issue 10, "Hosts and links" and "Headers and files", against the built server in Chromium:
// every page of the demo site (ru and en, fresh and from the page cache) and the admin load with
// zero Content-Security-Policy violations; pages carry their own origin only; HEAD is GET minus body.

const LANGUAGES = ["ru", "en"];

/** Collects every CSP violation the page reports, from the console and the DOM event, into `violations`. */
async function watchCsp(page: Page, violations: string[] = []): Promise<string[]> {
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return violations;
}

/**
 * Every page of the site: the host pages' url templates, each filled with a value the sitemap
 * shows (or any value, which still renders the site's page chrome), in every language.
 */
async function sitePages(request: APIRequestContext): Promise<string[]> {
  const pages = ((await (await request.get("/api/host/pages?limit=200")).json()) as { data: { url: string }[] }).data;
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const known = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const paths = pages.map(({ url }) => {
    if (url === "/") return "";
    const pattern = new RegExp(`^/ru${url.replace(/\[[^\]]+\]/g, "[^/]+")}$`);
    const example = known.find((path) => pattern.test(path));
    return example ? example.slice("/ru".length) : url.replace(/\[[^\]]+\]/g, "unknown");
  });
  expect(paths.length).toBeGreaterThan(10);
  // Two templates may show the same url (a slug template filled with a fixed page's name).
  // The bare '/' too: the address people type, the default language's home.
  return ["/", ...new Set(LANGUAGES.flatMap((language) => paths.map((path) => `/${language}${path}`)))];
}

/** Drops the cached copies of a path (and of the pages under it), so its next visit is a fresh render. */
async function dropPageCache(request: APIRequestContext, path = "/") {
  const answer = await request.get(`/api/revalidation/revalidate?path=${encodeURIComponent(path)}`, { headers: { "x-rbac-secret-key": E2E_SECRET } });
  expect(answer.ok()).toBe(true);
}

/** Visits a page and waits until it has loaded everything it loads by itself. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response, path).not.toBeNull();
  await expect(page.locator("body")).not.toBeEmpty();
  return response!;
}

/** A page fresh, then from the page cache the first visit filled; each visit's CSP is the one its render allows. */
async function freshThenCached(page: Page, request: APIRequestContext, path: string) {
  // Fresh first (a page visited earlier may have led the browser here already: logout goes
  // home), then the copy the first visit left in the page cache.
  await dropPageCache(request, path);
  for (const round of ["miss", "hit"] as const) {
    const response = await visit(page, path);
    const headers = response.headers();
    if (response.status() !== 200) {
      expect(headers["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-/);
      continue;
    }
    expect(headers["x-sobor-cache"], `${path} (${round})`).toBe(round);
    expect(headers["content-security-policy"], `${path} (${round})`).toMatch(round === "miss" ? /script-src 'self' 'nonce-/ : /script-src 'self' 'sha256-/);
  }
}

test("every page of the demo site, fresh and cached, in ru and en, runs without a CSP violation", async ({ page, context, request }) => {
  test.setTimeout(300_000);
  const paths = await sitePages(request);
  const violations = await watchCsp(page);
  // Dropping a path's copies drops the pages under it too. So the homes go first, one by one
  // (every page is under '/'), then the rest in tabs side by side, a tab taking every path that
  // shares the first two segments, so no tab drops what another has just cached.
  const isHome = (path: string) => path.split("/").filter(Boolean).length <= 1;
  for (const path of paths.filter(isHome)) await freshThenCached(page, request, path);
  const groups = new Map<string, string[]>();
  for (const path of paths.filter((path) => !isHome(path))) {
    const key = path.split("/").slice(0, 3).join("/");
    groups.set(key, [...(groups.get(key) ?? []), path]);
  }
  await inTabs(context, [...groups.values()], async (tab, group) => {
    for (const path of group) await freshThenCached(tab, request, path);
  }, { setup: (tab) => watchCsp(tab, violations) });
  // A form validated in the browser (zod runs without compiling code: no 'unsafe-eval').
  for (const [language, submit, required] of [["ru", "Отправить ссылку", "Заполните это поле"], ["en", "Send reset link", "This field is required"]] as const) {
    await visit(page, `/${language}/rbac/subject/authentication/email-and-password/forgot-password`);
    await page.getByRole("button", { name: submit }).click();
    await expect(page.getByText(required)).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test("the admin runs without a CSP violation and may not be framed", async ({ page, baseURL }) => {
  const violations = await watchCsp(page);
  // Registers the administrator (ADMIN_EMAILS, vouched for) or signs in when another spec already did.
  const AUTH = "/api/rbac/subjects/authentication/email-and-password";
  const credentials = { data: { data: { login: E2E_ADMIN.email, password: E2E_ADMIN.password } } };
  let answer = await page.request.post(`${AUTH}/registration`, { ...credentials, headers: registrationHeaders(E2E_ADMIN.email) });
  if (answer.status() === 409) answer = await page.request.post(`${AUTH}/authentication`, credentials);
  expect(answer.ok()).toBe(true);
  // The browser is given the session cookie, unless the server already set it on this context.
  const jwt = ((await answer.json()) as { data?: { jwt?: string } }).data?.jwt;
  if (jwt) await page.context().addCookies([{ name: "rbac.subject.jwt", value: jwt, url: baseURL! }]);
  const admin = await visit(page, "/en/admin/host/pages");
  expect(admin.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(admin.headers()["x-frame-options"]).toBe("DENY");
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  await expect(page.getByText(/^\d+ records?$/).first()).toBeVisible();
  expect(violations).toEqual([]);

  // Another origin (here a blank page) framing the admin: Chromium shows its error page instead.
  await expectFramingRefused(page, `${baseURL}/admin`);
});

/** Frames `url` in a page of another origin and expects Chromium to refuse to show it. */
async function expectFramingRefused(page: Page, url: string) {
  await page.goto("about:blank");
  // setContent waits for the frame's load, refused or not.
  await page.setContent(`<iframe title="framed" src="${url}"></iframe>`);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame?.url()).toBe("chrome-error://chromewebdata/");
}

test("a site page may be framed only by the site itself", async ({ page, request, baseURL }) => {
  const answer = await request.get("/en");
  expect(answer.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(answer.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  await expectFramingRefused(page, `${baseURL}/en`);
});

test("HEAD on a page answers as GET without the body", async ({ request }) => {
  for (const path of ["/en", "/ru/blog", "/en/no-such-page", "/admin"]) {
    const get = await request.get(path);
    const head = await request.head(path);
    expect(head.status(), path).toBe(get.status());
    expect((await head.body()).length, path).toBe(0);
    for (const name of ["content-type", "x-content-type-options", "referrer-policy", "x-frame-options"]) {
      expect(head.headers()[name], `${path} ${name}`).toBe(get.headers()[name]);
    }
    // The same policy but for the inline scripts' sources (a fresh nonce or the cached copy's hashes).
    const policy = (answer: typeof get) => answer.headers()["content-security-policy"]?.replace(/script-src 'self'[^;]*/, "script-src 'self'");
    expect(policy(head), path).toBe(policy(get));
    expect(head.headers()["content-type"], path).toContain("text/html");
  }
});

/** A GET with any Host header (browsers and Playwright's client set their own). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: E2E_PORT, path, headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("a forged Host is refused and no cached page carries another host's origin", async ({ request }) => {
  await dropPageCache(request);
  const forged = await getWithHost("/en/blog", "evil.example");
  expect(forged.status).toBe(400);
  expect(forged.body).toMatch(/SITE_URL/);
  for (const host of [`127.0.0.1:${E2E_PORT}`, `localhost:${E2E_PORT}`]) {
    for (let visit = 0; visit < 2; visit++) {
      const { status, body } = await getWithHost("/en/blog", host);
      expect(status).toBe(200);
      expect(body).toContain(`<link rel="canonical" href="http://${host}/en/blog"/>`);
      expect(body).not.toContain("evil.example");
      expect(body).not.toContain(`http://${host.startsWith("localhost") ? "127.0.0.1" : "localhost"}:${E2E_PORT}`);
    }
  }
});
