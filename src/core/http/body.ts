import type { Context } from "hono";
import { badRequest } from "./errors.js";

export interface RequestBody {
  data: unknown;
  files: Record<string, File>;
}

/** Reads `{"data": ...}` as JSON, or multipart form data whose `data` field holds that JSON. */
export async function readBody(c: Context): Promise<RequestBody> {
  const type = c.req.header("content-type") ?? "";
  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw badRequest("Malformed form data body");
    }
    const files: Record<string, File> = {};
    for (const [key, value] of Object.entries(form)) if (value instanceof File) files[key] = value;
    const raw = form.data;
    if (raw === undefined) return { data: undefined, files };
    if (typeof raw !== "string") throw badRequest("data: must be a JSON string field");
    try {
      return { data: JSON.parse(raw), files };
    } catch {
      throw badRequest("data: is not valid JSON");
    }
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("Malformed JSON body");
  }
  if (!body || typeof body !== "object" || Array.isArray(body) || !("data" in body)) {
    throw badRequest('Body must be an object like {"data": {...}}');
  }
  return { data: (body as { data: unknown }).data, files: {} };
}
