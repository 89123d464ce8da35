import type { Hono } from "hono";
import { hasSecretKey } from "../../../core/http/access.js";
import { forbidden } from "../../../core/http/errors.js";
import { ok } from "../../../core/http/route-docs.js";
import { validate } from "../../../core/http/validate.js";
import { z } from "zod";
import { sweepAnonymousSubjects } from "./anonymous-sweep.js";
import { requireCaller } from "./caller.js";
import { isGranted } from "./policy.js";
import type { Rbac } from "./runtime.js";

export const CLEAR_OLD_ANONYMOUS = "/api/rbac/subjects/clear-old-anonymous";

// The route takes no input; anything sent is refused rather than silently ignored.
const nothing = validate({
  body: z.strictObject({}),
  summary: "Delete old anonymous subjects now (administrators only)",
  responses: { 200: ok(z.object({ deleted: z.number().int() })) },
});

/**
 * POST /api/rbac/subjects/clear-old-anonymous: runs the daily sweep of anonymous subjects now (an
 * administrator or a trusted server) and answers how many were deleted.
 */
export function anonymousSweepRoutes(app: Hono, rbac: Rbac): void {
  app.post(CLEAR_OLD_ANONYMOUS, nothing, async (c) => {
    if (!hasSecretKey(c, rbac.config.secretKey)) {
      const caller = requireCaller(await rbac.callerOf(c));
      if (!isGranted(await rbac.grants.of(caller.subjectId), c.req.method, c.req.path)) throw forbidden("Only an administrator or a trusted server may clear old anonymous subjects");
    }
    return c.json({ data: { deleted: await sweepAnonymousSubjects(rbac.db, rbac.bus) } });
  });
}
