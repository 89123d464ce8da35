import { uuid } from "drizzle-orm/pg-core";
import { baseColumns, contentColumns, defineEntity, defineRelation, field, moduleRef, titledColumns } from "../../core/entity/index.js";
import type { RbacWidgetVariant } from "./widget-data-types.js";

const m = moduleRef("rbac");
const privateRead = { read: "private" } as const;

export const IDENTITY_PROVIDERS = ["email_and_password", "ethereum_virtual_machine", "telegram"] as const;

/** The account screens and blocks a page can show (src/modules/rbac/widgets). */
export const widgets = defineEntity(m, "widgets", {
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
  variants: [
    "default", "select-method-default", "email-and-password-authentication-default",
    "email-and-password-registration-default", "email-and-password-forgot-password-default",
    "email-and-password-reset-password-default", "ethereum-virtual-machine-authentication-default",
    "logout-default", "logout-button-default", "header-default", "settings-default", "authorized-default",
    "me-default", "subject-list-default", "subject-overview-default",
  ] satisfies RbacWidgetVariant[],
});

export const subjects = defineEntity(m, "subjects", {
  columns: { ...baseColumns(), slug: field.slug() },
  access: privateRead,
  admin: {
    titleColumn: "slug",
    searchColumns: ["slug"],
    listColumns: ["slug", "createdAt"],
    // A person is known by their email; the slug is random words.
    titleFrom: "emails",
    related: {
      emails: { label: { ru: "Почта", en: "Email" }, through: ["rbac/subjects-to-identities"], column: "email", searchable: true },
      roles: { label: { ru: "Роли", en: "Roles" }, through: ["rbac/subjects-to-roles"], column: "title" },
      // 'Orders (3)' opens the orders list filtered by their 'customer' path back to this subject.
      orders: { label: { ru: "Заказы", en: "Orders" }, through: ["rbac/subjects-to-ecommerce-module-orders"], listFilter: "customer" },
    },
  },
});

export const identities = defineEntity(m, "identities", {
  columns: {
    ...baseColumns(),
    account: field.text(),
    email: field.text(),
    provider: field.enum(IDENTITY_PROVIDERS, "email_and_password"),
    /** argon2id PHC string (it carries its own salt). */
    password: field.secret(),
    salt: field.secret(),
    /** SHA-256 of the one-time password-reset code; cleared when used. */
    code: field.secret(),
    codeExpiresAt: field.datetime(),
  },
  access: privateRead,
  admin: { titleColumn: "email", searchColumns: ["email", "account"] },
  // One account per email (or wallet address) and provider, enforced by the database.
  uniqueTogether: [
    ["provider", "email"],
    ["provider", "account"],
  ],
  indexes: [["code"]],
});

/**
 * Sign-in sessions. Each row is one refresh token (only its SHA-256 is kept); the rows of one
 * session share a familyId, which is the access token's `sid`. Refreshing marks the row rotated
 * and adds the next one; presenting a rotated token again revokes the whole family.
 */
export const sessions = defineEntity(m, "sessions", {
  columns: {
    ...baseColumns(),
    subjectId: field.reference({ module: "rbac", name: "subjects" }),
    familyId: uuid().notNull(),
    refreshHash: field.secret().notNull().unique(),
    expiresAt: field.datetime().notNull(),
    rotatedAt: field.datetime(),
    revokedAt: field.datetime(),
  },
  access: privateRead,
  foreignKeys: { subjectId: subjects },
  indexes: [["familyId"]],
  admin: { titleColumn: "id", searchColumns: [] },
});

/** Single-use nonces of Sign-In with Ethereum (EIP-4361) messages. */
export const ethereumVirtualMachineNonces = defineEntity(m, "ethereum-virtual-machine-nonces", {
  columns: {
    ...baseColumns(),
    nonce: field.uniqueText(),
    expiresAt: field.datetime().notNull(),
    usedAt: field.datetime(),
  },
  access: privateRead,
  admin: { titleColumn: "nonce", searchColumns: ["nonce"] },
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

// An identity belongs to one subject; a subject holds a role once.
export const subjectsToIdentities = defineRelation(m, subjects, identities, { access: privateRead, uniqueTogether: [["identityId"]] });
export const subjectsToRoles = defineRelation(m, subjects, roles, { access: privateRead, uniqueTogether: [["subjectId", "roleId"]] });
export const rolesToPermissions = defineRelation(m, roles, permissions, { access: privateRead });
