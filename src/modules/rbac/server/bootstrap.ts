import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { recordAction } from "../../../core/history/observers.js";
import { roles, subjectsToRoles } from "../entities.js";
import type { AccountService } from "./accounts.js";
import { ADMIN_ROLE, USER_ROLE } from "./grants.js";
import { hashPassword } from "./passwords.js";
import type { Rbac } from "./runtime.js";
import { log } from "../../../core/log.js";

export const FIRST_ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD_FILE = "admin-password.txt";
// Any fixed number: processes starting together on one PostgreSQL bootstrap one at a time.
const BOOTSTRAP_LOCK = 4_200_418;

const SEEDED_ROLES = [
  { slug: ADMIN_ROLE, title: "Admin", availableOnRegistration: false, description: { ru: "Всё", en: "Everything" } },
  { slug: USER_ROLE, title: "User", availableOnRegistration: true, description: { ru: "Зарегистрированный пользователь", en: "A registered user" } },
];

/** The admin and user roles exist on every start (created if missing, never changed). */
async function ensureRoles(db: Db): Promise<void> {
  for (const role of SEEDED_ROLES) {
    const [existing] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, role.slug)).limit(1);
    if (!existing) await db.insert(roles).values(role).onConflictDoNothing();
  }
}

async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: subjectsToRoles.id })
    .from(subjectsToRoles)
    .innerJoin(roles, eq(roles.id, subjectsToRoles.roleId))
    .where(eq(roles.slug, ADMIN_ROLE))
    .limit(1);
  return Boolean(row);
}

/**
 * Seeds the roles, and on a first start with no admin and no ADMIN_EMAILS creates
 * admin@example.com with a random password, shown once on the console and written to
 * DATA_DIR/admin-password.txt (mode 600). With ADMIN_EMAILS, those people get admin instead once
 * they prove their address (`grantAdminIfListed`).
 */
export async function bootstrapAccounts(rbac: Rbac, accounts: AccountService): Promise<void> {
  const { db, config } = rbac;
  const created = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
    await ensureRoles(tx);
    return rbac.settings.adminEmails.length === 0 && !(await hasAdmin(tx));
  });
  if (!created) return;

  const existing = await accounts.findIdentity("email_and_password", { email: FIRST_ADMIN_EMAIL });
  const existingSubject = existing && (await accounts.subjectOfIdentity(existing.id));
  if (existingSubject) {
    // Someone removed every admin: the first admin account gets the role back, its password unchanged.
    await grantAdmin(rbac, existingSubject);
    log.warn(`No admin left: ${FIRST_ADMIN_EMAIL} is admin again`);
    return;
  }
  const password = randomBytes(18).toString("base64url");
  let subjectId: string;
  try {
    ({ subjectId } = await accounts.register({ provider: "email_and_password", email: FIRST_ADMIN_EMAIL, password: await hashPassword(password) }));
  } catch (error) {
    // Another process starting at the same moment created it first.
    if ((error as { status?: number }).status === 409) return;
    throw error;
  }
  await grantAdmin(rbac, subjectId);
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, ADMIN_PASSWORD_FILE);
  writeFileSync(file, `email: ${FIRST_ADMIN_EMAIL}\npassword: ${password}\n`, { mode: 0o600 });
  log.warn(
    { email: FIRST_ADMIN_EMAIL, password, file },
    "Created the first administrator; the password is shown only this once (also in the file). Change it after signing in.",
  );
}

async function grantAdmin(rbac: Rbac, subjectId: string): Promise<void> {
  const [admin] = await rbac.db.select({ id: roles.id }).from(roles).where(eq(roles.slug, ADMIN_ROLE)).limit(1);
  if (!admin) return;
  const rows = await rbac.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const granted = await tx.insert(subjectsToRoles).values({ subjectId, roleId: admin.id }).onConflictDoNothing().returning({ id: subjectsToRoles.id });
    if (granted.length) await recordAction(tx, { entity: "rbac/subjects-to-roles", ids: granted.map((r) => String(r.id)), action: "role-granted" });
    return granted;
  });
  if (rows.length) rbac.bus.publish({ module: "rbac", entity: "subjects-to-roles", action: "create", ids: rows.map((r) => String(r.id)) });
}
