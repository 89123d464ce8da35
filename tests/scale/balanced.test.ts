import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../src/app/paths.js";
import { ADMIN_EMAIL, clusterAvailable, startCluster, until, type Cluster } from "../helpers/cluster.js";

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

  beforeAll(async () => {
    cluster = await startCluster(PROCESSES, { AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
    names = cluster.processes.map((p) => p.name);
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
  }, 60_000);

  /**
   * Sends the request until every process has answered it (round-robin spreads them), and
   * returns each process's answer. A process that never answers fails the test at the deadline.
   */
  async function fromEveryProcess(send: () => Promise<Response>, alive = names) {
    const answers = new Map<string, { status: number; body: string; headers: Headers }>();
    await until(`an answer from each of ${alive.join(", ")}`, async () => {
      const response = await send();
      const by = cluster.servedBy(response);
      if (by && !answers.has(by)) answers.set(by, { status: response.status, body: await response.text(), headers: response.headers });
      else await response.arrayBuffer();
      return alive.every((name) => answers.has(name));
    });
    return answers;
  }

  async function register(login: string) {
    const response = await cluster.request(`${AUTH}/email-and-password/registration`, { method: "POST", json: { data: { login, password: PASSWORD } } });
    expect(response.status, await response.clone().text()).toBe(201);
    return { ...((await response.json()) as { data: { jwt: string; refresh: string } }).data, servedBy: cluster.servedBy(response)! };
  }

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

  it("killing one process under a stream of writes loses no acknowledged write, and the others keep serving", async () => {
    const { jwt } = await (async () => {
      const response = await cluster.request(`${AUTH}/email-and-password/authentication`, {
        method: "POST",
        json: { data: { login: ADMIN_EMAIL, password: PASSWORD } },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { jwt: string } }).data;
    })();
    const run = Date.now().toString(36);
    const WRITERS = 6;
    const KILL_AFTER = 80;
    const KEEP_WRITING_MS = 3_000;
    const victim = names[0]!;
    const results: { slug: string; status: number; by?: string; startedAt: number }[] = [];
    let sequence = 0;
    let killedAt = Infinity;

    const writer = async () => {
      // Writes until a while after the kill: long enough for the balancer to take the dead process out.
      while (Date.now() < killedAt + KEEP_WRITING_MS && sequence < 10_000) {
        const slug = `load-${run}-${sequence++}`;
        const startedAt = Date.now();
        let status = 0;
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
          status = -1; // the connection to the balancer failed
        }
        results.push({ slug, status, by, startedAt });
        // After some writes have landed, the first process dies with no warning (kill -9) while others are in flight.
        if (killedAt === Infinity && results.filter((r) => r.status === 201).length >= KILL_AFTER) {
          killedAt = Date.now();
          void cluster.kill(victim);
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));

    const acknowledged = results.filter((r) => r.status === 201);
    const stored = new Set(
      (await cluster.query<{ slug: string }>(`select slug from blog_categories where slug like $1`, [`load-${run}-%`])).map((row) => row.slug),
    );
    // Every write that was answered 201 is in the database.
    expect(acknowledged.filter((r) => !stored.has(r.slug)).map((r) => r.slug)).toEqual([]);
    // Only requests in flight on the killed process may fail: at most one per writer.
    const failed = results.filter((r) => r.status !== 201);
    expect(failed.length, JSON.stringify(failed)).toBeLessThanOrEqual(WRITERS);
    expect(failed.every((r) => r.by === undefined || r.by === victim), JSON.stringify(failed)).toBe(true);
    // The stream went on after the kill, served by the processes left.
    expect(results.filter((r) => r.startedAt < killedAt && r.status === 201).length).toBeGreaterThanOrEqual(KILL_AFTER);
    const after = results.filter((r) => r.startedAt > killedAt + 1_000);
    expect(after.length).toBeGreaterThan(50);
    expect(after.every((r) => r.status === 201 && r.by !== victim)).toBe(true);
    const survivors = names.filter((name) => name !== victim);
    expect(new Set(after.map((r) => r.by))).toEqual(new Set(survivors));
    // And reads still answer from every survivor.
    for (const [, answer] of await fromEveryProcess(() => cluster.request(`/api/health`), survivors)) expect(answer.status).toBe(200);
    // Losing a peer is nothing the others need to complain about.
    for (const name of survivors) expect(cluster.logs(name).filter((line) => line.level === "error"), name).toEqual([]);
    // What the kill cost, for the CI log: failures are [status (-1: connection dropped), ms after the kill].
    console.info(
      JSON.stringify({ writes: results.length, acknowledged: acknowledged.length, failed: failed.map((r) => [r.status, r.startedAt - killedAt]), afterKill: after.length }),
    );
  });
});
