import { randomBytes } from "node:crypto";
import type { Context, Hono } from "hono";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Address, Hex } from "viem";
import { HttpError, unauthorized } from "../../../core/http/errors.js";
import { log } from "../../../core/log.js";
import { ethereumVirtualMachineNonces as nonces } from "../entities.js";
import type { AccountService } from "./accounts.js";
import { auditAdminSignInFailure } from "./admin-sign-in-failures.js";
import { AUTHENTICATION_BASE, tokensAnswer } from "./authentication-routes.js";
import { z } from "zod";
import { ok } from "../../../core/http/route-docs.js";
import { validate } from "../../../core/http/validate.js";
import { signedIn } from "./answer-schemas.js";
import { clientIp, requestHost } from "./request.js";
import type { Rbac } from "./runtime.js";
import * as schemas from "./schemas.js";

const PROVIDER = "ethereum_virtual_machine";
/** A nonce must be used within 10 minutes of being handed out. */
export const NONCE_TTL_MS = 10 * 60 * 1000;
/** Handing out nonces writes a row: limited per IP too, more loosely than sign-in. */
const NONCE_RULE = { max: 30, windowMs: 60_000 };

/** EIP-4361 nonces are alphanumeric, at least 8 characters: 128 random bits in hex. */
const newNonce = () => randomBytes(16).toString("hex");

/**
 * Sign-In with Ethereum: the client gets a single-use nonce, has the wallet sign an EIP-4361
 * message containing it, and sends message, signature and address. We check the message
 * (domain = this request's host, address, expiry / not-before), the signature (viem), then
 * consume the nonce atomically, so a signed message can never be replayed.
 */
export function ethereumVirtualMachineRoutes(app: Hono, rbac: Rbac, accounts: AccountService): void {
  const base = `${AUTHENTICATION_BASE}/ethereum-virtual-machine`;
  const { db, config } = rbac;

  app.get(`${base}/nonce`, validate({ summary: "A one-time nonce to sign (SIWE)", responses: { 200: ok(z.object({ nonce: z.string() })) } }), async (c) => {
    await rbac.limiter.consume({ action: "evm-nonce", ip: clientIp(c, config.trustProxy) }, NONCE_RULE);
    const now = new Date();
    // Old nonces go as new ones come: the table stays small without a sweeper.
    await db.delete(nonces).where(lt(nonces.expiresAt, now));
    const nonce = newNonce();
    await db.insert(nonces).values({ nonce, expiresAt: new Date(now.getTime() + NONCE_TTL_MS) });
    c.header("cache-control", "no-store");
    return c.json({ data: { nonce } });
  });

  /** A refused signature for a wallet an administrator signs in with is in the audit log. */
  async function auditRefusal(address: string) {
    const { getAddress } = await import("viem");
    let account: string;
    try {
      account = getAddress(address);
    } catch {
      return; // not an address at all: nobody's wallet
    }
    const identity = await accounts.findIdentity(PROVIDER, { account });
    if (identity) auditAdminSignInFailure(rbac, accounts, identity.id);
  }

  /** Checks the message, the signature and the nonce (consumed); 401 when any does not hold. */
  async function verifySignIn(c: Context, { message, signature, address }: { message: string; signature: string; address: string }) {
    const [{ verifyMessage }, { parseSiweMessage, validateSiweMessage }] = await Promise.all([import("viem"), import("viem/siwe")]);
    let parsed: ReturnType<typeof parseSiweMessage>;
    try {
      parsed = parseSiweMessage(message);
    } catch {
      throw unauthorized("Not a sign-in message (EIP-4361)");
    }
    const domain = requestHost(c, config.trustProxy);
    if (!parsed.nonce || !validateSiweMessage({ message: parsed, address: address as Address, domain })) {
      throw unauthorized(`Invalid sign-in message: it must be for ${domain}, for this address, with a nonce, and not expired`);
    }
    const signed = await verifyMessage({ address: address as Address, message, signature: signature as Hex }).catch(() => false);
    if (!signed) throw unauthorized("The signature does not match the message and address");
    const used = await db
      .update(nonces)
      .set({ usedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(nonces.nonce, parsed.nonce), isNull(nonces.usedAt), gt(nonces.expiresAt, new Date())))
      .returning({ id: nonces.id });
    if (!used.length) throw unauthorized("Unknown, expired or already used nonce; ask for a new one");
  }

  app.post(base, validate({ body: schemas.ethereumSignIn, summary: "Sign in with an Ethereum signature (SIWE)", responses: signedIn(200) }), async (c) => {
    const { address } = c.var.input.body;
    await rbac.limiter.consume({ action: "evm-sign-in", ip: clientIp(c, config.trustProxy), account: address.toLowerCase() });
    try {
      await verifySignIn(c, c.var.input.body);
    } catch (error) {
      // Beside the answer, as for a wrong password: never delaying or changing it.
      if (error instanceof HttpError && error.status === 401) auditRefusal(address).catch((err: unknown) => log.error({ err }, "auditing a refused wallet sign-in failed"));
      throw error;
    }
    const account = (await import("viem")).getAddress(address);
    const identity = await accounts.findIdentity(PROVIDER, { account });
    let subjectId = identity && (await accounts.subjectOfIdentity(identity.id));
    if (!subjectId) {
      const { caller } = await rbac.callerOf(c);
      const registered = await accounts.register({ provider: PROVIDER, account }, caller?.subjectId);
      if (registered.adopted && caller) await rbac.sessions.revoke(caller.sessionId);
      subjectId = registered.subjectId;
    }
    return tokensAnswer(c, await rbac.sessions.open(subjectId));
  });
}
