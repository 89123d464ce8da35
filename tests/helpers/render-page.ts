import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { MemoryRouter } from "react-router";
import type { LanguageConfig } from "../../src/core/i18n/languages.js";
import type { PageTree } from "../../src/core/page/page-tree.js";
import { PageRenderer } from "../../src/web/page/PageRenderer.js";
import { PageProvider } from "../../src/core/page/page-context.js";

/**
 * Server-renders the way the site does: waiting for every view that loads on demand, with
 * completed boundaries inline (no script needed to show them).
 */
export async function renderComplete(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** A page tree rendered inside the providers the site gives it (router, page context, query cache). */
export function renderPage(tree: PageTree, i18n: LanguageConfig): Promise<string> {
  const page = createElement(PageProvider, { value: { tree, i18n } }, createElement(PageRenderer, { tree }));
  return renderComplete(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(MemoryRouter, null, page)));
}
