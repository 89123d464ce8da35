import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { ethereumVirtualMachineNonces } from "../../src/modules/rbac/entities.js";
import { AUTH, bearer, subjectOf, tokensFrom } from "../helpers/accounts.js";
import { expectError } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
beforeAll(async () => {
  sobor = await startTestSobor({ redisUrl: undefined, allowedHosts: ["sobor.example"] });
});
afterAll(() => sobor?.close());

const EVM = `${AUTH}/ethereum-virtual-machine`;
// In-process requests address http://localhost unless a Host header says otherwise.
const DOMAIN = "localhost";

async function nonce(): Promise<string> {
  const { status, body } = await sobor.json(`${EVM}/nonce`);
  expect(status).toBe(200);
  return body.data.nonce;
}

interface Signed {
  message: string;
  signature: string;
  address: string;
}

/** A wallet signing an EIP-4361 message, as the browser's injected provider would. */
async function signIn(
  privateKey = generatePrivateKey(),
  overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
): Promise<Signed> {
  const account = privateKeyToAccount(privateKey);
  const message = createSiweMessage({
    address: account.address,
    chainId: 1,
    domain: DOMAIN,
    nonce: overrides.nonce ?? (await nonce()),
    uri: `http://${DOMAIN}/`,
    version: "1",
    statement: "Sign in to the cathedral site",
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 5 * 60 * 1000),
    ...overrides,
  });
  return { message, signature: await account.signMessage({ message }), address: account.address };
}

const send = (data: Signed, headers: Record<string, string> = {}) => sobor.json(EVM, { method: "POST", body: { data }, headers });

describe("Sign-In with Ethereum", () => {
  it("hands out single-use alphanumeric nonces", async () => {
    const [a, b] = [await nonce(), await nonce()];
    expect(a).toMatch(/^[a-zA-Z0-9]{16,}$/);
    expect(a).not.toBe(b);
  });

  it("signs in with a signed message: an identity for the wallet, the user role, a session", async () => {
    const key = generatePrivateKey();
    const signed = await signIn(key);
    const tokens = await tokensFrom(send(signed));
    const me = await sobor.json(`${AUTH}/me`, { headers: bearer(tokens.jwt) });
    expect(me.body.data.identities).toEqual([
      expect.objectContaining({ provider: "ethereum_virtual_machine", account: privateKeyToAccount(key).address, email: null }),
    ]);
    expect(me.body.data.roles.map((r: any) => r.slug)).toEqual(["user"]);

    // The same wallet again (lower-cased address too) is the same subject.
    const again = await signIn(key);
    const second = await tokensFrom(send({ ...again, address: again.address.toLowerCase() }));
    expect(subjectOf(second.jwt)).toBe(subjectOf(tokens.jwt));
  });

  it("a nonce cannot be replayed", async () => {
    const signed = await signIn();
    await tokensFrom(send(signed));
    expectError(await send(signed), 401, /already used nonce/);
  });

  it("refuses a nonce the server never handed out, and an expired one", async () => {
    expectError(await send(await signIn(undefined, { nonce: "abcdefgh12345678" })), 401, /nonce/);
    const issued = await nonce();
    await sobor.context.db
      .update(ethereumVirtualMachineNonces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ethereumVirtualMachineNonces.nonce, issued));
    expectError(await send(await signIn(undefined, { nonce: issued })), 401, /expired/);
  });

  it("refuses a message for another domain", async () => {
    expectError(await send(await signIn(undefined, { domain: "evil.example" })), 401, /localhost/);
  });

  it("takes the domain from the request's host", async () => {
    const signed = await signIn(undefined, { domain: "sobor.example", uri: "https://sobor.example/" });
    expectError(await send(signed), 401);
    const again = await signIn(undefined, { domain: "sobor.example", uri: "https://sobor.example/" });
    await tokensFrom(send(again, { host: "sobor.example" }));
  });

  it("refuses an expired message, and one not valid yet", async () => {
    const past = new Date(Date.now() - 60_000);
    expectError(await send(await signIn(undefined, { issuedAt: new Date(Date.now() - 120_000), expirationTime: past })), 401, /expired/);
    expectError(await send(await signIn(undefined, { notBefore: new Date(Date.now() + 60_000) })), 401);
  });

  it("refuses a signature by another key, and an address that is not the message's", async () => {
    const signed = await signIn();
    const other = privateKeyToAccount(generatePrivateKey());
    expectError(await send({ ...signed, signature: await other.signMessage({ message: signed.message }) }), 401, /signature/);
    const fresh = await signIn();
    expectError(await send({ ...fresh, address: other.address }), 401);
  });

  it("an invalid signature does not burn the nonce", async () => {
    const signed = await signIn();
    const other = privateKeyToAccount(generatePrivateKey());
    expectError(await send({ ...signed, signature: await other.signMessage({ message: signed.message }) }), 401);
    await tokensFrom(send(signed));
  });

  it("refuses a malformed body with 400 and garbage text with 401", async () => {
    expectError(await sobor.json(EVM, { method: "POST", body: { data: { message: "hi", signature: "nope", address: "0x12" } } }), 400);
    const signed = await signIn();
    expectError(await send({ ...signed, message: "not a sign-in message" }), 401);
  });

  it("an anonymous visitor signing in keeps their subject", async () => {
    const anonymous = await tokensFrom(sobor.json(`${AUTH}/init`, { method: "POST" }), 201);
    const tokens = await tokensFrom(send(await signIn(), bearer(anonymous.jwt)));
    expect(subjectOf(tokens.jwt)).toBe(subjectOf(anonymous.jwt));
  });
});
