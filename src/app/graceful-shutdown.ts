import type { Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";

export interface Drain {
  /** Requests being answered now. */
  inFlight(): number;
  /**
   * Stops accepting connections, answers what still comes on open ones for a moment (each with
   * `Connection: close`, so no client sends another on it), lets the requests in flight finish,
   * and resolves once every connection is closed; connections still open after `graceMs` are
   * cut. Resolves to how many were cut.
   */
  close(graceMs: number): Promise<number>;
}

/**
 * How long a kept-alive connection may idle. Longer than a balancer keeps its idle connections
 * (HAProxy's `timeout server`, 30 s in docs/haproxy.cfg), so it is always the balancer that closes
 * one: were it this process, a request the balancer sent on it at that moment would be lost, and
 * a write is never sent twice (docs/haproxy.cfg).
 */
export const KEEP_ALIVE_MS = 65_000;

/**
 * After it stops listening, how long a stopping process still answers requests that come on its
 * kept-alive connections (each with `Connection: close`): the balancer has marked it down by then
 * (a refused connection does at once; a failed probe at most two checks later).
 */
export const DRAIN_IDLE_MS = 5_000;

/**
 * Graceful stop for a Node HTTP server. Node's own `server.close()` stops listening and drops
 * idle keep-alive connections at once; a balancer may be sending a request on one of them at that
 * moment, and a write it may not send again would be lost. So a stopping process stops listening,
 * answers what still comes on its open connections for `DRAIN_IDLE_MS` (closing each after its
 * answer), then drops the idle ones and waits for the busy ones up to the grace period.
 */
export function drainable(server: Server, drainIdleMs = DRAIN_IDLE_MS): Drain {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node wants the headers' timeout above the keep-alive one.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let idleClosing = false;
  server.prependListener("request", (_request, response: ServerResponse) => {
    if (draining) response.setHeader("connection", "close");
    inFlight.add(response);
    response.once("close", () => {
      inFlight.delete(response);
      if (idleClosing) server.closeIdleConnections();
    });
  });
  return {
    inFlight: () => inFlight.size,
    close(graceMs) {
      draining = true;
      for (const response of inFlight) if (!response.headersSent) response.setHeader("connection", "close");
      return new Promise((resolve) => {
        let cut = 0;
        const deadline = setTimeout(() => {
          cut = inFlight.size;
          server.closeAllConnections();
        }, graceMs);
        deadline.unref();
        // Stop listening without http.Server's closing of idle connections (net.Server's close).
        NetServer.prototype.close.call(server, () => {
          clearTimeout(deadline);
          resolve(cut);
        });
        setTimeout(() => {
          idleClosing = true;
          server.closeIdleConnections();
        }, Math.min(drainIdleMs, graceMs)).unref();
      });
    },
  };
}
