import type { Hono } from "hono";
import { isUuid } from "../../../core/http/query.js";
import { authorizeSubject } from "./guard.js";
import type { Rbac } from "./runtime.js";

/**
 * Everything under /api/rbac/subjects/{id}/ (identities, and the orders, cart and chats other
 * modules add, e.g. the ecommerce module's .../ecommerce-module/orders) is for that subject or
 * an admin. The guard is middleware, so routes that other modules mount later are covered too.
 */
export function subjectGuard(app: Hono, rbac: Rbac): void {
  app.use("/api/rbac/subjects/:id/*", async (c, next) => {
    // A guard in front of every subject route (each validates its own path): it only tells a
    // subject id from the other segments, and checks nothing else.
    // eslint-disable-next-line no-restricted-syntax
    const id = c.req.param("id");
    // '/authentication/...' and other non-id segments are not subject routes.
    if (isUuid(id)) await authorizeSubject(rbac, c, id);
    await next();
  });
}
