import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { entityOf } from "../../../core/entity/define.js";
import { publicColumns, type Row } from "../../../core/entity/service.js";
import type { WriteEvent } from "../../../core/events/bus.js";
import { Writes } from "../../../core/history/writes.js";
import { conflict, toHttpError } from "../../../core/http/errors.js";
import { log } from "../../../core/log.js";
import { identities, roles, subjects, subjectsToIdentities, subjectsToRoles, type IDENTITY_PROVIDERS } from "../entities.js";
import { ADMIN_ROLE } from "./grants.js";
import type { Rbac } from "./runtime.js";

export type Provider = (typeof IDENTITY_PROVIDERS)[number];

/** An identity as the server sees it, secrets included: never send this to a client. */
export interface StoredIdentity {
  id: string;
  provider: Provider;
  email: string | null;
  account: string | null;
  password: string | null;
}

export interface NewIdentity {
  provider: Provider;
  email?: string;
  account?: string;
  password?: string;
}

const identityColumns = {
  id: identities.id,
  provider: identities.provider,
  email: identities.email,
  account: identities.account,
  password: identities.password,
};

/** The public columns of identities: what the API shows (no password, salt or code). */
export const publicIdentityColumns = () => publicColumns(entityOf(identities));

type Tx = Db;

/** A unique violation (same email, same wallet) as the 409 a person understands. */
export function rethrowDuplicate(error: unknown, message: string): never {
  if (toHttpError(error).status === 409) throw conflict(message);
  throw error;
}

export const DUPLICATE_EMAIL = "An account with this email already exists";

/** Identities, subjects and their roles: the queries the authentication routes share. */
export function accountService(rbac: Rbac) {
  const { db, bus, settings } = rbac;
  const announce = (events: WriteEvent[]) => {
    for (const event of events) if (event.ids.length) bus.publish(event);
  };
  const event = (entity: string, action: WriteEvent["action"], ids: string[]): WriteEvent => ({ module: "rbac", entity, action, ids });

  /**
   * An account write in one transaction: what it gathers in `writes` is in the audit log when it
   * commits (never a secret: the log keeps who, which record and the action's name), and is
   * announced once it has.
   */
  async function written<T>(work: (tx: Tx, writes: Writes) => Promise<T>): Promise<T> {
    const writes = new Writes();
    const result = await writes.transaction(db, (tx) => work(tx, writes));
    writes.publish(bus);
    return result;
  }
  const add = (writes: Writes, entity: string, action: WriteEvent["action"], ids: unknown[], audit?: string) => writes.add("rbac", entity, action, ids, audit);

  async function findIdentity(provider: Provider, key: { email?: string; account?: string }): Promise<StoredIdentity | undefined> {
    const where = key.email !== undefined ? eq(identities.email, key.email) : eq(identities.account, key.account ?? "");
    const [row] = await db.select(identityColumns).from(identities).where(and(eq(identities.provider, provider), where)).limit(1);
    return row as StoredIdentity | undefined;
  }

  async function subjectOfIdentity(identityId: string, executor: Db = db): Promise<string | undefined> {
    const [row] = await executor
      .select({ subjectId: subjectsToIdentities.subjectId })
      .from(subjectsToIdentities)
      .where(eq(subjectsToIdentities.identityId, identityId))
      .limit(1);
    return row?.subjectId as string | undefined;
  }

  /** A subject's identities with their secrets (for password checks), oldest first. */
  async function storedIdentitiesOf(subjectId: string, executor: Db = db): Promise<StoredIdentity[]> {
    const rows = await executor
      .select(identityColumns)
      .from(identities)
      .innerJoin(subjectsToIdentities, eq(subjectsToIdentities.identityId, identities.id))
      .where(eq(subjectsToIdentities.subjectId, subjectId))
      .orderBy(asc(identities.createdAt), asc(identities.id));
    return rows as StoredIdentity[];
  }

  async function identitiesOf(subjectId: string): Promise<Row[]> {
    return db
      .select(publicIdentityColumns())
      .from(identities)
      .innerJoin(subjectsToIdentities, eq(subjectsToIdentities.identityId, identities.id))
      .where(eq(subjectsToIdentities.subjectId, subjectId))
      .orderBy(asc(identities.createdAt), asc(identities.id));
  }

  async function grantRoles(tx: Tx, writes: Writes, subjectId: string, roleIds: string[]): Promise<void> {
    if (!roleIds.length) return;
    const rows = await tx
      .insert(subjectsToRoles)
      .values(roleIds.map((roleId) => ({ subjectId, roleId })))
      .onConflictDoNothing()
      .returning({ id: subjectsToRoles.id });
    add(writes, "subjects-to-roles", "create", rows.map((r) => r.id), "role-granted");
  }

  /**
   * The roles a new identity's subject gets: those available on registration, and admin for an
   * ADMIN_EMAILS address only when `proven`. Anyone may type an address; only its mailbox (an
   * invitation's link, a reset code) or a trusted server proves it is theirs.
   */
  async function roleIdsFor(tx: Tx, email: string | undefined, proven: boolean): Promise<string[]> {
    const listedAdmin = proven && email !== undefined && settings.adminEmails.includes(email);
    const rows = await tx
      .select({ id: roles.id, slug: roles.slug, onRegistration: roles.availableOnRegistration })
      .from(roles)
      .where(listedAdmin ? undefined : eq(roles.availableOnRegistration, true));
    return rows.filter((r) => r.onRegistration || r.slug === ADMIN_ROLE).map((r) => r.id);
  }

  return {
    findIdentity,
    subjectOfIdentity,
    storedIdentitiesOf,
    identitiesOf,

    /** Whether the subject has signed up at all (an anonymous one has no identity). */
    async isAnonymous(subjectId: string): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(subjectsToIdentities).where(eq(subjectsToIdentities.subjectId, subjectId));
      return Number(row?.n ?? 0) === 0;
    },

    /**
     * A new anonymous subject (authentication/init): session bookkeeping, as sessions themselves
     * are, not in the audit log (every first visit would be an entry); signing up is.
     */
    async createSubject(): Promise<string> {
      const [row] = await db.insert(subjects).values({}).returning({ id: subjects.id });
      announce([event("subjects", "create", [row!.id])]);
      return row!.id;
    },

    /**
     * Signs up: the identity goes to `anonymousSubjectId` when that subject has none yet (its
     * cart and the rest stay), else to a new subject; it gets the roles available on registration,
     * and admin when its email is in ADMIN_EMAILS and a trusted server `vouched` for it (a person
     * signing up proves the address later: `grantAdminIfListed`). 409 when the email or wallet is taken.
     */
    async register(identity: NewIdentity, anonymousSubjectId?: string, vouched = false): Promise<{ subjectId: string; adopted: boolean }> {
      return written(async (tx, writes) => {
        let subjectId: string | undefined;
        if (anonymousSubjectId) {
          // Lock the subject so two sign-ups cannot both adopt it.
          const [locked] = await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, anonymousSubjectId)).for("update");
          if (locked && (await storedIdentitiesOf(anonymousSubjectId, tx)).length === 0) subjectId = locked.id;
        }
        const adopted = subjectId !== undefined;
        if (!subjectId) [{ id: subjectId }] = (await tx.insert(subjects).values({}).returning({ id: subjects.id })) as [{ id: string }];
        const [created] = await tx
          .insert(identities)
          .values({ provider: identity.provider, email: identity.email ?? null, account: identity.account ?? null, password: identity.password ?? null })
          .returning({ id: identities.id });
        const [link] = await tx.insert(subjectsToIdentities).values({ subjectId, identityId: created!.id }).returning({ id: subjectsToIdentities.id });
        add(writes, "subjects", adopted ? "update" : "create", [subjectId], "registered");
        add(writes, "identities", "create", [created!.id]);
        add(writes, "subjects-to-identities", "create", [link!.id]);
        await grantRoles(tx, writes, subjectId, await roleIdsFor(tx, identity.email, vouched));
        return { subjectId, adopted };
      }).catch((error) => rethrowDuplicate(error, identity.email !== undefined ? DUPLICATE_EMAIL : "This wallet is already registered"));
    },

    /**
     * An invited person: a new subject with an email identity that has no password yet (so no
     * sign-in until the invitation is accepted), the given roles and those every sign-up gets.
     * 409 when the email already has an account.
     */
    async invite(email: string, roleIds: string[]): Promise<{ subjectId: string; identityId: string }> {
      return written(async (tx, writes) => {
        const [subject] = await tx.insert(subjects).values({}).returning({ id: subjects.id });
        const [created] = await tx.insert(identities).values({ provider: "email_and_password", email }).returning({ id: identities.id });
        const [link] = await tx.insert(subjectsToIdentities).values({ subjectId: subject!.id, identityId: created!.id }).returning({ id: subjectsToIdentities.id });
        add(writes, "subjects", "create", [subject!.id], "invited");
        add(writes, "identities", "create", [created!.id]);
        add(writes, "subjects-to-identities", "create", [link!.id]);
        // Nobody signs in as an invitee before the mailed link proves the address.
        await grantRoles(tx, writes, subject!.id, [...new Set([...roleIds, ...(await roleIdsFor(tx, email, true))])]);
        return { subjectId: subject!.id, identityId: created!.id };
      }).catch((error) => rethrowDuplicate(error, DUPLICATE_EMAIL));
    },

    /**
     * Adds an identity to an existing subject (settings: add an email-and-password identity).
     * A subject's first identity is its registration: it gets the registration roles too.
     */
    async addIdentity(subjectId: string, identity: NewIdentity): Promise<Row> {
      return written(async (tx, writes) => {
        await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId)).for("update");
        const first = (await storedIdentitiesOf(subjectId, tx)).length === 0;
        const [created] = await tx
          .insert(identities)
          .values({ provider: identity.provider, email: identity.email ?? null, account: identity.account ?? null, password: identity.password ?? null })
          .returning(publicIdentityColumns());
        const [link] = await tx.insert(subjectsToIdentities).values({ subjectId, identityId: created!.id }).returning({ id: subjectsToIdentities.id });
        add(writes, "identities", "create", [created!.id]);
        add(writes, "subjects-to-identities", "create", [link!.id]);
        if (first) await grantRoles(tx, writes, subjectId, await roleIdsFor(tx, identity.email, false));
        return created!;
      }).catch((error) => rethrowDuplicate(error, DUPLICATE_EMAIL));
    },

    /**
     * ADMIN_EMAILS, once the address is proven (a reset code or an invitation mailed to it was
     * used): its subject gets the admin role. Only a subject that signs in with that identity
     * alone: one that also has a wallet or another address may belong to whoever typed the listed
     * address before its owner did, and is left to an administrator.
     */
    async grantAdminIfListed(subjectId: string, email: string | null | undefined): Promise<boolean> {
      if (!email || !settings.adminEmails.includes(email)) return false;
      return written(async (tx, writes) => {
        const held = await storedIdentitiesOf(subjectId, tx);
        if (held.length !== 1 || held[0]!.email !== email) {
          log.warn({ subjectId }, "An ADMIN_EMAILS address was proven on an account with other sign-in methods: grant the admin role by hand");
          return false;
        }
        const [admin] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.slug, ADMIN_ROLE)).limit(1);
        if (admin) await grantRoles(tx, writes, subjectId, [admin.id]);
        return Boolean(admin);
      });
    },

    /**
     * Updates an identity's columns (password hash, email, reset code), in the audit log by what
     * changed (password-changed, email-changed, reset-code-issued; never the values).
     */
    async updateIdentity(identityId: string, values: Partial<Record<"email" | "password" | "code", string | null>> & { codeExpiresAt?: Date | null }): Promise<Row | undefined> {
      const audit = values.password !== undefined ? "password-changed" : values.email !== undefined ? "email-changed" : values.code ? "reset-code-issued" : "update";
      return written(async (tx, writes) => {
        const [row] = await tx.update(identities).set({ ...values, updatedAt: new Date() }).where(eq(identities.id, identityId)).returning(publicIdentityColumns());
        if (row) add(writes, "identities", "update", [identityId], audit);
        return row;
      }).catch((error) => rethrowDuplicate(error, DUPLICATE_EMAIL));
    },

    /** Deletes one of a subject's identities, never its last one (409). */
    async removeIdentity(subjectId: string, identityId: string): Promise<Row | undefined> {
      return written(async (tx, writes) => {
        // Serialise removals for this subject, so two at once cannot remove the last two.
        await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId)).for("update");
        const held = await storedIdentitiesOf(subjectId, tx);
        if (!held.some((i) => i.id === identityId)) return undefined;
        if (held.length <= 1) throw conflict("An account keeps at least one identity; add another before removing this one");
        const [row] = await tx.delete(identities).where(eq(identities.id, identityId)).returning(publicIdentityColumns());
        if (row) add(writes, "identities", "delete", [identityId]);
        return row;
      });
    },

    /** The subject with its identities and roles (GET /authentication/me). */
    async profile(subjectId: string): Promise<Row | undefined> {
      const [subject] = await db.select(publicColumns(entityOf(subjects))).from(subjects).where(eq(subjects.id, subjectId)).limit(1);
      if (!subject) return undefined;
      const [identityRows, roleRows] = await Promise.all([
        identitiesOf(subjectId),
        db
          .select(publicColumns(entityOf(roles)))
          .from(roles)
          .innerJoin(subjectsToRoles, eq(subjectsToRoles.roleId, roles.id))
          .where(eq(subjectsToRoles.subjectId, subjectId))
          .orderBy(asc(roles.title)),
      ]);
      return { ...subject, identities: identityRows, roles: roleRows };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
