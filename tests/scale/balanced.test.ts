import { readFileSync } from "node:fs";
import { request as httpRequest, type ClientRequest, type IncomingMessage } from "node:http";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../src/core/paths.js";
import { ADMIN_EMAIL, clusterAvailable, startCluster, until, VOUCHED, type Cluster } from "../helpers/cluster.js";
import { startLocalS3, type LocalS3 } from "../helpers/s3-server.js";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy.js";

// Needs HAProxy (scripts/ensure-haproxy.sh), TEST_DATABASE_URL and REDIS_URL, and the build
// (`npm test` runs this file after `npm run build`, as `npm run test:scale`).
const AUTH = "/api/rbac/subjects/authentication";
const PASSWORD = "correct horse battery staple";
const PROCESSES = 3;
const RATE_LIMIT = 5;

const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

describe.skipIf(!clusterAvailable())(`${PROCESSES} Sobor processes behind HAProxy on one PostgreSQL and one Redis`, () => {
  let cluster: Cluster;
  let names: string[];
  let s3: LocalS3;
  /** The last process's way to Redis, which a test takes away for a while. */
  let redisLink: TcpProxy;

  beforeAll(async () => {
    // Uploads go to one S3-compatible store shared by every process, as on separate machines.
    s3 = await startLocalS3();
    redisLink = await startTcpProxy(process.env.REDIS_URL!);
    cluster = await startCluster(PROCESSES, { AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), ...s3.env }, { [`sobor${PROCESSES}`]: { REDIS_URL: redisLink.url } });
    names = cluster.processes.map((p) => p.name);
  }, 240_000);
  afterAll(async () => {
    await cluster?.close();
    await s3?.close();
    await redisLink?.close();
  }, 60_000);

  /**
   * Sends the request until every process has answered it (round-robin spreads them), and
   * returns each process's answer. A process that never answers fails the test at the deadline.
   */
  async function fromEveryProcess(send: () => Promise<Response>, alive = names, timeoutMs = 10_000) {
    const answers = new Map<string, { status: number; body: string; headers: Headers }>();
    await until(`an answer from each of ${alive.join(", ")}`, async () => {
      const response = await send();
      const by = cluster.servedBy(response);
      if (by && !answers.has(by)) answers.set(by, { status: response.status, body: await response.text(), headers: response.headers });
      else await response.arrayBuffer();
      return alive.every((name) => answers.has(name));
    }, timeoutMs);
    return answers;
  }

  async function register(login: string) {
    const headers = login === ADMIN_EMAIL ? VOUCHED : {};
    const response = await cluster.request(`${AUTH}/email-and-password/registration`, { method: "POST", headers, json: { data: { login, password: PASSWORD } } });
    expect(response.status, await response.clone().text()).toBe(201);
    return { ...((await response.json()) as { data: { jwt: string; refresh: string } }).data, servedBy: cluster.servedBy(response)! };
  }

  /** The administrator (registered by the cache test) signs in through the balancer. */
  async function signInAdmin(): Promise<string> {
    const response = await cluster.request(`${AUTH}/email-and-password/authentication`, {
      method: "POST",
      json: { data: { login: ADMIN_EMAIL, password: PASSWORD } },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { jwt: string } }).data.jwt;
  }

  interface Write {
    slug: string;
    /** The answer's status; -1 when the connection to the balancer failed. */
    status: number;
    by?: string;
    startedAt: number;
  }

  /**
   * `writers` concurrent clients creating categories through the balancer, one request at a time
   * each, while `keepGoing()`; `afterEach` runs after every answer (to kill or stop a process
   * mid-stream). Resolves to every write's outcome.
   */
  async function writeStream(jwt: string, prefix: string, writers: number, keepGoing: (results: Write[]) => boolean, afterEach = (_results: Write[]) => {}) {
    const results: Write[] = [];
    let sequence = 0;
    const writer = async () => {
      while (keepGoing(results) && sequence < 10_000) {
        const slug = `${prefix}-${sequence++}`;
        const startedAt = Date.now();
        let status: number;
        let by: string | undefined;
        try {
          const response = await cluster.request(`/api/blog/categories`, {
            method: "POST",
            headers: bearer(jwt),
            json: { data: { slug, adminTitle: slug } },
          });
          await response.arrayBuffer();
          status = response.status;
          by = cluster.servedBy(response);
        } catch {
          status = -1;
        }
        results.push({ slug, status, by, startedAt });
        afterEach(results);
      }
    };
    await Promise.all(Array.from({ length: writers }, writer));
    return results;
  }

  const storedSlugs = async (prefix: string) =>
    new Set((await cluster.query<{ slug: string }>(`select slug from blog_categories where slug like $1`, [`${prefix}-%`])).map((row) => row.slug));

  it("start together on an empty database: all come up, each migration is recorded once, the demo site is loaded once, nothing logs an error", async () => {
    const journal = JSON.parse(readFileSync(join(projectRoot, "drizzle", "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    const applied = await cluster.query<{ hash: string; times: string }>(`select hash, count(*) as times from drizzle.__drizzle_migrations group by hash`);
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied.every((row) => Number(row.times) === 1)).toBe(true);

    // Seeding is part of a first start too: one process loads the demo site, the others find it there.
    expect(cluster.logs().filter((line) => line.msg === "loaded the demo site")).toHaveLength(1);
    const seeded = JSON.parse(readFileSync(join(projectRoot, "src", "site", "seed", "blog", "articles.json"), "utf8")) as unknown[];
    const [articles] = await cluster.query<{ n: string }>(`select count(*) as n from blog_articles`);
    expect(Number(articles!.n)).toBe(seeded.length);

    expect(cluster.logs().filter((line) => line.level === "error")).toEqual([]);
    for (const p of cluster.processes) expect(p.child.exitCode, `${p.name} is running`).toBeNull();
  });

  it("a session made through one process is valid on every other", async () => {
    const { jwt, servedBy } = await register(`reader-${Date.now()}@scale.example`);
    const answers = await fromEveryProcess(() => cluster.request(`${AUTH}/me`, { headers: bearer(jwt) }));
    // The process that signed the token and every other one accept it.
    expect([...answers.keys()]).toContain(servedBy);
    for (const [name, answer] of answers) expect(answer.status, `${name}: ${answer.body}`).toBe(200);
  });

  it("signing out through one process revokes the session on every process within a second", async () => {
    const { jwt } = await register(`leaver-${Date.now()}@scale.example`);
    // Every process has now checked the session and keeps "alive" for a few seconds: a process
    // that misses the revocation would go on answering 200 from that memory.
    for (const [name, answer] of await fromEveryProcess(() => cluster.request(`${AUTH}/me`, { headers: bearer(jwt) }))) {
      expect(answer.status, name).toBe(200);
    }
    const logout = await cluster.request(`${AUTH}/logout`, { method: "POST", headers: bearer(jwt) });
    expect(logout.status).toBe(200);
    const signedOutAt = Date.now();

    const refused = new Set<string>();
    const lateYes: string[] = [];
    await until(
      "every process to refuse the signed-out session",
      async () => {
        const response = await cluster.request(`${AUTH}/me`, { headers: bearer(jwt) });
        await response.arrayBuffer();
        const by = cluster.servedBy(response)!;
        if (response.status === 401) refused.add(by);
        else if (refused.has(by)) lateYes.push(by);
        return names.every((name) => refused.has(name));
      },
      1_000,
      10,
    );
    expect(Date.now() - signedOutAt).toBeLessThan(1_000);
    // Once a process has refused it, it never takes the session back.
    expect(lateYes).toEqual([]);
  });

  it("rate limits are shared: one address gets the limit once, not once per process", async () => {
    // The balancer overwrites X-Forwarded-For with the client address, the same for every request.
    const sends = [];
    for (let i = 0; i < RATE_LIMIT * PROCESSES; i++) {
      const response = await cluster.request(`${AUTH}/email-and-password/forgot-password`, {
        method: "POST",
        json: { data: { email: `nobody-${i}-${Date.now()}@scale.example` } },
      });
      await response.arrayBuffer();
      sends.push({ status: response.status, by: cluster.servedBy(response)! });
    }
    expect(sends.slice(0, RATE_LIMIT).map((s) => s.status)).toEqual(Array(RATE_LIMIT).fill(200));
    expect(sends.slice(RATE_LIMIT).map((s) => s.status)).toEqual(Array(RATE_LIMIT * (PROCESSES - 1)).fill(429));
    // Every process refused some: each counted the attempts the others had let through.
    expect(new Set(sends.filter((s) => s.status === 429).map((s) => s.by))).toEqual(new Set(names));
  });

  it("an article edited through one process is shown fresh by every process: cached pages and cached public reads", async () => {
    const { jwt } = await register(ADMIN_EMAIL);
    const found = await cluster.request(`/api/blog/articles?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=bells`);
    const [article] = ((await found.json()) as { data: { id: string; title: { en: string } }[] }).data;
    expect(article?.title.en).toBe("The cathedral bells");
    const page = `/en/blog/articles/bells`;
    const read = `/api/blog/articles/${article!.id}`;

    // Each process serves both from its cache before the write (asked until each says "hit").
    for (const path of [page, read]) {
      const hits = new Set<string>();
      await until(`${path} cached on every process`, async () => {
        const response = await cluster.request(path);
        const text = await response.text();
        expect(text).toContain("The cathedral bells");
        if (response.headers.get("x-sobor-cache") === "hit") hits.add(cluster.servedBy(response)!);
        return hits.size === names.length;
      });
    }

    const title = `The bells, rehung ${Date.now()}`;
    const patch = await cluster.request(read, {
      method: "PATCH",
      headers: bearer(jwt),
      json: { data: { title: { ru: "Колокола собора", en: title } } },
    });
    expect(patch.status, await patch.clone().text()).toBe(200);

    // Every process, including those that did not take the write, answers with the new title.
    for (const path of [page, read]) {
      const fresh = new Set<string>();
      await until(
        `every process to show the new title at ${path}`,
        async () => {
          const response = await cluster.request(path);
          if ((await response.text()).includes(title)) fresh.add(cluster.servedBy(response)!);
          return fresh.size === names.length;
        },
        // Without cross-process invalidation a stale copy would stay an hour (pages) or for good (reads);
        // the deadline only leaves room for each process to render the page again on a busy machine.
        5_000,
        10,
      );
    }
  });

  it("a process cut off from Redis for a while shows fresh pages once it is back: the writes it missed, and its own that could not reach the others", async () => {
    const jwt = await signInAdmin();
    const [other, away] = [cluster.processes[0]!, cluster.processes[PROCESSES - 1]!];
    const found = await cluster.request(`/api/blog/articles?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=bells`);
    const [article] = ((await found.json()) as { data: { id: string; title: { en: string } }[] }).data;
    const paths = [`/en/blog/articles/bells`, `/api/blog/articles/${article!.id}`];
    const from = (process: { port: number }, path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${process.port}${path}`, init);
    const textAt = async (process: { port: number }, path: string) => (await from(process, path)).text();
    /** Asks the process until it answers from its cache with `title`. */
    const cachedOn = (process: { name: string; port: number }, title: string) =>
      Promise.all(
        paths.map((path) =>
          until(`${path} cached on ${process.name}`, async () => {
            const response = await from(process, path);
            return (await response.text()).includes(title) && response.headers.get("x-sobor-cache") === "hit";
          }),
        ),
      );
    const retitle = async (through: { port: number }, title: string) => {
      const response = await from(through, paths[1]!, {
        method: "PATCH",
        headers: { ...bearer(jwt), "content-type": "application/json" },
        body: JSON.stringify({ data: { title: { ru: "Колокола собора", en: title } } }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    /** Once Redis is reachable again, within its reconnection and a render on a busy machine. */
    const freshOn = (process: { name: string; port: number }, title: string) =>
      Promise.all(paths.map((path) => until(`${process.name} to show '${title}' at ${path}`, async () => (await textAt(process, path)).includes(title), 20_000)));

    // A write made elsewhere while the process is away never reaches it over pub/sub.
    await cachedOn(away, article!.title.en);
    redisLink.cut();
    const missed = `The bells, written while one process was away ${Date.now()}`;
    await retitle(other, missed);
    for (const path of paths) expect(await textAt(away, path), `${away.name} at ${path}, still cut off`).toContain(article!.title.en);
    redisLink.restore();
    await freshOn(away, missed);

    // A write made through the process while it is away could not be announced to the others.
    await cachedOn(other, missed);
    redisLink.cut();
    const unannounced = `The bells, written through the process that was away ${Date.now()}`;
    await retitle(away, unannounced);
    // Redis's client holds a command through two reconnection attempts, then gives it up: wait
    // for that, so the write's announcement is lost rather than sent late.
    const givenUp = () => cluster.logs(away.name).filter((line) => line.msg === "redis bus transport" && /max retries/i.test(JSON.stringify(line.err))).length;
    const announcementsGivenUp = givenUp();
    await until(`${away.name} to give up announcing its write`, async () => givenUp() > announcementsGivenUp);
    for (const path of paths) expect(await textAt(other, path), `${other.name} at ${path}, not yet told`).toContain(missed);
    redisLink.restore();
    await freshOn(other, unannounced);
  });

  it("an upload to S3-compatible storage through one process is visible through every process, and is replaced through another", async () => {
    const jwt = await signInAdmin();
    const png = (red: number) => sharp({ create: { width: 8, height: 8, channels: 3, background: { r: red, g: 40, b: 40 } } }).png().toBuffer();
    const send = async (method: "POST" | "PATCH", path: string, bytes: Buffer) => {
      const body = new FormData();
      body.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "bells.png");
      body.append("data", JSON.stringify({ alt: { en: "The bells" } }));
      const response = await cluster.request(path, { method, headers: bearer(jwt), body });
      expect(response.status, await response.clone().text()).toBe(method === "POST" ? 201 : 200);
      return { file: ((await response.json()) as { data: { id: string; file: string } }).data, by: cluster.servedBy(response)! };
    };
    const bytesAt = async (url: string) => {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };

    const first = await png(200);
    const uploaded = await send("POST", "/api/file-storage/files", first);
    // Stored in the bucket, not in the DATA_DIR of the process that took it.
    expect(uploaded.file.file.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
    expect(await bytesAt(uploaded.file.file)).toEqual(first);

    // Every process answers the record with the same object, and lets pages show images from the store.
    for (const [name, answer] of await fromEveryProcess(() => cluster.request(`/api/file-storage/files/${uploaded.file.id}`, { headers: bearer(jwt) }))) {
      expect(answer.status, name).toBe(200);
      expect((JSON.parse(answer.body) as { data: { file: string } }).data.file, name).toBe(uploaded.file.file);
    }
    // Pages and share images are rendered afresh by each process: slow on a busy machine, hence a longer deadline.
    const RENDER_DEADLINE_MS = 60_000;
    for (const [name, answer] of await fromEveryProcess(() => cluster.request("/en"), names, RENDER_DEADLINE_MS)) {
      expect(answer.headers.get("content-security-policy"), name).toMatch(new RegExp(`img-src[^;]*${s3.endpoint.replace(/[.]/g, "\\.")}`));
    }

    // Replaced through another process: its new object is what every process answers from now on.
    const second = await png(20);
    let replaced: Awaited<ReturnType<typeof send>>;
    do replaced = await send("PATCH", `/api/file-storage/files/${uploaded.file.id}`, second);
    while (replaced.by === uploaded.by);
    expect(replaced.file.file).not.toBe(uploaded.file.file);
    expect(await bytesAt(replaced.file.file)).toEqual(second);
    for (const [name, answer] of await fromEveryProcess(() => cluster.request(`/api/file-storage/files/${uploaded.file.id}`, { headers: bearer(jwt) }))) {
      expect((JSON.parse(answer.body) as { data: { file: string } }).data.file, name).toBe(replaced.file.file);
    }

    // A share image is drawn once by whichever process is asked first, stored in the bucket, and
    // every process sends browsers to that same object.
    const drawn = await fromEveryProcess(
      () => cluster.request(`/api/host/pages/opengraph-image?url=/en/blog/articles/bells`, { redirect: "manual" }),
      names,
      RENDER_DEADLINE_MS,
    );
    const locations = new Set([...drawn.values()].map((answer) => answer.headers.get("location")));
    expect([...drawn.values()].map((answer) => answer.status)).toEqual(names.map(() => 302));
    expect(locations.size).toBe(1);
    const shareImage = [...locations][0]!;
    expect(shareImage.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
    expect((await sharp(await bytesAt(shareImage)).metadata()).width).toBe(1200);

    // Every object went in with a signature an independent SigV4 signer accepts.
    expect(s3.refused).toEqual([]);
    expect(s3.accepted.filter((request) => request.startsWith("PUT ")).length).toBeGreaterThanOrEqual(3);
  }, 240_000);

  it("killing one process under a stream of writes loses no acknowledged write, and the others keep serving", async () => {
    const jwt = await signInAdmin();
    const prefix = `load-${Date.now().toString(36)}`;
    const WRITERS = 6;
    const KILL_AFTER = 80;
    // Writes started this long after the kill must all reach the survivors (the balancer has marked it down).
    const SETTLE_MS = 1_000;
    const WRITES_AFTER = 60;
    const victim = names[0]!;
    let killedAt = Infinity;
    // What each process logged before this test (the Redis outage above, say) is not this test's.
    const linesBefore = new Map(names.map((name) => [name, cluster.logs(name).length]));

    // Writes until enough have started well after the kill (a count, not a time: a busy machine is slower).
    const results = await writeStream(
      jwt,
      prefix,
      WRITERS,
      (sofar) => killedAt === Infinity || sofar.filter((r) => r.startedAt > killedAt + SETTLE_MS).length < WRITES_AFTER,
      (sofar) => {
        // After some writes have landed, the first process dies with no warning (kill -9) while others are in flight.
        if (killedAt === Infinity && sofar.filter((r) => r.status === 201).length >= KILL_AFTER) {
          killedAt = Date.now();
          void cluster.kill(victim);
        }
      },
    );

    const acknowledged = results.filter((r) => r.status === 201);
    const stored = await storedSlugs(prefix);
    // Every write that was answered 201 is in the database.
    expect(acknowledged.filter((r) => !stored.has(r.slug)).map((r) => r.slug)).toEqual([]);
    // Only requests in flight on the killed process may fail, and one the balancer sent it in the
    // moment before marking it down (on a connection it still held to it; a write is never sent
    // twice): at most two per writer, all of them before the balancer settled.
    const failed = results.filter((r) => r.status !== 201);
    expect(failed.length, JSON.stringify(failed)).toBeLessThanOrEqual(2 * WRITERS);
    expect(failed.every((r) => r.startedAt <= killedAt + SETTLE_MS), JSON.stringify(failed)).toBe(true);
    expect(failed.every((r) => r.by === undefined || r.by === victim), JSON.stringify(failed)).toBe(true);
    // The stream went on after the kill, served by the processes left.
    expect(results.filter((r) => r.startedAt < killedAt && r.status === 201).length).toBeGreaterThanOrEqual(KILL_AFTER);
    const after = results.filter((r) => r.startedAt > killedAt + SETTLE_MS);
    expect(after.length).toBeGreaterThanOrEqual(WRITES_AFTER);
    expect(after.every((r) => r.status === 201 && r.by !== victim)).toBe(true);
    const survivors = names.filter((name) => name !== victim);
    expect(new Set(after.map((r) => r.by))).toEqual(new Set(survivors));
    // And reads still answer from every survivor.
    for (const [, answer] of await fromEveryProcess(() => cluster.request(`/api/health`), survivors)) expect(answer.status).toBe(200);
    // Losing a peer is nothing the others need to complain about.
    for (const name of survivors) expect(cluster.logs(name).slice(linesBefore.get(name)).filter((line) => line.level === "error"), name).toEqual([]);
    // What the kill cost, for the CI log: failures are [status (-1: connection dropped), ms after the kill].
    console.info(
      JSON.stringify({ writes: results.length, acknowledged: acknowledged.length, failed: failed.map((r) => [r.status, r.startedAt - killedAt]), afterKill: after.length }),
    );
  });

  it("a process stopped with SIGTERM under a stream of writes finishes the request it was reading, refuses new connections, closes its database and exits 0; no write fails", async () => {
    // sobor1 was killed above: sobor2 leaves gracefully while sobor3 goes on serving.
    const leaving = cluster.processes.find((p) => p.name === names[1])!;
    const staying = names[2]!;
    expect(leaving.child.exitCode).toBeNull();
    const jwt = await signInAdmin();
    const prefix = `drain-${Date.now().toString(36)}`;

    // A write already in flight on the leaving process: its headers are taken (100 Continue),
    // half its body sent; the other half follows the signal.
    const slowSlug = `${prefix}-slow`;
    const slowBody = Buffer.from(JSON.stringify({ data: { slug: slowSlug, adminTitle: slowSlug } }));
    let slowRequest!: ClientRequest;
    const slowAnswer = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      slowRequest = httpRequest(
        {
          host: "127.0.0.1",
          port: leaving.port,
          method: "POST",
          path: "/api/blog/categories",
          headers: { ...bearer(jwt), "content-type": "application/json", "content-length": slowBody.length, expect: "100-continue", host: new URL(cluster.url).host },
        },
        (response: IncomingMessage) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode!, connection: response.headers.connection, body }));
        },
      );
      slowRequest.on("error", reject);
    });
    await new Promise<void>((resolve) => slowRequest.once("continue", resolve));
    slowRequest.write(slowBody.subarray(0, slowBody.length >> 1));

    let signalled = false;
    let exitedAt = Infinity;
    let exitCode: number | null | undefined;
    const stream = writeStream(
      jwt,
      prefix,
      4,
      () => Date.now() < exitedAt + 1_000,
      (results) => {
        if (!signalled && results.filter((r) => r.status === 201).length >= 40) {
          signalled = true;
          void cluster.terminate(leaving.name).then((code) => {
            exitCode = code;
            exitedAt = Date.now();
          });
        }
      },
    );

    // It says it is leaving, counting the write it is still reading, and takes no new connection.
    const leavingLine = await until("the leaving process to log its shutdown", async () => cluster.logs(leaving.name).find((line) => line.msg === "shutting down"), 20_000);
    expect(leavingLine.inFlight).toBeGreaterThanOrEqual(1);
    await expect(fetch(`http://127.0.0.1:${leaving.port}/api/health`)).rejects.toThrow();
    expect(leaving.child.exitCode).toBeNull();

    // The rest of the body arrives: the write is answered, and the connection closed after it.
    slowRequest.end(slowBody.subarray(slowBody.length >> 1));
    const slow = await slowAnswer;
    expect(slow.status, slow.body).toBe(201);
    expect(slow.connection).toBe("close");

    const results = await stream;
    expect(exitCode).toBe(0);
    const logged = cluster.logs(leaving.name).map((line) => line.msg);
    expect(logged.slice(logged.indexOf("shutting down"))).toEqual(["shutting down", "stopped"]);

    // Nothing was lost or refused: every write was answered 201 and is in the database.
    const stored = await storedSlugs(prefix);
    expect(results.filter((r) => r.status !== 201), JSON.stringify(results.filter((r) => r.status !== 201))).toEqual([]);
    expect(results.filter((r) => !stored.has(r.slug)).map((r) => r.slug)).toEqual([]);
    expect(stored.has(slowSlug)).toBe(true);
    expect(new Set(results.map((r) => r.by))).toEqual(new Set([leaving.name, staying]));
    expect(results.filter((r) => r.startedAt > exitedAt).every((r) => r.by === staying)).toBe(true);
    expect(cluster.logs(leaving.name).filter((line) => line.level === "error")).toEqual([]);
  });
});
