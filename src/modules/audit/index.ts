import * as entities from "./entities.js";
import { observeWrites } from "../../core/history/observers.js";
import type { SoborModule } from "../../core/module.js";
import { auditRoutes } from "./server/routes.js";
import { appendToAuditLog } from "./server/writer.js";

// Once per process, whatever the number of apps in it (tests): the observer keeps no state.
observeWrites(appendToAuditLog);

/**
 * Audit: every write by anyone — the entity service's writes on every path, and the actions
 * modules record (checkout, an administrator's failed sign-in, a role granted on sign-in) —
 * appended to an append-only log with who, from where and when; an admin screen reads it.
 */
export const auditModule = {
  name: "audit",
  entities,
  routes(app, context) {
    auditRoutes(app, context);
  },
} satisfies SoborModule;
