import type { MiddlewareHandler } from "hono";
import { inRequestScope, log } from "../log.js";

/**
 * Puts the rest of the request in its log scope: every line logged while answering it carries the
 * request id that `hono/request-id` chose (the X-Request-Id answered, and the `requestId` of an
 * error answer). Each finished request is one `debug` line (LOG_LEVEL=debug shows them; the
 * balancer's access log is the usual place for them).
 */
export function requestLogging(): MiddlewareHandler {
  return (c, next) =>
    inRequestScope(c.get("requestId"), async () => {
      const started = performance.now();
      await next();
      if (log.isLevelEnabled("debug")) {
        log.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
      }
    });
}
