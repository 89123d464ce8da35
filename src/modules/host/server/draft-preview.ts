/**
 * Draft previews: a signed, expiring link ('/preview/<token>', language prefix allowed) that
 * renders the record's real public page with its draft applied (src/core/entity/drafts.ts), for
 * anyone holding the link, never cached and never indexed.
 */
import { asc, eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DraftPreview } from "../../../core/entity/drafts.js";
import type { EntityDef } from "../../../core/entity/define.js";
import { allEntities, findEntity } from "../../../core/entity/registry.js";
import { draftOf } from "../../../core/history/drafts.js";
import type { AppContext } from "../../../core/module.js";
import { pages } from "../entities.js";
import { hostService } from "./host-service.js";
import { previewSigner, type PreviewSigner } from "./preview-token.js";
import { segmentTarget } from "./segment-target.js";

/** How long a link works unless asked otherwise: long enough for an approver to get round to it. */
export const PREVIEW_HOURS = 72;

const signers = new WeakMap<AppContext, PreviewSigner>();
export function previewSignerOf(context: AppContext): PreviewSigner {
  let signer = signers.get(context);
  if (!signer) signers.set(context, (signer = previewSigner(context.config)));
  return signer;
}

/**
 * The public path a record is shown at: a page's own url, or the first template page whose last
 * segment names the entity ('/blog/articles/[blog.articles.slug]'), filled with the record's value.
 * A record with no page of its own is shown on the page of a record that links to it (a service's
 * date on the service's page): relations whose left side has drafts are tried first.
 */
export async function recordPath(context: AppContext, def: EntityDef, id: string): Promise<string | undefined> {
  return (await ownPath(context, def, id)) ?? (await linkingRecordPath(context, def, id));
}

async function linkingRecordPath(context: AppContext, def: EntityDef, id: string): Promise<string | undefined> {
  const linking = allEntities()
    .filter((e) => e.relation && e.relation.right.module === def.module && e.relation.right.name === def.name && e.access.read === "public")
    .map((relation) => ({ relation, left: findEntity(relation.relation!.left.module, relation.relation!.left.name) }))
    .filter((r): r is { relation: EntityDef; left: EntityDef } => Boolean(r.left && !r.left.relation && r.left !== def))
    .sort((a, b) => Number(Boolean(b.left.drafts)) - Number(Boolean(a.left.drafts)));
  for (const { relation, left } of linking) {
    const { left: leftSide, right } = relation.relation!;
    const [row] = await context.db
      .select({ id: relation.table[leftSide.key] as PgColumn })
      .from(relation.table)
      .where(eq(relation.table[right.key] as PgColumn, id))
      .orderBy(asc(relation.table.orderIndex as PgColumn), asc(relation.table.createdAt as PgColumn))
      .limit(1);
    const path = row && (await ownPath(context, left, String(row.id)));
    if (path) return path;
  }
  return undefined;
}

async function ownPath(context: AppContext, def: EntityDef, id: string): Promise<string | undefined> {
  if (def === pages.$entity) {
    const [page] = await context.db.select({ url: pages.url }).from(pages).where(eq(pages.id, id)).limit(1);
    // A draft that moves the page is previewed where it will be (host-service resolves it there).
    const draftUrl = page && (await draftOf(context.db, def, id))?.data.url;
    const url = typeof draftUrl === "string" ? draftUrl : page?.url;
    return url && !url.includes("[") ? url : undefined;
  }
  for (const template of await hostService(context).index.templates()) {
    const last = template.segments.at(-1);
    const target = last?.kind === "param" ? segmentTarget(last.key) : undefined;
    if (!target || target.def !== def || template.segments.filter((s) => s.kind === "param").length > 1) continue;
    const [row] = await context.db.select({ value: target.column }).from(def.table).where(eq(def.table.id as PgColumn, id)).limit(1);
    if (row?.value === null || row?.value === undefined) return undefined;
    return `/${template.segments.map((s) => (s.kind === "static" ? s.value : encodeURIComponent(String(row.value)))).join("/")}`;
  }
  return undefined;
}

export type PreviewOpening =
  | { status: 200; path: string; preview: DraftPreview }
  | { status: 403 | 404 | 410; reason: "tampered" | "gone" | "expired" };

/** What a preview link opens: the page path and the draft to apply, or why it cannot. */
export async function openPreview(context: AppContext, token: string): Promise<PreviewOpening> {
  const check = previewSignerOf(context).check(token);
  if (check.status === "tampered") return { status: 403, reason: "tampered" };
  if (check.status === "expired") return { status: 410, reason: "expired" };
  const [module, name] = check.claims.entity.split("/");
  const def = module && name ? findEntity(module, name) : undefined;
  if (!def?.drafts) return { status: 403, reason: "tampered" };
  const path = await recordPath(context, def, check.claims.id);
  if (!path) return { status: 404, reason: "gone" };
  const draft = await draftOf(context.db, def, check.claims.id);
  return { status: 200, path, preview: { entity: check.claims.entity, id: check.claims.id, values: draft?.data ?? {} } };
}

type Words = Record<"tampered" | "expired" | "gone", readonly [string, string]>;
const WORDS: Record<"ru" | "en", Words> = {
  ru: {
    tampered: ["Ссылка недействительна", "Ссылка на предпросмотр повреждена или подделана. Попросите новую у редактора."],
    expired: ["Срок ссылки истёк", "Эта ссылка на предпросмотр больше не действует. Попросите новую у редактора."],
    gone: ["Страница не найдена", "Запись, которую показывала эта ссылка, удалена или у неё нет страницы на сайте."],
  },
  en: {
    tampered: ["This link is not valid", "The preview link is damaged or was altered. Ask the editor for a new one."],
    expired: ["This link has expired", "This preview link no longer works. Ask the editor for a new one."],
    gone: ["Page not found", "The record this link showed was deleted or has no page on the site."],
  },
};

/** A refused preview link's page, in the link's language; never cached, never indexed. */
export function refusedPreviewHtml(reason: "tampered" | "gone" | "expired", language: string): string {
  const words = language === "ru" ? WORDS.ru : WORDS.en;
  const [title, text] = words[reason];
  return `<!doctype html><html lang="${language === "ru" ? "ru" : "en"}"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p></body></html>`;
}
