import { hash, verify } from "@node-rs/argon2";

export const PASSWORD_MIN_LENGTH = 8;
/** Longer inputs are refused before hashing, so nobody makes us hash megabytes. */
export const PASSWORD_MAX_LENGTH = 256;

/** OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane. */
const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, which isolatedModules cannot import)
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password in about the same time whether or not the account exists: without a
 * stored hash we verify against a dummy one with the same parameters, and still say no.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  const target = stored ?? (await (dummyHash ??= hashPassword("not-a-real-password-only-for-timing")));
  let matches: boolean;
  try {
    matches = await verify(target, password);
  } catch {
    matches = false; // a malformed stored hash never lets anyone in
  }
  return matches && stored != null;
}

/** Computes the dummy hash ahead of the first sign-in, so that one is not slower. */
export async function warmUpPasswords(): Promise<void> {
  await (dummyHash ??= hashPassword("not-a-real-password-only-for-timing"));
}
