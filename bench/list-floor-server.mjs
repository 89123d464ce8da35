/**
 * The least a server can do for the list scenario of bench:load (bench/list-floor.ts runs it):
 * node:http and node-postgres alone, with no framework, middleware, cache or access check, sending
 * the statement Sobor sends for a far page (the page after a kept signpost, offset-signposts.ts),
 * and the answer brotli-compressed at Sobor's quality for a browser's accept-encoding. What this
 * serves on a machine is the ceiling of the list scenario there.
 *
 * Usage: node bench/list-floor-server.mjs <postgres url> <port>; prints "listening" when ready.
 */
import { createServer } from "node:http";
import { brotliCompressSync, constants } from "node:zlib";
import pg from "pg";

const [databaseUrl, port] = process.argv.slice(2);
// Sobor's pool size and signpost step (src/core/db/connection.ts, src/core/entity/offset-signposts.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const STEP = 500;
const COLUMNS = `"id", "created_at", "updated_at", "variant", "class_name", "admin_title", "slug", "title", "subtitle", "description", "published"`;
const ORDER = `order by "created_at" asc, "id" asc`;
const NEAR = `select ${COLUMNS} from blog_articles where id in (select id from blog_articles where published = $1 ${ORDER} limit $2 offset $3) ${ORDER}`;
const FAR = `select ${COLUMNS} from blog_articles where id in (select id from blog_articles where published = $1 and ("created_at", "id") > (select "created_at", "id" from blog_articles where id = $4) ${ORDER} limit $2 offset $3) ${ORDER}`;

// Every STEP-th row's id, found once, as Sobor keeps them after a list's first far request.
const signposts = (
  await pool.query(`select id from (select id, row_number() over (${ORDER}) as position from blog_articles where published) as walk where position % ${STEP} = 0 order by position`)
).rows.map((row) => row.id);

const server = createServer(async (request, response) => {
  const query = new URL(request.url ?? "/", "http://floor").searchParams;
  const limit = Number(query.get("limit") ?? 20);
  const offset = Number(query.get("offset") ?? 0);
  const block = Math.min(Math.floor(offset / STEP), signposts.length);
  const { rows } = block === 0 ? await pool.query(NEAR, [true, limit, offset]) : await pool.query(FAR, [true, limit, offset - block * STEP, signposts[block - 1]]);
  const identity = Buffer.from(JSON.stringify({ data: rows }));
  const brotli = /\bbr\b/.test(request.headers["accept-encoding"] ?? "");
  const body = brotli ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }) : identity;
  response.writeHead(200, { "content-type": "application/json", "content-length": body.length, ...(brotli ? { "content-encoding": "br", vary: "Accept-Encoding" } : {}) });
  response.end(body);
});
server.listen(Number(port), "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));
