import type { APIRequestContext } from "@playwright/test";
import { E2E_SECRET } from "../playwright.config";

/** Writes through the API with the secret key, as a trusted server would. */
export async function api<T = any>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { "x-rbac-secret-key": E2E_SECRET, "content-type": "application/json" },
    data: data === undefined ? undefined : JSON.stringify({ data }),
  });
  const body = await response.json();
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${JSON.stringify(body)}`);
  return body.data as T;
}
