/**
 * The load scenarios of issue 16, over HTTP against a running site (bench/load-servers.ts): the
 * records they need are made through the API first (articles in bulk, a priced product, anonymous
 * buyers with a cart each), then autocannon drives each scenario with a different url, offset or
 * buyer per request. A browser's accept-encoding on every request.
 */
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import autocannon from "autocannon";

export interface Fixture {
  articles: number;
  productId: string;
  buyers: { jwt: string; subjectId: string; orderId: string; ip: string }[];
}

export interface Scenario {
  name: string;
  /** Whether the balanced set can run it as a real site would (checkout is limited per client address). */
  balanced: boolean;
  request(i: number, fixture: Fixture, secretKey: string): { method?: string; path: string; headers?: Record<string, string>; body?: string };
}

export interface Figures {
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  requests: number;
  errors: number;
  /** CPU the served processes spent per request (user + system, all threads): comparable between runs on a shared machine, where req/s moves with what else runs. */
  "CPU ms/req": number;
  /** The whole machine's busy cores over the run (served processes, database, balancer, load generator): how near its ceiling it ran. */
  "busy cores": number;
  /**
   * The most this machine could serve at the run's CPU per request, every core busy: req/s × cores
   * ÷ busy cores. The served processes, the database and the load generator share the cores, so a
   * target above it needs less CPU per request somewhere, not a less busy machine.
   */
  "all-cores req/s": number;
  /** Statuses other than 2xx, with their counts ("409×12"), so an error column can be read. */
  "not 2xx": string;
}

const BROWSER = { "accept-encoding": "gzip, deflate, br" };
const json = (data: unknown) => JSON.stringify({ data });
const articlePath = (i: number) => `/ru/blog/articles/load-article-${i}`;
const shopBase = (subjectId: string) => `/api/rbac/subjects/${subjectId}/ecommerce-module`;

export const scenarios: Scenario[] = [
  // The floor: what every answer costs in HTTP, middleware and the load generator, on these cores.
  { name: "health check (the floor)", balanced: true, request: () => ({ path: "/api/health", headers: BROWSER }) },
  { name: "home /ru (page cache)", balanced: true, request: () => ({ path: "/ru", headers: BROWSER }) },
  {
    name: "article pages, distinct slugs (uncached)",
    balanced: true,
    request: (i, f) => ({ path: articlePath(i % f.articles), headers: BROWSER }),
  },
  {
    name: "article list, a new offset each request",
    balanced: true,
    // 10,000 rows give 9,980 offsets, fewer than a fast run asks for: each pass over them takes
    // another page size, so no answer is asked for twice (the read cache would serve it).
    request: (i, f) => {
      const offsets = f.articles - 20;
      return { path: `/api/blog/articles?limit=${20 + (Math.floor(i / offsets) % 10)}&offset=${(i * 37) % offsets}`, headers: BROWSER };
    },
  },
  {
    name: "find-by-url, distinct urls",
    balanced: true,
    request: (i, f) => ({ path: `/api/host/pages/find-by-url?url=${encodeURIComponent(articlePath(i % f.articles))}`, headers: BROWSER }),
  },
  {
    name: "add to cart, distinct buyers",
    balanced: true,
    request: (i, f) => {
      const buyer = f.buyers[i % f.buyers.length]!;
      return {
        method: "POST",
        path: `${shopBase(buyer.subjectId)}/orders`,
        headers: { ...BROWSER, authorization: `Bearer ${buyer.jwt}`, "content-type": "application/json", "x-forwarded-for": buyer.ip },
        body: json({ productId: f.productId, quantity: 1 }),
      };
    },
  },
  {
    name: "checkout, distinct buyers",
    // 30 checkouts a minute per client address: behind HAProxy every bench buyer has the same one.
    balanced: false,
    request: (i, f) => {
      const buyer = f.buyers[i % f.buyers.length]!;
      return {
        method: "POST",
        path: `${shopBase(buyer.subjectId)}/orders/checkout`,
        headers: { ...BROWSER, authorization: `Bearer ${buyer.jwt}`, "content-type": "application/json", "x-forwarded-for": buyer.ip },
        body: json({ provider: "dummy", email: `buyer-${i % f.buyers.length}@example.org`, ecommerceModule: { orders: [{ id: buyer.orderId }] } }),
      };
    },
  },
  {
    name: "admin search, a new term each request",
    balanced: true,
    request: (i, f, secretKey) => ({ path: `/api/blog/articles?search=${encodeURIComponent(`article-${(i * 7) % f.articles}`)}&limit=20`, headers: { ...BROWSER, "x-rbac-secret-key": secretKey } }),
  },
];

/**
 * Runs one scenario for `seconds` with `connections`, each request built afresh by the scenario.
 * `sequence` carries the request number on from an earlier run against the same server, so that
 * a second run of the uncached pages asks for pages the first did not (and the page cache kept).
 */
export async function run(
  url: string,
  scenario: Scenario,
  fixture: Fixture,
  secretKey: string,
  seconds: number,
  connections: number,
  pids: number[] = [],
  sequence: { next: number } = { next: 0 },
): Promise<Figures> {
  const cpuBefore = cpuMs(pids);
  const machineBefore = machineTicks();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, method: "GET", ...scenario.request(sequence.next++, fixture, secretKey) }) as never }],
  });
  const busy = busyCores(machineBefore, machineTicks());
  return {
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    "CPU ms/req": Number(((cpuMs(pids) - cpuBefore) / Math.max(1, result.requests.total)).toFixed(2)),
    "busy cores": busy,
    "all-cores req/s": Math.round((result.requests.average * cpus().length) / Math.max(0.01, busy)),
    "not 2xx": Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith("2"))
      .map(([status, { count }]) => `${status}×${count}`)
      .join(" "),
  };
}

/** CPU time (user + system) the processes have used, from /proc: Linux clock ticks are 10 ms. */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A process that has gone adds nothing.
    }
  }
  return ticks * 10;
}

/** The machine's CPU time from /proc/stat's first line: busy and all ticks, summed over its cores. */
function machineTicks(): { busy: number; total: number } {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1, 9).map(Number) as number[];
  // Stolen time (the hypervisor running someone else) is neither ours nor free.
  const busy = user! + nice! + system! + irq! + softirq!;
  return { busy, total: busy + idle! + iowait! + steal! };
}

function busyCores(before: { busy: number; total: number }, after: { busy: number; total: number }): number {
  const share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
  // The machine's cores, not availableParallelism(), which a CPU affinity mask on the bench narrows.
  return Number((share * cpus().length).toFixed(2));
}

async function call(url: string, path: string, init: { method?: string; data?: unknown; secretKey?: string; jwt?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (init.secretKey) headers["x-rbac-secret-key"] = init.secretKey;
  if (init.jwt) headers.authorization = `Bearer ${init.jwt}`;
  if (init.ip) headers["x-forwarded-for"] = init.ip;
  const response = await fetch(`${url}${path}`, { method: init.method ?? "GET", headers, body: init.data === undefined ? undefined : json(init.data) });
  const body = (await response.json().catch(() => undefined)) as { data?: any } | undefined;
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body?.data;
}

const subjectOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()).sub as string;

/** Articles `load-article-0…n-1`, a product priced in the default currency, and buyers with a cart each. */
export async function makeFixture(url: string, secretKey: string, articles: number, buyerCount: number): Promise<Fixture> {
  const words = ["Собор", "Приход", "Хор", "Колокольня", "Трапезная", "Воскресная школа"];
  for (let start = 0; start < articles; start += 500) {
    const batch = Array.from({ length: Math.min(500, articles - start) }, (_, k) => {
      const i = start + k;
      return {
        slug: `load-article-${i}`,
        adminTitle: `Статья ${i} · ${words[i % words.length]}`,
        title: { ru: `Неделя ${i % 52}, заметка ${i}`, en: `Week ${i % 52}, note ${i}` },
        description: { ru: "Текст статьи о жизни прихода. ".repeat(12) },
      };
    });
    await call(url, "/api/blog/articles/bulk", { method: "POST", data: batch, secretKey });
  }
  const page = await fetch(`${url}${articlePath(articles - 1)}`);
  if (page.status !== 200 || !(await page.text()).includes(`заметка ${articles - 1}`)) throw new Error(`an article page does not show its article (${page.status})`);

  // The seeded site has its default currency already: price the product in that one (not merely the first listed).
  const isDefault = encodeURIComponent(JSON.stringify([{ column: "isDefault", method: "eq", value: true }]));
  const currency = await call(url, "/api/billing/currencies", { method: "POST", data: { slug: "rub", symbol: "₽", title: "RUB", isDefault: true }, secretKey }).catch(async () =>
    (await call(url, `/api/billing/currencies?filters[and]=${isDefault}&limit=1`, { secretKey }))[0],
  );
  const key = await call(url, "/api/ecommerce/attribute-keys", { method: "POST", data: { type: "price", field: "number", title: { ru: "Цена", en: "Price" } }, secretKey });
  const product = await call(url, "/api/ecommerce/products", { method: "POST", data: { title: { ru: "Свеча для нагрузки", en: "Load candle" } }, secretKey });
  const attribute = await call(url, "/api/ecommerce/attributes", { method: "POST", data: { number: 50 }, secretKey });
  await call(url, "/api/ecommerce/products-to-attributes", { method: "POST", data: { productId: product.id, attributeId: attribute.id }, secretKey });
  await call(url, "/api/ecommerce/attribute-keys-to-attributes", { method: "POST", data: { attributeKeyId: key.id, attributeId: attribute.id }, secretKey });
  await call(url, "/api/ecommerce/attributes-to-billing-module-currencies", { method: "POST", data: { attributeId: attribute.id, billingModuleCurrencyId: currency.id }, secretKey });

  const buyers: Fixture["buyers"] = [];
  for (let i = 0; i < buyerCount; i++) {
    const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const { jwt } = await call(url, "/api/rbac/subjects/authentication/init", { method: "POST", ip });
    const subjectId = subjectOf(jwt);
    const order = await call(url, `${shopBase(subjectId)}/orders`, { method: "POST", data: { productId: product.id, quantity: 1 }, jwt, ip });
    buyers.push({ jwt, subjectId, orderId: order.id, ip });
  }
  return { articles, productId: product.id, buyers };
}
