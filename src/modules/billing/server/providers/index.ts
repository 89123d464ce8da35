import { badRequest } from "../../../../core/http/errors.js";
import type { AppContext } from "../../../../core/module.js";
import { PAYMENT_PROVIDERS } from "../../entities.js";
import { paymentsOf, type PaymentsConfig } from "../settings.js";
import { cloudPaymentsLikeProvider } from "./cloudpayments.js";
import { dummyProvider } from "./dummy.js";
import { oxprocessingProvider } from "./oxprocessing.js";
import { payselectionProvider } from "./payselection.js";
import { stripeProvider } from "./stripe.js";
import type { PaymentProvider, ProviderName } from "./types.js";

export type { PaymentProvider, ProviderName } from "./types.js";

export const INVALID_PROVIDER = "Invalid provider";

/** The providers this site offers: each one whose keys are configured, and always 'dummy' (last). */
export function configuredProviders(payments: PaymentsConfig): Map<ProviderName, PaymentProvider> {
  const { stripe, cloudpayments, tiptoppay, payselection, payselectionInternational, oxprocessing } = payments;
  const candidates: (PaymentProvider | undefined)[] = [
    stripe ? stripeProvider(stripe) : undefined,
    oxprocessing ? oxprocessingProvider(oxprocessing) : undefined,
    payselection ? payselectionProvider("payselection", payselection, "RUB") : undefined,
    payselectionInternational ? payselectionProvider("payselection-international", payselectionInternational, "USD") : undefined,
    tiptoppay ? cloudPaymentsLikeProvider("tiptoppay", tiptoppay, "https://api.tiptoppay.kz") : undefined,
    cloudpayments ? cloudPaymentsLikeProvider("cloudpayments", cloudpayments, "https://api.cloudpayments.ru") : undefined,
    dummyProvider(),
  ];
  return new Map(candidates.filter((p): p is PaymentProvider => p !== undefined).map((p) => [p.name, p]));
}

const registries = new WeakMap<AppContext, Map<ProviderName, PaymentProvider>>();

/** The offered providers of one running Sobor (built once from its configuration). */
export function providersOf(context: AppContext): Map<ProviderName, PaymentProvider> {
  let registry = registries.get(context);
  if (!registry) registries.set(context, (registry = configuredProviders(paymentsOf(context))));
  return registry;
}

/** The provider named in a checkout: 400 'Invalid provider' for an unknown or unconfigured one. */
export function providerFor(context: AppContext, name: unknown): PaymentProvider {
  if (typeof name !== "string" || !(PAYMENT_PROVIDERS as readonly string[]).includes(name)) {
    throw badRequest(INVALID_PROVIDER, [{ message: `provider: must be one of ${[...providersOf(context).keys()].join(", ")}` }]);
  }
  const provider = providersOf(context).get(name as ProviderName);
  if (!provider) throw badRequest(INVALID_PROVIDER, [{ message: `provider: ${name} is not configured on this site` }]);
  return provider;
}
