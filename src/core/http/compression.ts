import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, brotliDecompress, brotliDecompressSync, constants, gunzip, gunzipSync, gzip, gzipSync } from "node:zlib";

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export type Encoding = "br" | "gzip";

/** A body well compressed in both encodings a browser may ask for. */
export interface EncodedBody {
  gzip: Buffer;
  br: Buffer;
}

/** A body in some of its forms: as it is, and compressed in the encodings made so far (at least one form). */
export interface StoredBody {
  identity?: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

const FAST_GZIP_LEVEL = 5;
const FAST_BROTLI_QUALITY = 4;

/**
 * The encoding to answer with: brotli when the client takes it, else gzip, else none. A `q=0`
 * refuses an encoding (RFC 9110 §12.5.3).
 */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

/**
 * Brotli's window for the cache's compression: 64 KB. At quality 9 a larger window switches brotli
 * to a hasher whose tables cost ~70 ms to set up per call, even for a 34 KB page (measured: 73 ms
 * at 17 bits, 0.9 ms at 16, for 0.2% more bytes); a page's repeats are near each other.
 */
const CACHE_BROTLI_WINDOW_BITS = 16;

/**
 * Compresses a page well for every later visitor, only for a cached page that is asked for
 * again. Runs on libuv's thread pool; brotli quality 9 keeps within ~10% of quality 11's size
 * (7,479 against 6,855 bytes for an article page) at a thirtieth of its cost.
 */
export async function encodeAll(identity: Buffer): Promise<EncodedBody> {
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_LGWIN]: CACHE_BROTLI_WINDOW_BITS,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { gzip: gz, br };
}

/**
 * A buffer that owns exactly its bytes, for a copy kept long: zlib answers an output smaller than
 * its 16 KB chunk as a view of that chunk, so a kept 2 KB list would hold 16 KB (the read cache,
 * bounded at 8 MiB of counted bytes, held ~60 MiB more than it counted).
 */
export function owned(buffer: Buffer): Buffer {
  if (buffer.byteLength === buffer.buffer.byteLength) return buffer;
  // Not Buffer.from: a small copy would be a view of the shared 8 KB pool, holding it whole.
  const copy = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(copy);
  return copy;
}

/** The bytes a body's forms hold, for a cache's bound. */
export const bodyBytes = (body: StoredBody) => (body.identity?.byteLength ?? 0) + (body.gzip?.byteLength ?? 0) + (body.br?.byteLength ?? 0);

/** A body to keep: each form owning exactly its bytes (`owned`). */
export function ownedBody(body: StoredBody): StoredBody {
  const kept: StoredBody = {};
  if (body.identity) kept.identity = owned(body.identity);
  if (body.gzip) kept.gzip = owned(body.gzip);
  if (body.br) kept.br = owned(body.br);
  return kept;
}

/** Compressed bodies up to this size are decompressed on the event loop (`identityOf`): tens of microseconds, less than a hand-off to the pool. */
const INLINE_DECOMPRESS_MAX_BYTES = 16 * 1024;

/**
 * A stored body as it is: kept, or decompressed (~0.1 ms for a 30 KB page), for the rare client
 * that takes no compression or another encoding, and for a better compression of a kept page.
 */
export async function identityOf(body: StoredBody): Promise<Buffer> {
  if (body.identity) return body.identity;
  const inline = (compressed: Buffer) => compressed.length <= INLINE_DECOMPRESS_MAX_BYTES;
  if (body.br) return inline(body.br) ? brotliDecompressSync(body.br) : unbrotli(body.br);
  if (body.gzip) return inline(body.gzip) ? gunzipSync(body.gzip) : gunzipAsync(body.gzip);
  throw new Error("a stored body has no form");
}

/** A stored body in `encoding` (or as it is): kept, else made from what is kept. */
export async function storedIn(body: StoredBody, encoding: Encoding | undefined): Promise<Buffer> {
  if (!encoding) return identityOf(body);
  return body[encoding] ?? encodeOnce(await identityOf(body), encoding);
}

const fastBrotli = (identity: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: FAST_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
});

/**
 * A body compressed on a request's path (a page just rendered): brotli quality 4 or gzip level 5
 * take under a millisecond for 30 KB, within ~15% of the best size. On libuv's thread pool: a
 * page's render already keeps the event loop busiest (compressing it there measured slower).
 * Brotli below quality 4 ran far slower on the pool under load (the list scenario fell from
 * ~1,000 to ~330 req/s).
 */
export async function encodeOnce(identity: Buffer, encoding: Encoding | undefined): Promise<Buffer> {
  if (!encoding) return identity;
  return encoding === "br" ? brotli(identity, fastBrotli(identity)) : gzipAsync(identity, { level: FAST_GZIP_LEVEL });
}

/** JSON answers up to this size are compressed on the event loop (`encodeJson`). */
const INLINE_JSON_MAX_BYTES = 64 * 1024;

/**
 * A JSON answer compressed on a request's path. A list of 20 records (~30 KB, its keys repeated
 * row after row) compresses in a fraction of a millisecond, less than handing it to the thread
 * pool and back costs on a virtual machine, where waking another thread is dear: that hand-off
 * was 14% of a new list page's main thread, and compressing here cut its CPU per request by
 * ~15%. A larger answer still goes to the pool, so that none holds the loop for long.
 */
export function encodeJson(identity: Buffer, encoding: Encoding): Promise<Buffer> {
  if (identity.length > INLINE_JSON_MAX_BYTES) return encodeOnce(identity, encoding);
  return Promise.resolve(encoding === "br" ? brotliCompressSync(identity, fastBrotli(identity)) : gzipSync(identity, { level: FAST_GZIP_LEVEL }));
}

/** Response headers for a body sent in `encoding`: its length, and Vary so caches keep each apart. */
export function encodingHeaders(headers: Iterable<[string, string]>, encoding: Encoding | undefined, length: number): Headers {
  const result = new Headers([...headers]);
  result.set("content-length", String(length));
  result.append("vary", "Accept-Encoding");
  if (encoding) result.set("content-encoding", encoding);
  return result;
}
