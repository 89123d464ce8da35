import type { Server, ServerResponse } from "node:http";

export interface Drain {
  /** Requests being answered now. */
  inFlight(): number;
  /**
   * Stops accepting connections, lets the requests in flight finish (each answered with
   * `Connection: close`, so no client sends another on it), and resolves once every connection
   * is closed; connections still open after `graceMs` are cut. Resolves to how many were cut.
   */
  close(graceMs: number): Promise<number>;
}

/**
 * Graceful stop for a Node HTTP server. Node's own `server.close()` stops listening and drops
 * idle keep-alive connections, but a connection busy at that moment stays keep-alive: its client
 * (a balancer reusing connections) could go on sending requests to a process that is leaving.
 */
export function drainable(server: Server): Drain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.prependListener("request", (_request, response: ServerResponse) => {
    if (draining) response.setHeader("connection", "close");
    inFlight.add(response);
    response.once("close", () => {
      inFlight.delete(response);
      if (draining) server.closeIdleConnections();
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
        server.close(() => {
          clearTimeout(deadline);
          resolve(cut);
        });
        server.closeIdleConnections();
      });
    },
  };
}
