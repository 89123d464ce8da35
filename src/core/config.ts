import { resolve } from "node:path";

/** What core and the process read from the environment (see README); modules read their own settings from `env`. */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  secretKey?: string;
  debug: boolean;
  redisUrl?: string;
  /** Public origin of the site, used in links sent by email. */
  siteUrl?: string;
  /** Hosts answered besides SITE_URL's and localhost ('parish.example' any port, 'parish.example:8443' that port). */
  allowedHosts: string[];
  /** Registration, forgot-password and EVM attempts per IP and per account each minute; failed sign-ins per (account, IP), three times as many per IP. */
  authRateLimitPerMinute: number;
  /** Anonymous sessions (`authentication/init`) one address may start each hour. */
  authInitLimitPerHour: number;
  /** First delay (ms) before a failed sign-in to an account is answered; doubles per failure up to 5 s. */
  authFailureDelayMs: number;
  /** Key that signs access tokens; generated once and kept in dataDir when unset. */
  jwtSecret?: string;
  /** Emails that get the admin role when they register or sign in. */
  adminEmails: string[];
  /** Behind a reverse proxy: believe X-Forwarded-For/-Host/-Proto for client IP and origin. */
  trustProxy: boolean;
  /**
   * The environment modules read their own settings from (payments, file storage, mail: see each
   * module's settings.ts); tests pass their own.
   */
  env: Readonly<Record<string, string | undefined>>;
  /** How often an idle job runner looks for due jobs (JOB_POLL_MS, default 2 s). */
  jobPollMs: number;
  /** Versions kept: every one for `allDays` (VERSIONS_KEEP_ALL_DAYS, 90), then a day's last until `dailyDays` (VERSIONS_KEEP_DAILY_DAYS, 365). */
  versionRetention: { allDays: number; dailyDays: number };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    secretKey: env.RBAC_SECRET_KEY || undefined,
    debug: env.DEBUG === "true",
    redisUrl: env.REDIS_URL || undefined,
    siteUrl: env.SITE_URL || undefined,
    allowedHosts: (env.ALLOWED_HOSTS ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    authRateLimitPerMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE) > 0 ? Number(env.AUTH_RATE_LIMIT_PER_MINUTE) : 10,
    authInitLimitPerHour: Number(env.AUTH_INIT_LIMIT_PER_HOUR) > 0 ? Number(env.AUTH_INIT_LIMIT_PER_HOUR) : 100,
    authFailureDelayMs: Number(env.AUTH_FAILURE_DELAY_MS) >= 0 && env.AUTH_FAILURE_DELAY_MS ? Number(env.AUTH_FAILURE_DELAY_MS) : 250,
    jwtSecret: env.RBAC_JWT_SECRET || undefined,
    adminEmails: (env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === "true",
    env,
    jobPollMs: Number(env.JOB_POLL_MS) > 0 ? Number(env.JOB_POLL_MS) : 2000,
    versionRetention: readVersionRetention(env),
  };
}

function readVersionRetention(env: NodeJS.ProcessEnv): Config["versionRetention"] {
  const days = (value: string | undefined, fallback: number) => (value && Number.isInteger(Number(value)) && Number(value) >= 0 ? Number(value) : fallback);
  const allDays = days(env.VERSIONS_KEEP_ALL_DAYS, 90);
  return { allDays, dailyDays: Math.max(allDays, days(env.VERSIONS_KEEP_DAILY_DAYS, 365)) };
}
