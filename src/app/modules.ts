// Importing each module's entities registers them; the order follows their references.
import "../modules/file-storage/entities.js";
import "../modules/billing/entities.js";
import "../modules/notification/entities.js";
import "../modules/analytic/entities.js";
import "../modules/agent/entities.js";
import "../modules/startup/entities.js";
import "../modules/website-builder/entities.js";
import "../modules/ecommerce/entities.js";
import "../modules/blog/entities.js";
import "../modules/crm/entities.js";
import "../modules/social/entities.js";
import "../modules/rbac/entities.js";
import "../modules/church-calendar/entities.js";
import "../modules/host/entities.js";
import type { SoborModule } from "../core/module.js";
import { notificationModule } from "../modules/notification/server/index.js";
import { rbacModule } from "../modules/rbac/server/index.js";
import { hostModule } from "../modules/host/index.js";
import { blogModule } from "../modules/blog/index.js";
import { websiteBuilderModule } from "../modules/website-builder/index.js";
import { fileStorageModule } from "../modules/file-storage/index.js";
import { crmModule } from "../modules/crm/index.js";
import { socialModule } from "../modules/social/index.js";
import { ecommerceModule } from "../modules/ecommerce/index.js";
import { billingModule } from "../modules/billing/index.js";
import { churchCalendarModule } from "../modules/church-calendar/index.js";
import { analyticModule } from "../modules/analytic/index.js";

/**
 * Modules with server routes or page widgets beyond the generic CRUD. Notification starts first
 * (rbac sends mail), then rbac (its subject-route guard covers the routes mounted after it).
 * Analytic comes last: it closes first and its final flush still finds the database open.
 */
export const modules: SoborModule[] = [notificationModule, rbacModule, hostModule, blogModule, websiteBuilderModule, fileStorageModule, crmModule, socialModule, ecommerceModule, billingModule, churchCalendarModule, analyticModule];
