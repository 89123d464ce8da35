import type { Context } from "hono";
import { badRequest } from "../../../core/http/errors.js";
import { isUuid } from "../../../core/http/query.js";

/** A uuid from the path or a body: '{name} is required' when missing, 400 when not a uuid. */
export function requireId(value: unknown, name: string): string {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) throw badRequest(`${name} is required`);
  if (!isUuid(value)) throw badRequest(`${name}: '${String(value).slice(0, 100)}' is not a valid uuid`);
  return value;
}

export const idParam = (c: Context, name: string) => requireId(c.req.param(name), name);
