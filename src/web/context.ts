// What the server hands to the site's loaders: services called in-process, never over HTTP.
import type { AdminGate } from "../core/admin/types";
import type { LanguageConfig } from "../core/i18n/languages";
import type { PageResolution } from "../modules/host/server/host-service";
import type { LoadedPage } from "../modules/host/server/load-page-tree";
import type { WrittenTree } from "./page/tree-json";

export interface WebContext {
  i18n: LanguageConfig;
  /** This site's origin for the page's links (canonical, hreflang): SITE_URL or the allowed request's. */
  origin: string;
  /** This response's CSP nonce, put on every inline script the server writes. */
  nonce: string;
  resolvePage(pathname: string): Promise<PageResolution>;
  errorPage(): Promise<LoadedPage | undefined>;
  /** Tells the page cache which entity types the response showed. */
  recordReads(reads: Set<string>): void;
  /** The admin screens' gate and entity metadata, asked of the API in-process with the request's credentials. */
  adminGate(request: Request): Promise<AdminGate>;
  /** A document request, not the `.data` fetch of a client navigation: its page tree travels in the HTML. */
  documentRequest: boolean;
  /** The page tree's JSON the page loader keeps for a document request, and the tree read from it (web/page/document-tree.tsx). */
  documentTree?: WrittenTree;
}

declare module "react-router" {
  // Merged into react-router's own declaration: its loaders' context is ours.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebContext {}
}
