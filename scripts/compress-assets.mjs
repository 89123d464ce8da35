// Writes a brotli (.br) and a gzip (.gz) copy beside each text asset of the client build, once, at
// build time, at the strongest settings: the server hands them out by the browser's
// Accept-Encoding (serveStatic's `precompressed`) instead of the raw file or a per-request squeeze.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const assets = "dist/web/client/assets";
const compressible = /\.(js|mjs|css|svg|json|map|txt)$/;
// Below this a compressed copy saves less than the response headers weigh.
const MIN_BYTES = 1024;

let raw = 0;
let brotli = 0;
for (const name of readdirSync(assets)) {
  if (!compressible.test(name)) continue;
  const path = join(assets, name);
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  brotli += br.length;
}
console.log(`compressed assets: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`);
