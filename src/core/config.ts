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
  /** Behind a reverse proxy: believe X-Forwarded-For/-Host/-Proto for client IP and origin. */
  trustProxy: boolean;
  /**
   * The environment modules read their own settings from (accounts, payments, file storage, mail:
   * see each module's settings.ts); tests pass their own.
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
