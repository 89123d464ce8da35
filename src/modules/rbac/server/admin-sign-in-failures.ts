import { recordAction } from "../../../core/history/observers.js";
import { log } from "../../../core/log.js";
import type { AccountService } from "./accounts.js";
import type { Rbac } from "./runtime.js";

/**
 * A refused sign-in to an administrator's account (a wrong password, a wallet signature that does
 * not hold) goes to the audit log; a member's does not: too common to be news. Not awaited: the
 * answer must take as long whether the account exists. Only the subject is named, never what was
 * sent.
 */
export function auditAdminSignInFailure(rbac: Rbac, accounts: AccountService, identityId: string): void {
  const record = async () => {
    const subjectId = await accounts.subjectOfIdentity(identityId);
    if (subjectId && (await rbac.grants.of(subjectId)).admin) await recordAction(rbac.db, { entity: "rbac/subjects", ids: [subjectId], action: "sign-in-failed" });
  };
  record().catch((error: unknown) => log.error({ err: error }, "auditing a failed sign-in failed"));
}
