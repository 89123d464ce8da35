/**
 * The live page beside a drafts record's form: its public page with the draft applied (the
 * signed preview link, loaded from the admin's own origin so the page's `frame-ancestors 'self'`
 * lets the admin frame it), reloaded whenever the record's drafts state is read again — after
 * each 'Save draft', 'Publish', 'Discard draft' or 'Unpublish'. A record without a page on the
 * site says so. Collapsible; the admin's choice is remembered in this browser.
 */
import { useQuery } from "@tanstack/react-query";
import { ExternalLink, PanelRightClose, RefreshCw } from "lucide-react";
import { useState } from "react";
import { errorText } from "../../client/error-text";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { useAdmin } from "../context";
import { languageShort } from "../form-texts";
import type { AdminEntity } from "../types";
import { useAdminTexts } from "../use-texts";
import { previewPath, useDraftActions } from "./api";
import { DRAFTS_TEXTS } from "./texts";

const REMEMBERED = "sobor.admin.live-preview";

/** Shown unless the admin hid it; on a narrow screen it starts hidden (the form comes first). */
export function useLivePreviewOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => {
    if (typeof window === "undefined") return false;
    const remembered = window.localStorage.getItem(REMEMBERED);
    return remembered ? remembered === "open" : window.matchMedia("(min-width: 1024px)").matches;
  });
  return [
    open,
    (next) => {
      setOpen(next);
      window.localStorage.setItem(REMEMBERED, next ? "open" : "closed");
    },
  ];
}

export function LivePreviewPane({ entity, id, version, onHide }: { entity: AdminEntity; id: string; version: number; onHide: () => void }) {
  const { languages, defaultLanguage, language: adminLanguage } = useAdmin();
  const t = useAdminTexts(DRAFTS_TEXTS);
  /** A content language's button: 'EN' in English, 'АНГЛ' in Russian. */
  const languageName = (lang: string) => languageShort(lang, adminLanguage).toUpperCase();
  const actions = useDraftActions(entity);
  const [language, setLanguage] = useState(defaultLanguage);
  const [reloads, setReloads] = useState(0);
  const link = useQuery({
    queryKey: ["admin-preview-link", entity.module, entity.name, id, language],
    // No page shows the record (an attribute no product lists, an article without a template
    // page): the server says so without an error status, and the pane says there is nothing to frame.
    queryFn: async () => previewPath(await actions.previewUrl(id, language), window.location.origin),
    // A link is valid for days; a new one is asked for only when this form opens again.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  return (
    <section aria-label={t("livePreview")} className="flex min-h-0 flex-col gap-2 rounded-md border border-brand-200 bg-brand-50/40 p-2 lg:sticky lg:top-0 lg:h-[calc(80vh-8rem)]">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-sm font-semibold">{t("livePreview")}</h3>
        {languages.length > 1 ? (
          <div role="group" aria-label={t("previewLanguage")} className="flex gap-1">
            {languages.map((lang) => (
              <Button key={lang} type="button" size="sm" variant={lang === language ? "primary" : "outline"} aria-pressed={lang === language} onClick={() => setLanguage(lang)}>
                {languageName(lang)}
              </Button>
            ))}
          </div>
        ) : null}
        <Button type="button" size="icon" variant="outline" className="size-8" aria-label={t("reloadPreview")} onClick={() => setReloads((n) => n + 1)}>
          <RefreshCw className="size-4" aria-hidden />
        </Button>
        {link.data ? (
          <Button asChild size="icon" variant="outline" className="size-8">
            <a href={link.data} target="_blank" rel="noopener" aria-label={t("openPreview")}>
              <ExternalLink className="size-4" aria-hidden />
            </a>
          </Button>
        ) : null}
        <Button type="button" size="icon" variant="outline" className="size-8" aria-label={t("hidePreview")} onClick={onHide}>
          <PanelRightClose className="size-4" aria-hidden />
        </Button>
      </div>
      {link.isPending ? (
        <p className="flex h-[60vh] items-center justify-center rounded border border-dashed border-brand-300 text-sm text-ink/70 lg:h-auto lg:flex-1">{t("loadingPage")}</p>
      ) : link.isError ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errorText(link.error, adminLanguage)}
        </p>
      ) : link.data === null ? (
        <p className="rounded border border-dashed border-brand-300 p-3 text-sm text-ink/70">{t("noPage")}</p>
      ) : (
        <iframe
          // A new key loads the page again: after each save the draft it shows is the saved one.
          key={`${link.data}#${version}.${reloads}`}
          src={link.data}
          title={t("previewIn", { language: languageName(language) })}
          className={cn("h-[70vh] w-full rounded border border-brand-200 bg-white lg:h-auto lg:min-h-0 lg:flex-1")}
        />
      )}
    </section>
  );
}
