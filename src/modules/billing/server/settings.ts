import type { AppContext } from "../../../core/module.js";

// Billing's own settings, read from the environment the process was given (README lists them).

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
export function readPaymentsConfig(env: Readonly<Record<string, string | undefined>>): PaymentsConfig {
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

const settings = new WeakMap<AppContext, PaymentsConfig>();

/** This Sobor's payment settings, read once from its environment. */
export function paymentsOf(context: AppContext): PaymentsConfig {
  let payments = settings.get(context);
  if (!payments) settings.set(context, (payments = readPaymentsConfig(context.config.env)));
  return payments;
}
