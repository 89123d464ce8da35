// First: before any route module (they are imported in order) can parse with zod.
import "./zod-jitless";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteLoaderData } from "react-router";
import { ToastHost } from "../core/ui/toast";
import { SessionKeeper } from "../modules/rbac/client/SessionKeeper";
import { useNonce } from "./nonce";
import { RouteError } from "./page/RouteError";
import type { Route } from "./+types/root";
import "./app.css";

export async function loader({ context }: Route.LoaderArgs) {
  return { i18n: context.i18n };
}

export function links() {
  return [{ rel: "icon", href: "/public/favicon.svg", type: "image/svg+xml" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The bare '/' is the same page module under its own route id ('home', see routes.ts).
  const splat = useRouteLoaderData("routes/page") as { language?: string } | undefined;
  const home = useRouteLoaderData("home") as { language?: string } | undefined;
  const page = splat ?? home;
  const root = useRouteLoaderData("root") as { i18n?: { defaultLanguage: string } } | undefined;
  // The admin speaks its url's language: /admin the site's default, /en/admin English.
  const admin = useRouteLoaderData("admin") as { lang: string | null } | undefined;
  const nonce = useNonce();
  return (
    <html lang={(admin ? admin.lang : page?.language) ?? root?.i18n?.defaultLanguage ?? "ru"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function Root() {
  const { i18n } = useLoaderData<typeof loader>();
  // No query cache here: the views that read through TanStack Query bring it (queryView), so a
  // page without them does not load it.
  return (
    <>
      <SessionKeeper languages={i18n.languages} />
      <Outlet />
      {/* sonner is loaded on the first toast, not on the first page load. */}
      <ToastHost />
    </>
  );
}

/** The last line: an error no route caught (the root's own loader) still gets our screen, not React Router's. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
