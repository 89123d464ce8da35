import type { SoborModule } from "../core/module.js";
import * as links from "../links/index.js";
import { agentModule } from "../modules/agent/index.js";
import { analyticModule } from "../modules/analytic/index.js";
import { auditModule } from "../modules/audit/index.js";
import { billingModule } from "../modules/billing/index.js";
import { blogModule } from "../modules/blog/index.js";
import { churchCalendarModule } from "../modules/church-calendar/index.js";
import { crmModule } from "../modules/crm/index.js";
import { ecommerceModule } from "../modules/ecommerce/index.js";
import { fileStorageModule } from "../modules/file-storage/index.js";
import { hostModule } from "../modules/host/index.js";
import { notificationModule } from "../modules/notification/server/index.js";
import { rbacModule } from "../modules/rbac/server/index.js";
import { socialModule } from "../modules/social/index.js";
import { startupModule } from "../modules/startup/index.js";
import { websiteBuilderModule } from "../modules/website-builder/index.js";

/**
 * The site's modules, the one list: importing a module registers its entities, and the links
 * between modules (src/links) come with this file; the browser's widgets follow the module
 * folders (src/web/widgets.ts). The order is the lifecycle's: notification starts first (it
 * provides rbac's mail and its mailer to the shop's onStart), then rbac (its subject-route guard
 * covers the routes mounted after it); analytic
 * comes last, so it closes first and its final flush still finds the database open.
 */
const list = [
  notificationModule,
  rbacModule,
  hostModule,
  blogModule,
  websiteBuilderModule,
  fileStorageModule,
  crmModule,
  socialModule,
  ecommerceModule,
  billingModule,
  churchCalendarModule,
  agentModule,
  startupModule,
  auditModule,
  analyticModule,
] satisfies SoborModule[];

export const modules: SoborModule[] = list;

type EntitiesOf<M> = M extends { entities: infer E } ? E : never;

/** Every declaration of the site, as types: each module's entities and the links between modules (the typed client, src/app/client.ts). */
export type SiteDeclarations = EntitiesOf<(typeof list)[number]> | (typeof links)[keyof typeof links];
