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
import "../modules/host/entities.js";
import type { SoborModule } from "../core/module.js";
import { hostModule } from "../modules/host/index.js";

/** Modules with server routes or page widgets beyond the generic CRUD. */
export const modules: SoborModule[] = [hostModule];
