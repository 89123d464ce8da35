import type { Context } from "hono";
import { badRequest } from "./errors.js";

export interface RequestBody {
  data: unknown;
  files: Record<string, File>;
}

/** Deeper than any real record (rich text included); JSON.parse takes more than JSON.stringify can write back. */
export const MAX_BODY_DEPTH = 100;

/**
 * A body nested deeper than MAX_BODY_DEPTH is refused: it parses, but stringifying it for a jsonb
 * column overflows the call stack, which was a 500. Iterative, so the check itself cannot overflow.
 */
function checkDepth(value: unknown): void {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== "object") continue;
    if (depth >= MAX_BODY_DEPTH) throw badRequest(`data: nested more than ${MAX_BODY_DEPTH} levels deep`);
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
}

function parseJson(text: string, message: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(message);
  }
  checkDepth(value);
  return value;
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
    return { data: parseJson(raw, "data: is not valid JSON"), files };
  }
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest("Malformed JSON body");
  }
  const body = parseJson(text, "Malformed JSON body");
  if (!body || typeof body !== "object" || Array.isArray(body) || !("data" in body)) {
    throw badRequest('Body must be an object like {"data": {...}}');
  }
  return { data: (body as { data: unknown }).data, files: {} };
}
