import type { ModuleAdminLabels } from "../../core/admin/labels";
import { agentAdminLabels } from "../../modules/agent/admin/labels";
import { analyticAdminLabels } from "../../modules/analytic/admin/labels";
import { auditAdminLabels } from "../../modules/audit/admin/labels";
import { billingAdminLabels } from "../../modules/billing/admin/labels";
import { blogAdminLabels } from "../../modules/blog/admin/labels";
import { churchCalendarAdminLabels } from "../../modules/church-calendar/admin/labels";
import { crmAdminLabels } from "../../modules/crm/admin/labels";
import { ecommerceAdminLabels } from "../../modules/ecommerce/admin/labels";
import { fileStorageAdminLabels } from "../../modules/file-storage/admin/labels";
import { hostAdminLabels } from "../../modules/host/admin/labels";
import { notificationAdminLabels } from "../../modules/notification/admin/labels";
import { rbacAdminLabels } from "../../modules/rbac/admin/labels";
import { socialAdminLabels } from "../../modules/social/admin/labels";
import { startupAdminLabels } from "../../modules/startup/admin/labels";
import { websiteBuilderAdminLabels } from "../../modules/website-builder/admin/labels";

/** Every module's names for its entities, fields and values in the admin. */
export const adminLabels: ModuleAdminLabels[] = [
  agentAdminLabels,
  analyticAdminLabels,
  auditAdminLabels,
  billingAdminLabels,
  blogAdminLabels,
  churchCalendarAdminLabels,
  crmAdminLabels,
  ecommerceAdminLabels,
  fileStorageAdminLabels,
  hostAdminLabels,
  notificationAdminLabels,
  rbacAdminLabels,
  socialAdminLabels,
  startupAdminLabels,
  websiteBuilderAdminLabels,
];
