import { eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../../../core/admin/server.js";
import { draftsEntity } from "../../../core/history/drafts.js";
import { recordAction } from "../../../core/history/observers.js";
import { notFound } from "../../../core/http/errors.js";
import { ok } from "../../../core/http/route-docs.js";
import { siteOrigin } from "../../../core/http/site-origin.js";
import { text, uuid, validate } from "../../../core/http/validate.js";
import type { AppContext } from "../../../core/module.js";
import { PREVIEW_HOURS, previewSignerOf, recordPath } from "./draft-preview.js";

const previewInput = validate({
  summary: "A signed link that shows a record's public page with its draft applied, for anyone holding it until it expires (admins)",
  body: z.object({
    module: text(100),
    entity: text(100),
    id: uuid,
    language: text(10).optional(),
    hours: z.number().int().min(1).max(24 * 30).optional(),
  }),
  responses: {
    201: ok(z.object({ url: z.string(), expiresAt: z.string() }), "The signed link, and when it stops working"),
    200: ok(
      z.object({ url: z.null(), expiresAt: z.null() }),
      "No page on the site shows the record (an attribute no product lists, an article without its template page): nothing to preview, and no link is made",
    ),
    404: { description: "No such entity with drafts, or no such record" },
  },
});

export function previewRoutes(app: Hono, context: AppContext): void {
  app.post("/api/host/previews", previewInput, async (c) => {
    await requireAdmin(c, context);
    const { module, entity, id, language, hours = PREVIEW_HOURS } = c.var.input.body;
    const def = draftsEntity(module, entity);
    const [record] = await context.db.select({ id: def.table.id as PgColumn }).from(def.table).where(eq(def.table.id as PgColumn, id)).limit(1);
    if (!record) throw notFound(`${entity}: no record with id ${id}`);
    // A record that can have no preview is an answer, not an error: the admin's live preview asks
    // for every drafts record it opens, and says there is no page for this one.
    if (!(await recordPath(context, def, id))) return c.json({ data: { url: null, expiresAt: null } }, 200);
    const exp = Math.floor(Date.now() / 1000) + hours * 3600;
    const token = previewSignerOf(context).sign({ entity: `${module}/${entity}`, id, exp });
    // Who shared a draft, and when: the log names the record, never the link (it is the key).
    await recordAction(context.db, { entity: `${module}/${entity}`, ids: [id], action: "preview-link-created" });
    const prefix = language && language !== context.i18n.defaultLanguage && context.i18n.languages.includes(language) ? `/${language}` : "";
    return c.json({ data: { url: `${siteOrigin(context.config, c)}${prefix}/preview/${token}`, expiresAt: new Date(exp * 1000).toISOString() } }, 201);
  });
}
