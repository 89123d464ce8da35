import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { badRequest, HttpError } from "../../../../core/http/errors.js";

export const hmacSha256 = (key: string, text: string, encoding: "hex" | "base64") => createHmac("sha256", key).update(text, "utf8").digest(encoding);

/** Constant-time comparison of two signatures (different lengths are simply unequal). */
export function sameSignature(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash("sha256").update(given.trim()).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

export const invalidSignature = (detail: string) => badRequest("Invalid signature", [{ message: detail }]);

/** A provider's API failing or refusing: 502, with its message for the log and the buyer. */
export const providerFailed = (provider: string, detail: string) =>
  new HttpError(502, `The payment provider ${provider} did not create the payment`, [{ message: detail.slice(0, 500) }]);

/** JSON, or `{}` for an empty or unparsable body (the caller decides what is missing). */
export function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const str = (value: unknown): string | undefined => (value === undefined || value === null || value === "" ? undefined : String(value));

export function num(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value.replace(",", ".")) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** Amounts with two decimals, as most providers take them. */
export const twoDecimals = (amount: number) => Math.round(amount * 100) / 100;

/** A 3-letter ISO 4217 code from the currency's slug ('rub' → 'RUB'), or a 400 naming it. */
export function isoCurrency(slug: string, provider: string): string {
  if (!/^[a-z]{3}$/i.test(slug)) throw badRequest(`Currency '${slug}' is not an ISO 4217 code, which ${provider} needs (set the currency's slug to e.g. 'rub' or 'usd')`);
  return slug.toUpperCase();
}

/** fetch with a timeout; a network failure is a 502 naming the provider. */
export async function callProvider(provider: string, url: string, init: RequestInit, timeoutMs = 20_000): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw providerFailed(provider, error instanceof Error ? error.message : String(error));
  }
}
