/**
 * What the account screens do, each call through the session's client; failures show a toast
 * with the server's message and are rethrown (SPEC §8).
 */
import { call } from "./call";
import { AUTHENTICATION, sessionApi, signedIn } from "./session";
import type { Identity } from "./types";

export interface Credentials {
  login: string;
  password: string;
}

const post = <T>(path: string, data: unknown) => call(sessionApi.request<T>("POST", path, { data }));

/** Email and password sign-in; the server's cookies now carry the signed-in session. */
export async function signInWithPassword(credentials: Credentials): Promise<void> {
  await signedIn(await post<unknown>(`${AUTHENTICATION}/email-and-password/authentication`, credentials));
}

/** Sign-up: the current anonymous subject becomes the registered one (its cart stays). */
export async function register(credentials: Credentials & { lang?: string }): Promise<void> {
  await signedIn(await post<unknown>(`${AUTHENTICATION}/email-and-password/registration`, credentials));
}

/** Always answers ok (whether or not the email has an account). */
export async function forgotPassword(data: { email: string; lang?: string }): Promise<void> {
  await post(`${AUTHENTICATION}/email-and-password/forgot-password`, data);
}

export async function resetPassword(data: { code: string; password: string; passwordConfirmation: string }): Promise<void> {
  await post(`${AUTHENTICATION}/email-and-password/reset-password`, data);
}

/** Accepts an invitation: its code and a new password; the server's cookies now carry the invitee's session. */
export async function acceptInvitation(data: { code: string; password: string; passwordConfirmation: string }): Promise<void> {
  await signedIn(await post<unknown>(`${AUTHENTICATION}/email-and-password/accept-invitation`, data));
}

/** Sign-In with Ethereum through the injected wallet; viem is loaded only now. */
export async function signInWithEthereum(statement: string): Promise<void> {
  const { signSiweMessage } = await import("./evm");
  const signed = await call(signSiweMessage(sessionApi, statement));
  await signedIn(await post<unknown>(`${AUTHENTICATION}/ethereum-virtual-machine`, signed));
}

const subjectPath = (subjectId: string) => `/api/rbac/subjects/${encodeURIComponent(subjectId)}`;

export async function changePassword(subjectId: string, data: { password: string; newPassword: string }): Promise<void> {
  await call(sessionApi.request("PATCH", `${subjectPath(subjectId)}/change-password`, { data }));
}

/**
 * A new address for one identity, confirmed with its current password (the server ends the other
 * sessions and mails the previous address a notice in `lang`).
 */
export async function changeIdentityEmail(subjectId: string, identityId: string, email: string, password: string, lang?: string): Promise<Identity> {
  return call(sessionApi.request<Identity>("PATCH", `${subjectPath(subjectId)}/identities/${encodeURIComponent(identityId)}`, { data: { email, password, lang } }));
}

export async function deleteIdentity(subjectId: string, identityId: string): Promise<void> {
  await call(sessionApi.request("DELETE", `${subjectPath(subjectId)}/identities/${encodeURIComponent(identityId)}`));
}

/** Adds an email-and-password identity to the signed-in subject (a wallet user's email sign-in). */
export async function addEmailIdentity(data: { email: string; password: string }): Promise<Identity> {
  return post<Identity>("/api/rbac/identities/email-and-password", data);
}

/** GET /is-authorized: whether the current subject may call `method route`. */
export function isAuthorized(route: string, method = "GET", signal?: AbortSignal): Promise<boolean> {
  return call(sessionApi.request<boolean>("GET", `${AUTHENTICATION}/is-authorized`, { query: { route, method }, signal }));
}
