import type { Hono } from "hono";
import { getEntity } from "../../../core/entity/registry.js";
import { z } from "zod";
import { notFound } from "../../../core/http/errors.js";
import { siteOrigin } from "../../../core/http/site-origin.js";
import { entityOf } from "../../../core/entity/define.js";
import { rowSchemaOf } from "../../../core/entity/schemas.js";
import { pages } from "../entities.js";
import { answer, ok, redirect } from "../../../core/http/route-docs.js";
import { text, validate } from "../../../core/http/validate.js";
import { localiseHref } from "../../../core/i18n/languages.js";
import type { AppContext } from "../../../core/module.js";
import { cachedImage } from "../../file-storage/index.js";
import { hostService } from "./host-service.js";
import { loadPageRecord } from "./page-record.js";
import { pageShareWords } from "./page-share-words.js";
import { previewRoutes } from "./preview-routes.js";

/** The file-storage template that draws share previews (SPEC §2). */
const OPENGRAPH_TEMPLATE = "generate-template-opengraph-image-default";

const required = text(2000).min(1, { error: "is required" });
const url = z.object({ url: required });
const findInput = validate({ query: url, summary: "The page a site url shows", responses: { 200: ok(rowSchemaOf(entityOf(pages))) } });
const opengraphInput = validate({ query: url, summary: "A page's share preview image", responses: { 302: redirect("To the drawn image's file") } });
const urlsInput = validate({ summary: "Every page's url, as segments", responses: { 200: ok(z.array(z.array(z.string()))) } });
const segmentQuery = validate({
  query: z.object({ url: required, segment: text(200).min(1, { error: "is required" }) }),
  summary: "The value of one template segment of a url",
  responses: { 200: ok(z.string()) },
});
const revalidateQuery = validate({
  query: z.object({ path: text(2000).optional(), type: text(40).optional() }),
  summary: "Drop a path's rendered copies (whoever may write pages)",
  responses: { 200: ok(z.object({ revalidated: z.literal(true), path: z.string(), type: z.string() })) },
});
const sitemapInput = validate({ summary: "Every page in every language", responses: { 200: answer("application/xml", "The sitemap") } });
const robotsInput = validate({ summary: "What crawlers may read", responses: { 200: answer("text/plain", "robots.txt") } });

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function hostRoutes(app: Hono, context: AppContext) {
  previewRoutes(app, context);
  const host = hostService(context);
  const base = "/api/host/pages";

  app.get(`${base}/find-by-url`, findInput, async (c) => {
    const { url } = c.var.input.query;
    const found = await host.findByUrl(url);
    if (!found) throw notFound(`No page for url ${url}`);
    return c.json({ data: found.page });
  });

  // A page's share preview when it has no image of its own: drawn once per title and description
  // (cachedImage), then served from storage. The page head links here. A record page shows its
  // record; a template page whose record is missing has none.
  app.get(`${base}/opengraph-image`, opengraphInput, async (c) => {
    const { url } = c.var.input.query;
    const found = await host.findByUrl(url);
    if (!found) throw notFound(`No page for url ${url}`);
    const words = Object.keys(found.params).length
      ? (await loadPageRecord({ db: context.db, reads: new Set() }, found.params, found.language, context.i18n))?.record
      : await pageShareWords(context, found.page, found.language);
    if (!words) throw notFound(`No record page for url ${url}`);
    const file = await cachedImage(context, { variant: OPENGRAPH_TEMPLATE, data: { language: found.language, title: words.title, description: words.description } });
    c.header("cache-control", "public, max-age=300");
    return c.redirect(String(file.file), 302);
  });

  app.get(`${base}/urls`, urlsInput, async (c) => c.json({ data: await host.urls() }));

  app.get(`${base}/url-segment-value`, segmentQuery, async (c) => {
    const { url, segment } = c.var.input.query;
    const value = await host.segmentValue(url, segment);
    if (value === undefined) throw notFound(`No segment ${segment} in ${url}`);
    return c.json({ data: value });
  });

  app.get("/api/revalidation/revalidate", revalidateQuery, async (c) => {
    // Whoever may write pages may drop their rendered copies.
    await context.policy.authorize(c, getEntity("host", "pages"), "write");
    const path = c.var.input.query.path || "/";
    host.pageCache.drop(path);
    return c.json({ data: { revalidated: true, path, type: c.var.input.query.type ?? "page" } });
  });

  app.get("/sitemap.xml", sitemapInput, async (c) => {
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

  // Link-preview crawlers that honour robots.txt (Twitterbot) must still reach share images.
  app.get("/robots.txt", robotsInput, (c) => {
    const origin = siteOrigin(context.config, c);
    return c.text(`User-agent: *\nAllow: /\nDisallow: /admin\nAllow: /api/host/pages/opengraph-image\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
}
