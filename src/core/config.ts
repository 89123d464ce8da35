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
  /** Sender of the platform's mail. */
  mailFrom?: string;
  /** Where uploads go: 'local' (DATA_DIR/uploads) or 'aws-s3' (FILE_STORAGE_S3_* variables). */
  fileStorageProvider: string;
  /** Largest accepted upload in bytes (FILE_STORAGE_MAX_BYTES, default 10 MB). */
  fileStorageMaxBytes: number;
  /** Payment providers' keys; a provider without its keys is not offered ('dummy' needs none). */
  payments: PaymentsConfig;
}

/**
 * What the dummy provider is: 'manual' (the default) is an offline payment, a bank transfer to
 * the details on the site that an administrator confirms; 'self-service' gives its payment page
 * Pay and Cancel buttons for the buyer (demos and tests only: the buyer settles their own order).
 */
export const DUMMY_PAYMENT_MODES = ["manual", "self-service"] as const;
export type DummyPaymentMode = (typeof DUMMY_PAYMENT_MODES)[number];

/** `apiUrl` points an adapter at another host (a sandbox, a local fake in tests). */
export interface PaymentsConfig {
  /** DUMMY_PAYMENTS; left out, it is 'manual' (nobody pays for their own order by mistake). */
  dummy?: DummyPaymentMode;
  stripe?: { secretKey: string; webhookSecret?: string; apiUrl?: string };
  cloudpayments?: { publicId: string; apiSecret: string; apiUrl?: string };
  tiptoppay?: { publicId: string; apiSecret: string; apiUrl?: string };
  /** `webhookUrl`: the notification url as registered with Payselection (it is signed). */
  payselection?: { siteId: string; secretKey: string; apiUrl?: string; webhookUrl?: string };
  payselectionInternational?: { siteId: string; secretKey: string; apiUrl?: string; webhookUrl?: string };
  oxprocessing?: { merchantId: string; webhookPassword: string; apiUrl?: string; test: boolean };
}

/** Each provider from its environment variables (README lists them), when its keys are all set. */
export function readPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const get = (name: string) => env[name] || undefined;
  const payselection = (prefix: string) =>
    get(`${prefix}_SITE_ID`) && get(`${prefix}_SECRET_KEY`)
      ? { siteId: get(`${prefix}_SITE_ID`)!, secretKey: get(`${prefix}_SECRET_KEY`)!, apiUrl: get(`${prefix}_API_URL`), webhookUrl: get(`${prefix}_WEBHOOK_URL`) }
      : undefined;
  const cloudpaymentsLike = (prefix: string) =>
    get(`${prefix}_PUBLIC_ID`) && get(`${prefix}_API_SECRET`)
      ? { publicId: get(`${prefix}_PUBLIC_ID`)!, apiSecret: get(`${prefix}_API_SECRET`)!, apiUrl: get(`${prefix}_API_URL`) }
      : undefined;
  const dummy = env.DUMMY_PAYMENTS || "manual";
  // A typo must not quietly become a mode: refuse to start, naming the setting and its values.
  if (!(DUMMY_PAYMENT_MODES as readonly string[]).includes(dummy)) {
    throw new Error(`DUMMY_PAYMENTS must be one of ${DUMMY_PAYMENT_MODES.join(", ")} (got '${dummy}')`);
  }
  return {
    dummy: dummy as DummyPaymentMode,
    stripe: get("STRIPE_SECRET_KEY")
      ? { secretKey: get("STRIPE_SECRET_KEY")!, webhookSecret: get("STRIPE_WEBHOOK_SECRET"), apiUrl: get("STRIPE_API_URL") }
      : undefined,
    cloudpayments: cloudpaymentsLike("CLOUDPAYMENTS"),
    tiptoppay: cloudpaymentsLike("TIPTOPPAY"),
    payselection: payselection("PAYSELECTION"),
    payselectionInternational: payselection("PAYSELECTION_INTERNATIONAL"),
    oxprocessing:
      get("OXPROCESSING_MERCHANT_ID") && get("OXPROCESSING_WEBHOOK_PASSWORD")
        ? { merchantId: get("OXPROCESSING_MERCHANT_ID")!, webhookPassword: get("OXPROCESSING_WEBHOOK_PASSWORD")!, apiUrl: get("OXPROCESSING_API_URL"), test: env.OXPROCESSING_TEST === "true" }
        : undefined,
  };
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
    mailFrom: env.MAIL_FROM || undefined,
    fileStorageProvider: env.FILE_STORAGE_PROVIDER || "local",
    fileStorageMaxBytes: Number(env.FILE_STORAGE_MAX_BYTES) > 0 ? Number(env.FILE_STORAGE_MAX_BYTES) : 10 * 1024 * 1024,
    payments: readPaymentsConfig(env),
  };
}
