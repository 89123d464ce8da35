import type { Context } from "hono";
import { encodingHeaders, preferredEncoding, type Encoding } from "./compression.js";

/** Below this a compressed answer saves less than its headers and the work cost. */
const MIN_COMPRESSED_LENGTH = 1024;

/**
 * A public read's JSON answer, compressed when the client takes it and the text is long enough
 * to gain (a list of 20 articles: 19 KB of text, 2 KB in brotli). Only answers that are the same
 * for everyone come here, so no secret sits beside reflected input for a compression side
 * channel (BREACH) to find. `compressed` gives the read cache's compressed copy when it holds one.
 */
export async function publicJson(
  c: Context,
  text: string,
  options: { cacheState?: "hit" | "miss"; compressed: (encoding: Encoding) => Promise<Buffer> },
): Promise<Response> {
  const headers: [string, string][] = [["content-type", "application/json"]];
  if (options.cacheState) headers.push(["x-sobor-cache", options.cacheState]);
  if (text.length < MIN_COMPRESSED_LENGTH) return c.body(text, 200, Object.fromEntries(headers));
  const encoding = preferredEncoding(c.req.header("accept-encoding"));
  const body = encoding ? await options.compressed(encoding) : Buffer.from(text);
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), 200, Object.fromEntries(encodingHeaders(headers, encoding, body.byteLength)));
}
