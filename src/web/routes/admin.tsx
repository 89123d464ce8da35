/**
 * /admin and /{lang}/admin: the generated back office. The loader asks the API in-process who
 * the caller is (admin, signed-in non-admin, visitor) and, for an admin, the entity metadata the
 * whole admin is generated from. Everything here is in this route's chunk, never the public page's.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminApp } from "../../core/admin/app";
import { AdminProvider } from "../../core/admin/context";
import type { EntityRef } from "../../core/admin/types";
import { withEntities } from "../../core/client/entities";
import { createQueryClient } from "../../core/client/query";
import { NotAuthorized, SignInScreen, SignOutButton } from "../admin/gate";
import { site } from "../../site/config";
import { adminLabels } from "../admin/labels";
import "../admin/messages";
import { adminOverrides } from "../admin/overrides";
import { ADMIN_TEXTS } from "../../core/admin/texts";
import { adminScreens } from "../admin/screens";
import { adminShortcuts } from "../admin/shortcuts";
import { sessionApi, useFollowSession } from "../admin/session";
import { RouteError } from "../page/RouteError";
import type { Route } from "./+types/admin";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = params.lang;
  if (lang !== undefined && !context.i18n.languages.includes(lang)) throw data("Not found", { status: 404 });
  const gate = await context.adminGate(request);
  return { gate, lang: lang ?? null, i18n: { languages: [...context.i18n.languages], defaultLanguage: context.i18n.defaultLanguage } };
}

/** An unknown language prefix ('/xx/admin') is a 404 like any unknown url, shown as one. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const language = loaderData?.lang ?? loaderData?.i18n.defaultLanguage ?? "en";
  return [{ title: `${ADMIN_TEXTS.text("admin", language)} · Sobor` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The metadata is loaded once: moving between models does not ask again; signing in or out does. */
export function shouldRevalidate({ currentUrl, nextUrl, currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentParams.lang !== nextParams.lang) return defaultShouldRevalidate;
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search ? defaultShouldRevalidate : false;
}

export default function AdminRoute({ loaderData, params }: Route.ComponentProps) {
  const { gate, lang, i18n } = loaderData;
  // The accounts module's client: it renews the access token before a call when it is about to expire.
  const [queryClient] = useState(() => createQueryClient({ api: withEntities(sessionApi), staleTime: 10_000 }));
  const base = lang ? `/${lang}/admin` : "/admin";
  const language = lang ?? i18n.defaultLanguage;
  const home = `/${language}`;
  const hrefOf = useMemo(() => (e: EntityRef) => `${base}/${e.module}/${e.name}`, [base]);

  useFollowSession(gate.status === "sign-in" ? undefined : gate.subject?.id);

  if (gate.status === "sign-in") {
    return <SignInScreen language={language} selectMethodHref={`/${language}/rbac/subject/authentication/select-method`} homeHref={home} />;
  }
  if (gate.status === "forbidden") return <NotAuthorized language={language} email={gate.subject?.email} homeHref={home} />;

  const [module, name] = (params["*"] ?? "").split("/").filter(Boolean);
  const selected = module && name ? { module, name } : undefined;
  return (
    <QueryClientProvider client={queryClient}>
      <AdminProvider entities={gate.entities} languages={i18n.languages} defaultLanguage={language} language={language} siteLanguage={i18n.defaultLanguage} labels={adminLabels} timeZone={site.timeZone} overrides={adminOverrides} screens={adminScreens} shortcuts={adminShortcuts} hrefOf={hrefOf}>
        <AdminApp
          selected={selected}
          Link={Link}
          home={home}
          adminHome={base}
          header={
            <>
              {gate.subject?.email ? <span className="hidden min-w-0 truncate text-sm text-ink/70 sm:inline">{gate.subject.email}</span> : null}
              <SignOutButton language={language} />
            </>
          }
        />
      </AdminProvider>
    </QueryClientProvider>
  );
}
