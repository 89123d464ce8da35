import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../helpers/records.js";
import { AUTH, bearer, PASSWORD, register, signIn, tokensFrom, uniqueEmail } from "../helpers/accounts.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

/**
 * Issue 10, "Tokens": the server keeps the browser's session in HttpOnly cookies; page scripts
 * never see a token. API clients keep Bearer headers and the `refresh` body field.
 */
let sobor: TestSobor;
beforeAll(async () => {
  // parish.test is the site's host in the https case (any other host is refused).
  sobor = await startTestSobor({ env: {}, redisUrl: undefined, allowedHosts: ["parish.test"] });
});
afterAll(() => sobor?.close());

const BROWSER = { "x-rbac-tokens": "cookie" };
const REFRESH_PATHS = [`${AUTH}/refresh`, `${AUTH}/logout`];

interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

/** Every Set-Cookie of an answer, parsed: name, value and attributes (lower-cased names). */
function setCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair, ...rest] = line.split(";").map((part) => part.trim());
    const at = pair!.indexOf("=");
    const attributes: Record<string, string | true> = {};
    for (const attribute of rest) {
      const eq = attribute.indexOf("=");
      if (eq < 0) attributes[attribute.toLowerCase()] = true;
      else attributes[attribute.slice(0, eq).toLowerCase()] = attribute.slice(eq + 1);
    }
    return { name: pair!.slice(0, at), value: decodeURIComponent(pair!.slice(at + 1)), attributes };
  });
}

const named = (cookies: SetCookie[], name: string) => cookies.filter((cookie) => cookie.name === name);

/** A browser's cookie jar, reduced to what we need: the token cookies as the browser would send them. */
function jarOf(response: Response) {
  const cookies = setCookies(response);
  const jwt = named(cookies, "rbac.subject.jwt")[0]!.value;
  const refresh = named(cookies, "rbac.subject.refresh")[0]!.value;
  return { jwt, refresh, access: `rbac.subject.jwt=${jwt}`, refreshCookie: `rbac.subject.refresh=${refresh}` };
}

async function post(path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await sobor.request(path, { method: "POST", ...init });
  const text = await response.text();
  return { response, status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe("session cookies", () => {
  it("init sets the access token (Path=/) and the refresh token (only its two routes), HttpOnly and SameSite=Lax, over http without Secure", async () => {
    const { response, status, body } = await post(`${AUTH}/init`, { headers: BROWSER });
    expect(status).toBe(201);
    const cookies = setCookies(response);

    const [access] = named(cookies, "rbac.subject.jwt");
    expect(access!.value.split(".")).toHaveLength(3);
    expect(access!.attributes).toMatchObject({ path: "/", httponly: true, samesite: "Lax" });
    expect(access!.attributes).not.toHaveProperty("secure");
    expect(Number(access!.attributes["max-age"])).toBe(15 * 60);

    const refresh = named(cookies, "rbac.subject.refresh");
    expect(refresh.map((c) => c.attributes.path).sort()).toEqual([...REFRESH_PATHS].sort());
    for (const cookie of refresh) {
      expect(cookie.value.length).toBeGreaterThan(20);
      expect(cookie.attributes).toMatchObject({ httponly: true, samesite: "Lax" });
      expect(cookie.attributes).not.toHaveProperty("secure");
    }

    // The readable hint holds no token: neither the access token nor the refresh token appears in it.
    const [hint] = named(cookies, "rbac.subject.session");
    expect(hint!.attributes).not.toHaveProperty("httponly");
    expect(hint!.attributes.path).toBe("/");
    expect(hint!.value).not.toContain(access!.value);
    expect(hint!.value).not.toContain(refresh[0]!.value);
    expect(hint!.value).toMatch(/^\d+\.\d+\.a\.[0-9a-f-]{36}\.[0-9a-f-]{36}$/);

    // Browser code gets no token in the body, only what the hint says.
    expect(JSON.stringify(body)).not.toContain(access!.value);
    expect(JSON.stringify(body)).not.toContain(refresh[0]!.value);
    expect(body.data).toEqual({
      subjectId: expect.any(String),
      sessionId: expect.any(String),
      anonymous: true,
      expiresAt: expect.any(Number),
      issuedAt: expect.any(Number),
    });
  });

  it("marks every cookie Secure when the request came over https (directly or through a proxy)", async () => {
    for (const request of [
      () => sobor.request(`https://parish.test${AUTH}/init`, { method: "POST", headers: BROWSER }),
      () => sobor.request(`${AUTH}/init`, { method: "POST", headers: { ...BROWSER, "x-forwarded-proto": "https" } }),
    ]) {
      const cookies = setCookies(await request());
      expect(cookies.length).toBe(4);
      for (const cookie of cookies) expect(cookie.attributes, cookie.name).toMatchObject({ secure: true, samesite: "Lax" });
    }
  });

  it("sign-in and registration set the cookies; browser code gets no tokens in the body, an API client still does", async () => {
    const email = uniqueEmail("cookie");
    const registered = await post(`${AUTH}/email-and-password/registration`, { body: { data: { login: email, password: PASSWORD } }, headers: BROWSER });
    expect(registered.status).toBe(201);
    const jar = jarOf(registered.response);
    expect(JSON.stringify(registered.body)).not.toContain(jar.jwt);
    expect(JSON.stringify(registered.body)).not.toContain(jar.refresh);
    expect(registered.body.data.anonymous).toBe(false);

    const browser = await post(`${AUTH}/email-and-password/authentication`, { body: { data: { login: email, password: PASSWORD } }, headers: BROWSER });
    expect(browser.status).toBe(200);
    const signedIn = jarOf(browser.response);
    expect(browser.body.data).not.toHaveProperty("jwt");
    expect(browser.body.data).not.toHaveProperty("refresh");

    // The cookie alone is a session: /me answers for it.
    const me = await sobor.json(`${AUTH}/me`, { headers: { cookie: signedIn.access } });
    expect(me.status).toBe(200);
    expect(me.body.data.identities[0].email).toBe(email);

    // An API client (no X-Rbac-Tokens header) keeps its contract, and gets the cookies too.
    const api = await post(`${AUTH}/email-and-password/authentication`, { body: { data: { login: email, password: PASSWORD } } });
    expect(api.body.data).toEqual({ jwt: expect.any(String), refresh: expect.any(String) });
    expect(named(setCookies(api.response), "rbac.subject.jwt")[0]!.value).toBe(api.body.data.jwt);
  });

  it("refreshes from the refresh cookie: new cookies, no tokens in the body, even without the browser header", async () => {
    const jar = jarOf((await post(`${AUTH}/init`, { headers: BROWSER })).response);
    // Without the header too: a script on the page must not trade the cookie for readable tokens.
    const refreshed = await post(`${AUTH}/refresh`, { headers: { cookie: jar.refreshCookie } });
    expect(refreshed.status).toBe(200);
    const next = jarOf(refreshed.response);
    expect(next.refresh).not.toBe(jar.refresh);
    expect(JSON.stringify(refreshed.body)).not.toContain(next.jwt);
    expect(JSON.stringify(refreshed.body)).not.toContain(next.refresh);
    expect(refreshed.body.data.sessionId).toBe(named(setCookies(refreshed.response), "rbac.subject.session")[0]!.value.split(".")[4]);
    expect((await sobor.json(`${AUTH}/me`, { headers: { cookie: next.access } })).status).toBe(200);

    // The spent cookie is refused, and the answer clears every session cookie.
    const reused = await post(`${AUTH}/refresh`, { headers: { cookie: jar.refreshCookie } });
    expect(reused.status).toBe(401);
    const cleared = setCookies(reused.response);
    expect(cleared.map((c) => c.name).sort()).toEqual(["rbac.subject.jwt", "rbac.subject.refresh", "rbac.subject.refresh", "rbac.subject.session"]);
    for (const cookie of cleared) expect(cookie.attributes["max-age"]).toBe("0");
  });

  it("refuses a refresh cookie sent from another site or origin", async () => {
    const jar = jarOf((await post(`${AUTH}/init`, { headers: BROWSER })).response);
    const crossSite: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }];
    for (const headers of crossSite) {
      const refused = await post(`${AUTH}/refresh`, { headers: { ...headers, cookie: jar.refreshCookie } });
      expectError(refused, 403, /another site/);
      expect(refused.response.headers.getSetCookie()).toEqual([]);
    }
    // The cookie is still good from the site itself.
    expect((await post(`${AUTH}/refresh`, { headers: { cookie: jar.refreshCookie, "sec-fetch-site": "same-origin" } })).status).toBe(200);
  });

  it("another site's form cannot sign a browser in or up (login CSRF): no session, no cookies; the site itself and API clients can", async () => {
    const email = uniqueEmail("csrf");
    const credentials = { data: { login: email, password: PASSWORD } };
    const crossSite: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }, { origin: "null" }];
    for (const headers of crossSite) {
      for (const path of [`${AUTH}/email-and-password/registration`, `${AUTH}/email-and-password/authentication`, `${AUTH}/init`]) {
        const refused = await post(path, { headers: { ...headers, "content-type": "application/x-www-form-urlencoded" }, body: `data=${encodeURIComponent(JSON.stringify(credentials.data))}` });
        expectError(refused, 403, /another site/);
        expect(refused.response.headers.getSetCookie()).toEqual([]);
      }
    }
    // Nothing was registered: the address is free for its owner, from the site or an API client.
    expect((await post(`${AUTH}/email-and-password/registration`, { headers: { ...BROWSER, "sec-fetch-site": "same-origin" }, body: credentials })).status).toBe(201);
    expect((await post(`${AUTH}/email-and-password/authentication`, { body: credentials })).status).toBe(200);
  });

  it("API clients keep Bearer headers and the refresh body field", async () => {
    const tokens = await signIn(sobor, (await registerEmail()).email);
    expect((await sobor.json(`${AUTH}/me`, { headers: bearer(tokens.jwt) })).status).toBe(200);
    const refreshed = await tokensFrom(sobor.json(`${AUTH}/refresh`, { method: "POST", body: { data: { refresh: tokens.refresh } } }));
    expect(refreshed.refresh).not.toBe(tokens.refresh);
    expect((await sobor.json(`${AUTH}/me`, { headers: bearer(refreshed.jwt) })).status).toBe(200);
  });

  it("logout by cookie revokes the session and clears both token cookies at every path", async () => {
    const jar = jarOf((await post(`${AUTH}/init`, { headers: BROWSER })).response);
    // The logout route receives both cookies, as a browser sends them there.
    const out = await post(`${AUTH}/logout`, { headers: { ...BROWSER, cookie: `${jar.access}; ${jar.refreshCookie}` } });
    expect(out.status).toBe(200);
    const cleared = setCookies(out.response);
    expect(named(cleared, "rbac.subject.jwt")[0]!.attributes).toMatchObject({ path: "/", "max-age": "0" });
    expect(named(cleared, "rbac.subject.refresh").map((c) => [c.attributes.path, c.attributes["max-age"]]).sort()).toEqual(
      REFRESH_PATHS.map((path) => [path, "0"]).sort(),
    );
    expect(named(cleared, "rbac.subject.session")[0]!.attributes["max-age"]).toBe("0");
    expectError(await sobor.json(`${AUTH}/me`, { headers: { cookie: jar.access } }), 401);
    expectError(await post(`${AUTH}/refresh`, { headers: { cookie: jar.refreshCookie } }), 401);
  });

  it("logout with only the refresh cookie (an expired access token) still ends the session", async () => {
    const jar = jarOf((await post(`${AUTH}/init`, { headers: BROWSER })).response);
    expect((await post(`${AUTH}/logout`, { headers: { ...BROWSER, cookie: jar.refreshCookie } })).status).toBe(200);
    expectError(await sobor.json(`${AUTH}/me`, { headers: { cookie: jar.access } }), 401);
  });

  it("another site can neither log out with the refresh cookie nor clear the cookies", async () => {
    const jar = jarOf((await post(`${AUTH}/init`, { headers: BROWSER })).response);
    const forced = await post(`${AUTH}/logout`, { headers: { cookie: `${jar.access}; ${jar.refreshCookie}`, origin: "https://evil.example" } });
    expectError(forced, 401);
    expect(forced.response.headers.getSetCookie()).toEqual([]);
    expect((await sobor.json(`${AUTH}/me`, { headers: { cookie: jar.access } })).status).toBe(200);
  });
});

async function registerEmail() {
  const email = uniqueEmail("api");
  await register(sobor, email);
  return { email };
}
