import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lt, ne } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import type { EventBus } from "../../../core/events/bus.js";
import { unauthorized } from "../../../core/http/errors.js";
import { sessions, subjectsToIdentities } from "../entities.js";
import { TtlCache } from "./ttl-cache.js";
import { hashToken, randomToken, REFRESH_TOKEN_TTL_MS, type AccessClaims, type AccessTokens } from "./tokens.js";

/** What the authentication routes answer: `{"data": {"jwt", "refresh"}}`. */
export interface IssuedTokens {
  jwt: string;
  refresh: string;
}

/**
 * How long a "this session is alive" answer is reused. A revocation in this process drops it at
 * once; other processes drop theirs when the event bus brings them the revocation.
 */
const SESSION_CACHE_MS = 5_000;

export interface SessionStore {
  /** Starts a new session (refresh-token family) for the subject and issues its first tokens. */
  open(subjectId: string): Promise<IssuedTokens & { sessionId: string }>;
  /** Rotates a refresh token. A token already rotated revokes its whole family: 401 either way. */
  refresh(token: string): Promise<IssuedTokens>;
  /** Revokes a session: its refresh tokens and its access tokens stop working at once. */
  revoke(sessionId: string): Promise<void>;
  /** Revokes every session of the subject (password reset), or every one but `except`. */
  revokeAllOf(subjectId: string, except?: string): Promise<void>;
  /** Whether the session of an access token is still alive and belongs to its subject. */
  isActive(claims: AccessClaims): Promise<boolean>;
  /** The session a refresh token belongs to, if the token is known and the session alive. */
  sessionOfRefresh(token: string): Promise<AccessClaims | undefined>;
  /** Deletes rows whose refresh token expired; returns how many. */
  prune(): Promise<number>;
  /** Forgets every cached answer (a session or subject was written elsewhere). */
  forget(): void;
}

export function sessionStore(db: Db, bus: EventBus, tokens: AccessTokens): SessionStore {
  const alive = new TtlCache<string, string | null>(SESSION_CACHE_MS);
  const expiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_MS);

  const announce = (ids: string[]) => {
    if (ids.length) bus.publish({ module: "rbac", entity: "sessions", action: "update", ids });
  };

  async function issue(executor: Db, subjectId: string, familyId: string): Promise<IssuedTokens> {
    const refresh = randomToken();
    await executor.insert(sessions).values({ subjectId, familyId, refreshHash: hashToken(refresh), expiresAt: expiry() });
    const [identity] = await executor
      .select({ id: subjectsToIdentities.id })
      .from(subjectsToIdentities)
      .where(eq(subjectsToIdentities.subjectId, subjectId))
      .limit(1);
    const jwt = await tokens.sign({ subjectId, sessionId: familyId, anonymous: !identity });
    return { jwt, refresh };
  }

  async function revokeWhere(condition: ReturnType<typeof and>, familyIds: string[]): Promise<void> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: new Date(), updatedAt: new Date() })
      .where(and(condition, isNull(sessions.revokedAt)))
      .returning({ id: sessions.id, familyId: sessions.familyId });
    for (const id of [...familyIds, ...rows.map((r) => r.familyId)]) alive.delete(id);
    announce(rows.map((r) => r.id));
  }

  const store: SessionStore = {
    async open(subjectId) {
      const sessionId = randomUUID();
      return { ...(await issue(db, subjectId, sessionId)), sessionId };
    },

    async refresh(token) {
      const [row] = await db
        .select({
          id: sessions.id,
          subjectId: sessions.subjectId,
          familyId: sessions.familyId,
          expiresAt: sessions.expiresAt,
          rotatedAt: sessions.rotatedAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.refreshHash, hashToken(token)))
        .limit(1);
      if (!row) throw unauthorized("Invalid refresh token");
      if (row.revokedAt) throw unauthorized("This session has ended; sign in again");
      const reused = async () => {
        await store.revoke(row.familyId);
        return unauthorized("This refresh token was already used; the session has been revoked");
      };
      if (row.rotatedAt) throw await reused();
      if (row.expiresAt.getTime() <= Date.now()) throw unauthorized("The refresh token has expired; sign in again");
      const issued = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // Claim the token: of two concurrent refreshes with it, only one sees it unrotated.
        const claimed = await tx
          .update(sessions)
          .set({ rotatedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(sessions.id, row.id), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        if (!claimed.length) return undefined;
        return issue(tx, row.subjectId, row.familyId);
      });
      if (!issued) throw await reused();
      return issued;
    },

    revoke: (sessionId) => revokeWhere(eq(sessions.familyId, sessionId), [sessionId]),

    revokeAllOf: (subjectId, except) =>
      revokeWhere(except ? and(eq(sessions.subjectId, subjectId), ne(sessions.familyId, except)) : eq(sessions.subjectId, subjectId), []),

    async isActive({ subjectId, sessionId }) {
      let owner = alive.get(sessionId);
      if (owner === undefined) {
        const [row] = await db
          .select({ subjectId: sessions.subjectId })
          .from(sessions)
          .where(and(eq(sessions.familyId, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
          .limit(1);
        owner = row?.subjectId ?? null;
        alive.set(sessionId, owner);
      }
      return owner === subjectId;
    },

    async sessionOfRefresh(token) {
      const [row] = await db
        .select({ subjectId: sessions.subjectId, familyId: sessions.familyId })
        .from(sessions)
        .where(and(eq(sessions.refreshHash, hashToken(token)), isNull(sessions.revokedAt)))
        .limit(1);
      return row ? { subjectId: row.subjectId, sessionId: row.familyId } : undefined;
    },

    async prune() {
      const rows = await db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning({ id: sessions.id });
      return rows.length;
    },

    forget: () => alive.clear(),
  };
  return store;
}
