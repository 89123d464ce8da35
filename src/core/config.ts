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
  /** Key that signs access tokens; generated once and kept in dataDir when unset. */
  jwtSecret?: string;
  /** Emails that get the admin role when they register or sign in. */
  adminEmails: string[];
  /** Behind a reverse proxy: believe X-Forwarded-For/-Host/-Proto for client IP and origin. */
  trustProxy: boolean;
  /** Sender of the platform's mail. */
  mailFrom?: string;
  /** Where uploads go: 'local' (DATA_DIR/uploads) or 'aws-s3' (FILE_STORAGE_S3_* variables). */
  fileStorageProvider: string;
  /** Largest accepted upload in bytes (FILE_STORAGE_MAX_BYTES, default 10 MB). */
  fileStorageMaxBytes: number;
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
    jwtSecret: env.RBAC_JWT_SECRET || undefined,
    adminEmails: (env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === "true",
    mailFrom: env.MAIL_FROM || undefined,
    fileStorageProvider: env.FILE_STORAGE_PROVIDER || "local",
    fileStorageMaxBytes: Number(env.FILE_STORAGE_MAX_BYTES) > 0 ? Number(env.FILE_STORAGE_MAX_BYTES) : 10 * 1024 * 1024,
  };
}
