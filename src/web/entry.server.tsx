import { Writable } from "node:stream";

import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./nonce";
import { DocumentTreeProvider } from "./page/document-tree";
import { log } from "../core/log";

export const streamTimeout = 5_000;

// React must not "outline" completed Suspense boundaries. By default, once ~12.8 kB of HTML has
// been flushed, every further completed boundary (each page widget has one, see PageRenderer) is
// sent as a hidden segment that an inline script moves into place, so without JavaScript
// everything below the first widgets stays invisible. Our page data is loaded before rendering,
// so nothing is gained by outlining.
const progressiveChunkSize = Number.POSITIVE_INFINITY;

/**
 * React Router's server entry, rendering the whole document into one buffer. The server reads
 * every page whole anyway (to compress it, keep it in the page cache and hash its inline scripts
 * for the cached copy's CSP), so React Router's default — a PassThrough turned into a web stream
 * for the shell, read back into bytes — only cost CPU on every render (its stream plumbing was
 * ~4% of an uncached article page's). Waiting for every boundary also means the HTML never holds
 * a boundary streamed late behind an inline script, for bots and people alike.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Every inline script of this response carries the nonce its Content-Security-Policy names.
  const nonce = loadContext.nonce;
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise<Response>((resolve, reject) => {
    // A boundary still waiting after `streamTimeout` is given up: its fallback is sent and the
    // browser renders it.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const document = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        responseHeaders.set("Content-Type", "text/html");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <DocumentTreeProvider value={loadContext.documentTree}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentTreeProvider>
      </NonceProvider>,
      {
        progressiveChunkSize,
        nonce,
        onAllReady() {
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          // An error the shell survived was caught by a widget's Suspense boundary: that widget
          // shows its error box in the browser and the page itself is fine, so the status stays.
          // A shell failure goes through onShellError instead.
          log.error({ err: error }, "widget render failed");
        },
      },
    );
  });
}
