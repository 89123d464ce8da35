import { resolve } from "node:path";

/** Everything the process reads from its environment, in one place (see README). */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  secretKey?: string;
  debug: boolean;
  redisUrl?: string;
  smtpUrl?: string;
  /** Public origin of the site, used in links sent by email. */
  siteUrl?: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    secretKey: env.RBAC_SECRET_KEY || undefined,
    debug: env.DEBUG === "true",
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    siteUrl: env.SITE_URL || undefined,
  };
}
