import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteLoaderData } from "react-router";
import { Toaster } from "sonner";
import { SessionKeeper } from "../modules/rbac/client/SessionKeeper";
import { createAppQueryClient } from "./query-client";
import type { Route } from "./+types/root";
import "./app.css";

export async function loader({ context }: Route.LoaderArgs) {
  return { i18n: context.i18n };
}

export function links() {
  return [{ rel: "icon", href: "/public/favicon.svg", type: "image/svg+xml" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const page = useRouteLoaderData("routes/page") as { language?: string } | undefined;
  const root = useRouteLoaderData("root") as { i18n?: { defaultLanguage: string } } | undefined;
  // The admin's own text is English whatever the site's language.
  const admin = useRouteLoaderData("admin") !== undefined;
  return (
    <html lang={admin ? "en" : (page?.language ?? root?.i18n?.defaultLanguage ?? "ru")}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function Root() {
  const { i18n } = useLoaderData<typeof loader>();
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionKeeper languages={i18n.languages} />
      <Outlet />
      <Toaster richColors position="top-center" />
    </QueryClientProvider>
  );
}
