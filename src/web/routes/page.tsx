import { useMemo } from "react";
import { data, isRouteErrorResponse, useLocation, useRouteLoaderData, type MetaDescriptor } from "react-router";
import { splitLanguage, type LanguageConfig } from "../../core/i18n/languages";
import type { PageTree } from "../../core/page/page-tree";
import { PageRenderer } from "../page/PageRenderer";
import { PageProvider } from "../../core/page/page-context";
import { ERROR_TEXTS } from "../../core/page/error-fallback";
import { pageMeta } from "../page/head";
import { treeFromJson, treeToJson, writeTree } from "../page/tree-json";
import { lazyView } from "../../core/page/module-widgets";
import { NotFound } from "../page/RouteError";
import { DocumentTreeScript, useDocumentTree } from "../page/document-tree";
import "../widgets";
import type { Route } from "./+types/page";
import { log } from "../../core/log";
import { isServiceUnavailable, RETRY_UNAVAILABLE_SECONDS } from "../../core/http/errors";

interface PageData {
  /** The page tree as JSON (tree-json.ts): one value for React Router to serialise, not ~500. */
  treeJson?: string;
  language: string;
  origin: string;
  status: number;
  message?: string;
  /** The head's tags, worked out on the server (the browser does not carry ../page/head). */
  meta: MetaDescriptor[];
}

// Only a failing page shows it: its code is not on every page.
const GlobalError = lazyView(
  () => import("../page/GlobalError"),
  (m) => m.GlobalError,
  { hydrate: "visible" },
);

const headOf = (tree: PageTree | undefined, origin: string, status: number, i18n: LanguageConfig, language: string): MetaDescriptor[] =>
  tree ? pageMeta(tree, origin, i18n) : [{ title: status === 404 ? "404" : ERROR_TEXTS.text("title", language, i18n.defaultLanguage) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Not the request url's: that follows the Host header, which the server vetted into context.origin.
  const origin = context.origin;
  /** The tree's JSON in the loader data; on a document request in the HTML instead (document-tree.tsx). */
  const treeOf = (tree: PageTree | undefined): Pick<PageData, "treeJson"> => {
    if (!context.documentRequest) return { treeJson: tree ? treeToJson(tree, tree.language, context.i18n) : undefined };
    context.documentTree = tree ? writeTree(tree, tree.language, context.i18n) : undefined;
    return {};
  };
  try {
    const resolution = await context.resolvePage(url.pathname);
    if (resolution.status === 200) {
      context.recordReads(resolution.loaded.reads);
      const tree = resolution.loaded.tree;
      return { ...treeOf(tree), language: tree.language, origin, status: 200, meta: headOf(tree, origin, 200, context.i18n, tree.language) } satisfies PageData;
    }
    const tree = resolution.loaded?.tree;
    return data({ ...treeOf(tree), language: resolution.language, origin, status: 404, meta: headOf(tree, origin, 404, context.i18n, resolution.language) } satisfies PageData, { status: 404 });
  } catch (error) {
    // A failure shows the '/500' page with the message; the error is logged, never its stack shown.
    log.error({ path: url.pathname, err: error }, "page failed");
    // The database out of reach is said in the page's words (not the driver's) and answered 503,
    // so that browsers, crawlers and the balancer's monitoring know to come back; the '/500' page
    // lives in that database, so it is not waited for.
    const unavailable = isServiceUnavailable(error);
    const errorPage = unavailable ? undefined : await context.errorPage().catch(() => undefined);
    const tree = errorPage?.tree;
    const language = splitLanguage(url.pathname, context.i18n).language;
    const status = unavailable ? 503 : 500;
    const message = unavailable ? ERROR_TEXTS.text("unavailable", language, context.i18n.defaultLanguage) : error instanceof Error ? error.message : String(error);
    const headers = unavailable ? { "Retry-After": String(RETRY_UNAVAILABLE_SECONDS) } : undefined;
    return data({ ...treeOf(tree), language, origin, status, message, meta: headOf(tree, origin, status, context.i18n, language) } satisfies PageData, { status, headers });
  }
}

/** A page the database could not serve tells when to come back (the loader's Retry-After). */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const result = new Headers(parentHeaders);
  const retryAfter = loaderHeaders.get("Retry-After");
  if (retryAfter) result.set("Retry-After", retryAfter);
  return result;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [{ title: "Error" }];
}

export default function Page({ loaderData, matches }: Route.ComponentProps) {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { i18n: import("../../core/i18n/languages").LanguageConfig };
  const { treeJson, status, message, language } = loaderData as PageData;
  // A document's tree is in its data block; a client navigation's in the loader data.
  const documentTree = useDocumentTree();
  const json = treeJson ?? documentTree?.json;
  // The server renders the tree as read from the document's JSON, made with it (writeTree).
  const read = treeJson === undefined ? documentTree?.read : undefined;
  // Stable while the page is the same: a new value would force widgets still waiting to hydrate
  // (see lazyView) to drop their server HTML and render from scratch.
  const page = useMemo(() => (json ? { tree: read ?? treeFromJson(json), i18n: root.i18n } : undefined), [json, read, root.i18n]);
  const tree = page?.tree;
  const view = status >= 500 ? (
    <GlobalError message={message} language={language} tree={tree} i18n={root.i18n} />
  ) : page ? (
    <PageProvider value={page}>
      <PageRenderer tree={page.tree} />
    </PageProvider>
  ) : (
    <NotFound />
  );
  return (
    <>
      {view}
      {!treeJson && documentTree && <DocumentTreeScript json={documentTree.json} />}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData("root") as { i18n: LanguageConfig } | undefined;
  const { pathname } = useLocation();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  // In the failed url's language, as the page would have been.
  return <GlobalError message={message} language={root ? splitLanguage(pathname, root.i18n).language : undefined} />;
}
