import { and, eq, gt } from "drizzle-orm";
import { Writes } from "../../../core/history/writes.js";
import { badRequest } from "../../../core/http/errors.js";
import { identities } from "../entities.js";
import type { AccountService } from "./accounts.js";
import { hashPassword } from "./passwords.js";
import type { Rbac } from "./runtime.js";
import { hashToken, randomToken } from "./tokens.js";

/** A reset code works once, within an hour. */
export const RESET_CODE_TTL_MS = 60 * 60 * 1000;

const INVALID_CODE = "This reset code is invalid, already used or expired; ask for a new one";

/** One-time password-reset codes: only their SHA-256 is stored, on the identity. */
export function passwordResets(rbac: Rbac, accounts: AccountService) {
  const { db } = rbac;
  return {
    /** Stores a fresh code for the identity (replacing an older one) and returns it, once. */
    async issue(identityId: string, ttlMs = RESET_CODE_TTL_MS): Promise<string> {
      const code = randomToken();
      await accounts.updateIdentity(identityId, { code: hashToken(code), codeExpiresAt: new Date(Date.now() + ttlMs) });
      return code;
    },

    /**
     * Sets the new password if the code is valid, consumes the code, and ends every session.
     * Answers the identity's subject (an accepted invitation signs it in).
     */
    async reset(code: string, password: string): Promise<string | undefined> {
      const codeHash = hashToken(code);
      const [found] = await db
        .select({ id: identities.id, email: identities.email })
        .from(identities)
        .where(and(eq(identities.code, codeHash), gt(identities.codeExpiresAt, new Date())))
        .limit(1);
      if (!found) throw badRequest(INVALID_CODE);
      const passwordHash = await hashPassword(password);
      const writes = new Writes();
      await writes.transaction(db, async (tx) => {
        // Conditional on the code still being there: of two concurrent resets, one wins.
        const [consumed] = await tx
          .update(identities)
          .set({ password: passwordHash, code: null, codeExpiresAt: null, updatedAt: new Date() })
          .where(and(eq(identities.id, found.id), eq(identities.code, codeHash)))
          .returning({ id: identities.id });
        if (!consumed) throw badRequest(INVALID_CODE);
        // The audit log names the identity and the action, never the code or the password.
        writes.add("rbac", "identities", "update", [found.id], "password-reset");
      });
      writes.publish(rbac.bus);
      const subjectId = await accounts.subjectOfIdentity(found.id);
      if (subjectId) {
        await rbac.sessions.revokeAllOf(subjectId);
        // The code came to that address by mail: it is its owner's, so ADMIN_EMAILS may apply.
        await accounts.grantAdminIfListed(subjectId, found.email);
      }
      return subjectId;
    },
  };
}
