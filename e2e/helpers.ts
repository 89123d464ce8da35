import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_SECRET } from "../playwright.config";
import { foreignWords } from "../tests/helpers/language-check";

/** Writes through the API with the secret key, as a trusted server would. */
export async function api<T = any>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { "x-rbac-secret-key": E2E_SECRET, "content-type": "application/json" },
    data: data === undefined ? undefined : JSON.stringify({ data }),
  });
  const body = await response.json();
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${JSON.stringify(body)}`);
  return body.data as T;
}

/** The cookies the server keeps a browser's session in (issue 10: both tokens HttpOnly, a readable hint). */
export const SESSION_COOKIES = { access: "rbac.subject.jwt", refresh: "rbac.subject.refresh", hint: "rbac.subject.session" } as const;

/**
 * A browser context's session cookies, read from its jar (HttpOnly ones included: the test sees
 * what page scripts cannot). `refresh` has one entry per Path the server scoped it to.
 */
export async function sessionCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return {
    access: cookies.find((c) => c.name === SESSION_COOKIES.access),
    refresh: cookies.filter((c) => c.name === SESSION_COOKIES.refresh),
    hint: cookies.find((c) => c.name === SESSION_COOKIES.hint),
  };
}

/** The subject id inside an access token (its `sub` claim). */
export const subjectOfJwt = (jwt: string | undefined): string | undefined =>
  jwt ? (JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString()) as { sub?: string }).sub : undefined;

/** Waits until the session keeper has a session: the server has set its cookies in the browser. */
export async function sessionReady(context: BrowserContext, timeout?: number): Promise<void> {
  await expect.poll(async () => (await sessionCookies(context)).access?.value ?? "", { timeout }).toMatch(/^ey/);
}

/**
 * What a registration of `login` sends besides its credentials: the e2e administrator's address is
 * in ADMIN_EMAILS, and the server's key vouches for it as a deploy script would (a person signing
 * up with a listed address gets the admin role only once a reset code mailed to it is used).
 */
export const registrationHeaders = (login: string): Record<string, string> => (login === E2E_ADMIN.email ? { "x-rbac-secret-key": E2E_SECRET } : {});

/**
 * Signs a browser context in as its own page would: registers the account (or signs in when it
 * exists) through the context's request API, so the server's HttpOnly cookies land in the
 * browser's jar. Answers the subject id.
 */
export async function signInBrowser(context: BrowserContext, login: string, password: string): Promise<string> {
  const base = "/api/rbac/subjects/authentication/email-and-password";
  const options = { data: { data: { login, password } }, headers: { "x-rbac-tokens": "cookie" } };
  let response = await context.request.post(`${base}/registration`, { ...options, headers: { ...options.headers, ...registrationHeaders(login) } });
  if (response.status() === 409) response = await context.request.post(`${base}/authentication`, options);
  const body = await response.json();
  if (!response.ok()) throw new Error(`sign-in of ${login}: ${response.status()} ${JSON.stringify(body)}`);
  return body.data.subjectId as string;
}

/**
 * Runs `work` for each item in a few tabs of one browser context at once, each tab taking the
 * next item when it is done: a walk over every page of the site mostly waits on its pages'
 * network, so tabs side by side take a fraction of the time of one. Every tab is prepared by
 * `setup` first (listeners for what the walk collects). The first error fails the walk.
 */
export async function inTabs<T>(context: BrowserContext, items: readonly T[], work: (page: Page, item: T) => Promise<void>, options: { tabs?: number; setup?: (page: Page) => Promise<unknown> } = {}) {
  const queue = [...items];
  const tab = async () => {
    const page = await context.newPage();
    await options.setup?.(page);
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(page, item);
    await page.close();
  };
  await Promise.all(Array.from({ length: Math.min(options.tabs ?? 3, items.length) }, tab));
}

/**
 * The words a visitor meets on the page as it is now: visible text (screen-reader-only text too)
 * and the labels, placeholders and titles of visible elements. Parts marked with another lang
 * (the switcher's 'English') are in that language by design, and parts marked lang="" (a record's
 * own title and values in the admin) are content in no known language: both are left out, even
 * where a label quotes them, and so is what a person typed into a field.
 */
export async function pageWords(page: Page, language: string): Promise<string[]> {
  return page.evaluate((language) => {
    const own = (el: Element) => (el.closest("[lang]")?.getAttribute("lang") ?? language) === language;
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const words = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest("script, style, noscript, template, textarea, [contenteditable=true]")) continue;
      if (own(parent) && shown(parent)) words.add(text);
    }
    // A label may quote content ('Move “home-news” up'): the quoted record's words are not the label's.
    const contents = [...document.body.querySelectorAll('[lang=""]')].map((el) => el.textContent?.trim() ?? "")
      .filter(Boolean)
      .sort((a, b) => b.length - a.length);
    const withoutContent = (value: string) => contents.reduce((rest, content) => rest.split(content).join(" "), value);
    for (const el of document.body.querySelectorAll("[aria-label], [placeholder], [title]")) {
      if (!own(el) || !shown(el)) continue;
      for (const name of ["aria-label", "placeholder", "title"]) {
        const value = el.getAttribute(name)?.trim();
        if (value) words.add(withoutContent(value));
      }
    }
    return [...words];
  }, language);
}

/** No English interface word on a ru page, no Russian one on an en page. */
export async function expectOwnLanguage(page: Page, language: string, where: string) {
  const foreign = (await pageWords(page, language)).filter((text) => foreignWords(text, language).length);
  expect(foreign, `${where}: words not in ${language}`).toEqual([]);
}
