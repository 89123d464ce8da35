import type { Context } from "hono";
import { encodeJson, encodingHeaders, identityOf, preferredEncoding, type StoredBody } from "./compression.js";

/** Below this a compressed answer saves less than its headers and the work cost. */
const MIN_COMPRESSED_LENGTH = 1024;

/**
 * A public read's JSON answer, compressed when the client takes it and the text is long enough
 * to gain (a list of 20 articles: 19 KB of text, 2 KB in brotli). Only answers that are the same
 * for everyone come here, so no secret sits beside reflected input for a compression side
 * channel (BREACH) to find. `body` is the answer in the forms at hand (the read cache keeps one
 * or two, a fresh answer has its text); `sent` is told the form sent, for the read cache to keep.
 */
export async function publicJson(
  c: Context,
  body: StoredBody,
  options: { cacheState?: "hit" | "miss"; sent?: (form: StoredBody) => void },
): Promise<Response> {
  const headers: [string, string][] = [["content-type", "application/json"]];
  if (options.cacheState) headers.push(["x-sobor-cache", options.cacheState]);
  if (body.identity && body.identity.length < MIN_COMPRESSED_LENGTH) {
    options.sent?.({ identity: body.identity });
    return c.body(asBytes(body.identity), 200, Object.fromEntries(headers));
  }
  const encoding = preferredEncoding(c.req.header("accept-encoding"));
  const sent = encoding ? (body[encoding] ?? (await encodeJson(await identityOf(body), encoding))) : await identityOf(body);
  options.sent?.({ [encoding ?? "identity"]: sent });
  return c.body(asBytes(sent), 200, Object.fromEntries(encodingHeaders(headers, encoding, sent.byteLength)));
}

// Node Buffers are Uint8Arrays over a plain ArrayBuffer; only the DOM typings doubt it.
const asBytes = (buffer: Buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
