import { baseColumns, contentColumns, defineEntity, defineRelation, field, moduleRef, titledColumns } from "../../core/entity/index.js";
import { paymentIntents } from "../billing/entities.js";
import { orders, products } from "../ecommerce/entities.js";
import { topics } from "../notification/entities.js";
import { profiles } from "../social/entities.js";

const m = moduleRef("rbac");
const privateRead = { read: "private" } as const;

export const IDENTITY_PROVIDERS = ["email_and_password", "ethereum_virtual_machine", "telegram"] as const;

export const widgets = defineEntity(m, "widgets", {
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
});

export const subjects = defineEntity(m, "subjects", {
  columns: { ...baseColumns(), slug: field.slug() },
  access: privateRead,
  admin: { titleColumn: "slug", searchColumns: ["slug"] },
});

export const identities = defineEntity(m, "identities", {
  columns: {
    ...baseColumns(),
    account: field.text(),
    email: field.text(),
    provider: field.enum(IDENTITY_PROVIDERS, "email_and_password"),
    password: field.secret(),
    salt: field.secret(),
    code: field.secret(),
  },
  access: privateRead,
  admin: { titleColumn: "email", searchColumns: ["email", "account"] },
});

export const roles = defineEntity(m, "roles", {
  columns: {
    ...baseColumns(),
    title: field.uniqueText(),
    slug: field.slug(),
    description: field.localised(),
    availableOnRegistration: field.boolean(false),
  },
  admin: { titleColumn: "title", searchColumns: ["title", "slug"] },
});

/** What a role may do: an HTTP method on a route pattern ('*' for any). */
export const permissions = defineEntity(m, "permissions", {
  columns: {
    ...contentColumns(),
    ...titledColumns(),
    route: field.requiredText(),
    method: field.enum(["*", "GET", "POST", "PATCH", "PUT", "DELETE"], "*"),
    type: field.enum(["allow", "deny"], "allow"),
  },
  access: privateRead,
});

export const subjectsToIdentities = defineRelation(m, subjects, identities, { access: privateRead });
export const subjectsToRoles = defineRelation(m, subjects, roles, { access: privateRead });
export const subjectsToEcommerceModuleProducts = defineRelation(m, subjects, products, { access: privateRead });
export const subjectsToEcommerceModuleOrders = defineRelation(m, subjects, orders, { access: privateRead });
export const subjectsToSocialModuleProfiles = defineRelation(m, subjects, profiles, { access: privateRead });
export const subjectsToNotificationModuleTopics = defineRelation(m, subjects, topics, { access: privateRead });
export const subjectsToBillingModulePaymentIntents = defineRelation(m, subjects, paymentIntents, { access: privateRead });
export const rolesToPermissions = defineRelation(m, roles, permissions, { access: privateRead });
export const rolesToEcommerceModuleProducts = defineRelation(m, roles, products);
