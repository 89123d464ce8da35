import type { Config } from "../../../core/config.js";

// The accounts module's own settings, read from the environment the process was given (README
// lists them); core's config knows none of them.

export interface RbacSettings {
  /** RBAC_JWT_SECRET: the key that signs access tokens; generated once and kept in DATA_DIR when unset. */
  jwtSecret?: string;
  /** ADMIN_EMAILS: emails that get the admin role once proven (a mailed code used, or a trusted server's registration; lower case). */
  adminEmails: string[];
  /** AUTH_RATE_LIMIT_PER_MINUTE: registration, forgot-password and EVM attempts per IP and per account each minute; failed sign-ins per (account, IP), three times as many per IP. */
  authRateLimitPerMinute: number;
  /** AUTH_INIT_LIMIT_PER_HOUR: anonymous sessions (`authentication/init`) one address may start each hour. */
  authInitLimitPerHour: number;
  /** AUTH_FAILURE_DELAY_MS: first delay before a failed sign-in to an account is answered; doubles per failure up to 5 s. */
  authFailureDelayMs: number;
}

export function readRbacSettings(env: Config["env"]): RbacSettings {
  const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);
  return {
    jwtSecret: env.RBAC_JWT_SECRET || undefined,
    adminEmails: (env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    authRateLimitPerMinute: positive(env.AUTH_RATE_LIMIT_PER_MINUTE, 10),
    authInitLimitPerHour: positive(env.AUTH_INIT_LIMIT_PER_HOUR, 100),
    authFailureDelayMs: Number(env.AUTH_FAILURE_DELAY_MS) >= 0 && env.AUTH_FAILURE_DELAY_MS ? Number(env.AUTH_FAILURE_DELAY_MS) : 250,
  };
}
