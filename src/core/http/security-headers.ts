import { createHash, randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Config } from "../config.js";
import { requestIsHttps } from "./site-origin.js";

/** Paths that must never be framed by anyone: the back office (clickjacking its buttons), with or without a language. */
export const isAdminPath = (path: string) => /^\/(?:[a-z]{2}\/)?admin(?:\/|$)/i.test(path);

/**
 * Answers that are not pages (JSON, files, uploads) run nothing: an uploaded SVG or HTML opened
 * directly cannot run script. Inline styles stay so an SVG still looks right.
 */
const NON_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** A year, as browsers and preload lists expect; only ever sent over https. */
const HSTS = "max-age=31536000";

/**
 * Headers every answer carries. A page's own Content-Security-Policy (with its nonce or hashes)
 * is set by the site renderer; anything else without one gets the strict default.
 */
export function securityHeaders(config: Pick<Config, "trustProxy">): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const set = (name: string, value: string) => {
      if (c.res.headers.has(name)) return;
      try {
        c.res.headers.set(name, value);
      } catch {
        // Responses from fetch() have immutable headers: copy once, then set.
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set(name, value);
      }
    };
    set("x-content-type-options", "nosniff");
    set("referrer-policy", "strict-origin-when-cross-origin");
    set("x-frame-options", isAdminPath(c.req.path) ? "DENY" : "SAMEORIGIN");
    const isHtml = c.res.headers.get("content-type")?.includes("text/html");
    if (!isHtml) set("content-security-policy", NON_PAGE_CSP);
    if (requestIsHttps(c, config.trustProxy)) set("strict-transport-security", HSTS);
  };
}

/** A fresh value per response: a script injected into the page cannot guess it. */
export const newNonce = () => randomBytes(16).toString("base64");

/** CSP sources ('sha256-…') of every inline script in a page, for a copy served again without a fresh nonce. */
export function inlineScriptHashes(html: string | Buffer): string[] {
  return typeof html === "string" ? textScriptHashes(html) : pageScriptHashes(html);
}

/** Whether a script element with these attributes runs its own text: not an external one, not a data block (JSON). */
const runs = (attributes: string) => !/\ssrc\s*=/i.test(attributes) && !/\stype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes);

const hashOf = (script: string | Buffer) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

function textScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!runs(match[1]!) || !match[2]) continue;
    hashes.add(hashOf(match[2]));
  }
  return [...hashes];
}

const OPEN = Buffer.from("<script");
const CLOSE = Buffer.from("</script>");

/**
 * The same for a page's bytes as React wrote them (its tags in lower case), read in place: no
 * text is made of the page (twice its size for a Russian page) and each script's bytes are hashed
 * as they are. A tag in other case would not be hashed, so its script would not run from a
 * cached copy: the safe side.
 */
function pageScriptHashes(page: Buffer): string[] {
  const hashes = new Set<string>();
  for (let at = page.indexOf(OPEN); at >= 0; at = page.indexOf(OPEN, at + 1)) {
    const after = page[at + OPEN.length];
    // `<script` followed by a space, `/` or `>` opens a script element (not `<scripts>`).
    if (after !== 0x3e && after !== 0x20 && after !== 0x2f && after !== 0x09 && after !== 0x0a) continue;
    const tagEnd = page.indexOf(0x3e, at);
    if (tagEnd < 0) break;
    const close = page.indexOf(CLOSE, tagEnd);
    if (close < 0) break;
    const attributes = page.toString("latin1", at + OPEN.length, tagEnd);
    if (close > tagEnd + 1 && runs(attributes)) hashes.add(hashOf(page.subarray(tagEnd + 1, close)));
    at = close;
  }
  return [...hashes];
}

export interface PageCspOptions {
  /** `'nonce-…'` for a fresh render, `'sha256-…'` sources for a cached one. */
  scriptSources: string[];
  /** The back office may not be framed at all; the site only by itself. */
  admin: boolean;
  /** Origins images and media load from besides this site and https (file storage on plain http, e.g. a local S3). */
  imageOrigins?: string[];
  /** Origins pages may frame (map embeds); the back office may frame the site itself too. */
  frameOrigins?: string[];
}

/**
 * The policy of a server-rendered page: scripts only from this site and the inline ones it wrote.
 * style-src keeps 'unsafe-inline': React renders `style` attributes into the HTML, and Radix,
 * TipTap and sonner add style elements at run time; styles cannot run code.
 */
export function pageCsp({ scriptSources, admin, imageOrigins = [], frameOrigins = [] }: PageCspOptions): string {
  // File records may link an image anywhere on https (file-storage create-from-url): images and
  // media run no code here, so any https source is allowed besides the configured storage.
  const images = [...new Set(["'self'", "data:", "blob:", "https:", ...imageOrigins])].join(" ");
  // The back office frames the site's own pages: the live preview of a draft beside its form
  // (a preview link's page answers `frame-ancestors 'self'`, as every site page does).
  const frames = admin ? ["'self'", ...frameOrigins] : frameOrigins;
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    `media-src ${images}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${frames.length ? frames.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${admin ? "'none'" : "'self'"}`,
  ].join("; ");
}
