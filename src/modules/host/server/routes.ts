import type { Hono } from "hono";
import { getEntity } from "../../../core/entity/registry.js";
import { badRequest, notFound } from "../../../core/http/errors.js";
import { siteOrigin } from "../../../core/http/site-origin.js";
import { localiseHref } from "../../../core/i18n/languages.js";
import type { AppContext } from "../../../core/module.js";
import { hostService } from "./host-service.js";

function requiredQuery(value: string | undefined, name: string): string {
  if (!value) throw badRequest(`${name}: is required`);
  return value;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function hostRoutes(app: Hono, context: AppContext) {
  const host = hostService(context);
  const base = "/api/host/pages";

  app.get(`${base}/find-by-url`, async (c) => {
    const found = await host.findByUrl(requiredQuery(c.req.query("url"), "url"));
    if (!found) throw notFound(`No page for url ${c.req.query("url")}`);
    return c.json({ data: found.page });
  });

  app.get(`${base}/urls`, async (c) => c.json({ data: await host.urls() }));

  app.get(`${base}/url-segment-value`, async (c) => {
    const url = requiredQuery(c.req.query("url"), "url");
    const segment = requiredQuery(c.req.query("segment"), "segment");
    const value = await host.segmentValue(url, segment);
    if (value === undefined) throw notFound(`No segment ${segment} in ${url}`);
    return c.json({ data: value });
  });

  app.get("/api/revalidation/revalidate", async (c) => {
    // Whoever may write pages may drop their rendered copies.
    await context.policy.authorize(c, getEntity("host", "pages"), "write");
    const path = c.req.query("path") || "/";
    host.pageCache.drop(path);
    return c.json({ data: { revalidated: true, path, type: c.req.query("type") ?? "page" } });
  });

  app.get("/sitemap.xml", async (c) => {
    const origin = siteOrigin(context.config, c);
    const urls = (await host.urls()).filter((segments) => !["404", "500"].includes(segments[0] ?? ""));
    const entries = urls.flatMap((segments) =>
      context.i18n.languages.map((language) => {
        const loc = `${origin}${localiseHref(`/${segments.join("/")}`, language, context.i18n)}`;
        return `<url><loc>${escapeXml(loc)}</loc></url>`;
      }),
    );
    c.header("content-type", "application/xml; charset=utf-8");
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</urlset>\n`);
  });

  app.get("/robots.txt", (c) => {
    const origin = siteOrigin(context.config, c);
    return c.text(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
}
