// The typed client of this app: every module's entities by name, row types from their declarations.
// Types only from the modules (`import type`): nothing of drizzle or the declarations reaches a bundle.
import type * as agent from "../modules/agent/entities.js";
import type * as analytic from "../modules/analytic/entities.js";
import type * as billing from "../modules/billing/entities.js";
import type * as blog from "../modules/blog/entities.js";
import type * as churchCalendar from "../modules/church-calendar/entities.js";
import type * as crm from "../modules/crm/entities.js";
import type * as ecommerce from "../modules/ecommerce/entities.js";
import type * as fileStorage from "../modules/file-storage/entities.js";
import type * as host from "../modules/host/entities.js";
import type * as notification from "../modules/notification/entities.js";
import type * as rbac from "../modules/rbac/entities.js";
import type * as social from "../modules/social/entities.js";
import type * as startup from "../modules/startup/entities.js";
import type * as websiteBuilder from "../modules/website-builder/entities.js";
import type * as blogLinks from "../links/blog.js";
import type * as ecommerceLinks from "../links/ecommerce.js";
import type * as rbacLinks from "../links/rbac.js";
import type * as socialLinks from "../links/social.js";
import type * as websiteBuilderLinks from "../links/website-builder.js";
import type { ApiClientOptions } from "../core/client/api.js";
import { createApiClient } from "../core/client/entities.js";
import { withEntityNames, type EntityClients } from "../core/client/typed.js";

export type SoborEntities = EntityClients<
  | typeof agent
  | typeof analytic
  | typeof billing
  | typeof blog
  | typeof churchCalendar
  | typeof crm
  | typeof ecommerce
  | typeof fileStorage
  | typeof host
  | typeof notification
  | typeof rbac
  | typeof social
  | typeof startup
  | typeof websiteBuilder
  // Relations that join two modules (src/links).
  | typeof blogLinks
  | typeof ecommerceLinks
  | typeof rbacLinks
  | typeof socialLinks
  | typeof websiteBuilderLinks
>;

/** `client.blog.articles.find(...)`, typed end to end; `client.entity(module, name)` and `client.request` as before. */
export const createSoborClient = (options: ApiClientOptions = {}) => withEntityNames<SoborEntities>(createApiClient(options));
