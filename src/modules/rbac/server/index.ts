import * as entities from "../entities.js";
import type { Hono } from "hono";
import type { AppContext, SoborModule } from "../../../core/module.js";
import { accountService } from "./accounts.js";
import { anonymousSweepRoutes } from "./anonymous-sweep-routes.js";
import { forbidden } from "../../../core/http/errors.js";
import { AUTHENTICATION_BASE, authenticationRoutes } from "./authentication-routes.js";
import { isCrossSiteWrite } from "./caller.js";
import { bootstrapAccounts } from "./bootstrap.js";
import { emailAndPasswordRoutes } from "./email-and-password-routes.js";
import { ethereumVirtualMachineRoutes } from "./evm.js";
import { identityRoutes } from "./identity-routes.js";
import { invitationRoutes } from "./invitation-routes.js";
import { notifyRoutes } from "./notify-routes.js";
import { warmUpPasswords } from "./passwords.js";
import { subjectEmails } from "./subject-names.js";
import { rbacPolicy } from "./policy.js";
import { rbacOf, startRbac, stopRbac } from "./runtime.js";
import { subjectGuard } from "./subject-routes.js";
import { widgetData } from "./widget-data.js";

export type { Caller, CallerState } from "./caller.js";
export { requireCaller } from "./caller.js";
export { authorizeSubject } from "./guard.js";
export { rbacOf } from "./runtime.js";

/**
 * Accounts and access control: sessions (access JWT + rotating refresh tokens), email-and-password
 * and Ethereum sign-in, identities, roles and the access policy of every generic route.
 * Its mail goes through the port the notification module provides (server/account-mail.ts).
 */
export const rbacModule = {
  name: "rbac",
  entities,

  async onStart(context: AppContext) {
    const rbac = startRbac(context);
    await Promise.all([bootstrapAccounts(rbac, accountService(rbac)), warmUpPasswords(), rbac.sessions.prune()]);
  },

  accessPolicy: (context) => ({ ...rbacPolicy(rbacOf(context).policy), subjectNames: (ids) => subjectEmails(context.db, ids) }),

  routes(app: Hono, context: AppContext) {
    const rbac = rbacOf(context);
    const accounts = accountService(rbac);
    // Login CSRF: another site's form must not sign this browser into an account of its choosing
    // (Lax cookies are still set on a top-level cross-site POST). Refresh and logout already
    // refuse another site's use of the cookies in their own way.
    app.use(`${AUTHENTICATION_BASE}/*`, async (c, next) => {
      const own = /\/(refresh|logout)$/.test(c.req.path);
      if (!own && isCrossSiteWrite(c, rbac.config)) throw forbidden("A request from another site cannot sign in or register here");
      await next();
    });
    authenticationRoutes(app, rbac, accounts);
    emailAndPasswordRoutes(app, rbac, accounts);
    ethereumVirtualMachineRoutes(app, rbac, accounts);
    invitationRoutes(app, rbac, accounts);
    anonymousSweepRoutes(app, rbac);
    // After the authentication routes ('/subjects/authentication/...' is not a subject id).
    subjectGuard(app, rbac);
    identityRoutes(app, rbac, accounts);
    notifyRoutes(app, rbac, accounts);
  },

  onClose: (context) => stopRbac(context),

  /** The account screens' widget rows (the subject itself is loaded by the browser). */
  widgetData,
} satisfies SoborModule;
