import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { TestSobor } from "./sobor.js";

export const AUTH = "/api/rbac/subjects/authentication";
export const PASSWORD = "correct horse battery";

let sequence = 0;
/** An email no other call in this process returns. */
export const uniqueEmail = (prefix = "user") => `${prefix}-${process.pid}-${++sequence}-${Math.random().toString(36).slice(2, 6)}@example.org`;

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

export interface Tokens {
  jwt: string;
  refresh: string;
}

/** The subject id inside an access token (its `sub` claim). */
export function subjectOf(jwt: string): string {
  const payload = JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString("utf8"));
  return payload.sub;
}

export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString("utf8"));
}

export async function tokensFrom(answer: Promise<{ status: number; body: any }>, status = 200): Promise<Tokens> {
  const { status: got, body } = await answer;
  expect(got, JSON.stringify(body)).toBe(status);
  expect(body.data).toEqual({ jwt: expect.any(String), refresh: expect.any(String) });
  return body.data;
}

export function register(sobor: TestSobor, login = uniqueEmail(), password = PASSWORD, headers: Record<string, string> = {}) {
  return tokensFrom(sobor.json(`${AUTH}/email-and-password/registration`, { method: "POST", body: { data: { login, password } }, headers }), 201);
}

export function signIn(sobor: TestSobor, login: string, password = PASSWORD) {
  return tokensFrom(sobor.json(`${AUTH}/email-and-password/authentication`, { method: "POST", body: { data: { login, password } } }));
}

/** The first admin the server created on start (its password is in DATA_DIR/admin-password.txt). */
export async function signInAsAdmin(sobor: TestSobor): Promise<Tokens> {
  const file = readFileSync(join(sobor.context.config.dataDir, "admin-password.txt"), "utf8");
  const email = file.match(/^email: (.+)$/m)![1]!;
  const password = file.match(/^password: (.+)$/m)![1]!;
  return signIn(sobor, email, password);
}
