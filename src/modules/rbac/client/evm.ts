/**
 * Sign-In with Ethereum (EIP-4361) through an injected wallet (window.ethereum). Loaded on
 * demand: viem stays out of the pages that do not sign in with a wallet.
 */
import { getAddress, stringToHex, type Hex } from "viem";
import { createSiweMessage } from "viem/siwe";
import type { RequestClient } from "../../../core/client/api";
import { AUTHENTICATION } from "./session";

/** The EIP-1193 provider a wallet injects. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export function injectedProvider(): Eip1193Provider | undefined {
  if (typeof window === "undefined") return undefined;
  const provider = (window as unknown as { ethereum?: Eip1193Provider }).ethereum;
  return provider && typeof provider.request === "function" ? provider : undefined;
}

export class NoWalletError extends Error {
  constructor() {
    super("No Ethereum wallet found in this browser");
    this.name = "NoWalletError";
  }
}

/** A signed message for POST /ethereum-virtual-machine. */
export interface SignedSiweMessage {
  message: string;
  signature: Hex;
  address: string;
}

/** Valid for 10 minutes, as long as the server keeps the nonce. */
const VALIDITY_MS = 10 * 60 * 1000;

/**
 * Asks the wallet for an account and its chain, gets a single-use nonce from the server, builds
 * the message (domain = this host, uri = this origin) and has the wallet sign it (personal_sign).
 */
export async function signSiweMessage(api: RequestClient, statement: string): Promise<SignedSiweMessage> {
  const provider = injectedProvider();
  if (!provider) throw new NoWalletError();
  const accounts = (await provider.request({ method: "eth_requestAccounts" })) as string[] | undefined;
  if (!accounts?.[0]) throw new Error("The wallet gave no account");
  const address = getAddress(accounts[0]);
  const chainId = await provider
    .request({ method: "eth_chainId" })
    .then((value) => Number(value) || 1)
    .catch(() => 1);
  // One try only: every call hands out (and stores) a new nonce.
  const { nonce } = await api.request<{ nonce: string }>("GET", `${AUTHENTICATION}/ethereum-virtual-machine/nonce`, { retry: "write" });
  const issuedAt = new Date();
  const message = createSiweMessage({
    domain: window.location.host,
    address,
    statement: statement.replace(/\n/g, " "),
    uri: window.location.origin,
    version: "1",
    chainId,
    nonce,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + VALIDITY_MS),
  });
  const signature = (await provider.request({ method: "personal_sign", params: [stringToHex(message), address] })) as Hex;
  return { message, signature, address };
}
