import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../src/core/config.js";
import { messages } from "../../src/modules/notification/entities.js";
import { AUTH, PASSWORD, uniqueEmail } from "../helpers/accounts.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

// Which hosts the server answers, and which origin its links carry (issue 10, "Hosts and links").

const FORGOT = `${AUTH}/email-and-password/forgot-password`;

function useSobor(config: Partial<Config>) {
  const holder: { sobor: TestSobor } = {} as never;
  beforeAll(async () => {
    holder.sobor = await startTestSobor({ env: {}, redisUrl: undefined, ...config });
  });
  afterAll(async () => {
    await holder.sobor?.close();
  });
  return holder;
}

async function registered(sobor: TestSobor): Promise<string> {
  const email = uniqueEmail("hosts");
  const answer = await sobor.request(`${AUTH}/email-and-password/registration`, { method: "POST", body: { data: { login: email, password: PASSWORD } } });
  expect(answer.status).toBe(201);
  return email;
}

/** Asks for a reset mail with these headers; the reset mails kept in the outbox for the email. */
async function forgot(sobor: TestSobor, email: string, headers: Record<string, string>) {
  const answer = await sobor.request(FORGOT, { method: "POST", body: { data: { email } }, headers });
  const { mailerOf } = await import("../../src/modules/notification/server/index.js");
  await mailerOf(sobor.context).flush();
  const mail = await sobor.context.db.select().from(messages).where(eq(messages.to, email));
  return { answer, resets: mail.filter((m) => m.subject === "Сброс пароля") };
}

const resetLink = (text: string | null) => text?.match(/https?:\/\/\S+reset-password\?code=/)?.[0];

describe("without SITE_URL", () => {
  const it$ = useSobor({ siteUrl: undefined, allowedHosts: ["parish.example", "chapel.example:8443"], trustProxy: false });

  it("refuses a forged Host on forgot-password with 400 naming the settings, and sends no mail", async () => {
    const email = await registered(it$.sobor);
    const { answer, resets } = await forgot(it$.sobor, email, { host: "evil.example" });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/SITE_URL.*ALLOWED_HOSTS/);
    expect(resets).toEqual([]);
  });

  it("links to the allowed host the request addressed (localhost for development)", async () => {
    const email = await registered(it$.sobor);
    const { answer, resets } = await forgot(it$.sobor, email, { host: "localhost:3000" });
    expect(answer.status).toBe(200);
    expect(resetLink(resets[0]!.text)).toBe("http://localhost:3000/ru/rbac/subject/authentication/email-and-password/reset-password?code=");
    for (const host of ["127.0.0.1:3000", "[::1]:3000", "localhost"]) {
      expect((await it$.sobor.request("/api/host/pages/count", { headers: { host } })).status, host).toBe(200);
    }
  });

  it("answers ALLOWED_HOSTS entries (any port, or the port an entry names)", async () => {
    const email = await registered(it$.sobor);
    const { answer, resets } = await forgot(it$.sobor, email, { host: "parish.example" });
    expect(answer.status).toBe(200);
    expect(resetLink(resets[0]!.text)).toBe("http://parish.example/ru/rbac/subject/authentication/email-and-password/reset-password?code=");
    expect((await it$.sobor.request("/api/host/pages/count", { headers: { host: "PARISH.example:8080" } })).status).toBe(200);
    expect((await it$.sobor.request("/api/host/pages/count", { headers: { host: "chapel.example:8443" } })).status).toBe(200);
    expect((await it$.sobor.request("/api/host/pages/count", { headers: { host: "chapel.example" } })).status).toBe(400);
    expect((await it$.sobor.request("/api/host/pages/count", { headers: { host: "evil.parish.example" } })).status).toBe(400);
    expect((await it$.sobor.request("/api/host/pages/count", { headers: { host: "parish.example@evil.example" } })).status).toBe(400);
  });

  it("refuses a forged Host on pages, the sitemap and robots.txt before anything is built or cached", async () => {
    for (const path of ["/", "/en", "/sitemap.xml", "/robots.txt", "/admin"]) {
      const answer = await it$.sobor.request(path, { headers: { host: "evil.example" } });
      expect(answer.status, path).toBe(400);
      expect(await answer.text()).not.toContain("<html");
    }
    const robots = await it$.sobor.request("/robots.txt", { headers: { host: "parish.example" } });
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain("Sitemap: http://parish.example/sitemap.xml");
  });

  it("ignores X-Forwarded-Host without TRUST_PROXY", async () => {
    const email = await registered(it$.sobor);
    const { answer, resets } = await forgot(it$.sobor, email, { host: "localhost", "x-forwarded-host": "evil.example" });
    expect(answer.status).toBe(200);
    expect(resetLink(resets[0]!.text)).toMatch(/^http:\/\/localhost\//);
  });

  it("answers the load balancer's health probe whatever its Host", async () => {
    const answer = await it$.sobor.json("/api/health", { headers: { host: "10.0.0.7:3000" } });
    expect(answer).toEqual({ status: 200, body: { data: { status: "ok" } } });
  });
});

describe("with SITE_URL and TRUST_PROXY", () => {
  const it$ = useSobor({ siteUrl: "https://sobor.example/", allowedHosts: [], trustProxy: true });

  it("answers SITE_URL's host and mails SITE_URL links, whatever allowed host was asked", async () => {
    const email = await registered(it$.sobor);
    const direct = await forgot(it$.sobor, email, { host: "sobor.example" });
    expect(direct.answer.status).toBe(200);
    const local = await forgot(it$.sobor, email, { host: "localhost:3000" });
    expect(local.answer.status).toBe(200);
    expect(local.resets.map((m) => resetLink(m.text))).toEqual([
      "https://sobor.example/ru/rbac/subject/authentication/email-and-password/reset-password?code=",
      "https://sobor.example/ru/rbac/subject/authentication/email-and-password/reset-password?code=",
    ]);
  });

  it("checks the proxy's X-Forwarded-Host, not the proxy's own Host", async () => {
    const email = await registered(it$.sobor);
    const forged = await forgot(it$.sobor, email, { host: "10.0.0.7:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(forged.answer.status).toBe(400);
    expect(await forged.answer.text()).toMatch(/SITE_URL or ALLOWED_HOSTS/);
    expect(forged.resets).toEqual([]);
    const forwarded = await it$.sobor.request("/robots.txt", { headers: { host: "10.0.0.7:3000", "x-forwarded-host": "sobor.example", "x-forwarded-proto": "https" } });
    expect(forwarded.status).toBe(200);
    expect(await forwarded.text()).toContain("Sitemap: https://sobor.example/sitemap.xml");
  });
});
