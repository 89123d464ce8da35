import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, clusterAvailable, SECRET_KEY, startCluster, until, VOUCHED, type Cluster } from "../helpers/cluster.js";

// 'Publish at…' across processes (issue 12): a schedule made through one process fires once on
// whichever process claims it (core_jobs, `for update skip locked`), every process shows the
// result (Redis invalidates their cached pages and reads), and the job outlives the process that
// made it: one killed with SIGKILL before the time, or every process, restarted afterwards.
// Needs HAProxy, TEST_DATABASE_URL, REDIS_URL and the build (`npm run test:scale`).
const AUTH = "/api/rbac/subjects/authentication";
const PASSWORD = "correct horse battery staple";
const PROCESSES = 3;
// Idle runners look for due jobs this often: the job fires within a poll of its time.
const JOB_POLL_MS = 200;

const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
const secret = { "x-rbac-secret-key": SECRET_KEY };

describe.skipIf(!clusterAvailable())(`scheduled publishing on ${PROCESSES} processes behind HAProxy`, () => {
  let cluster: Cluster;
  let adminJwt: string;
  let adminId: string;

  beforeAll(async () => {
    cluster = await startCluster(PROCESSES, { JOB_POLL_MS: String(JOB_POLL_MS) });
    // ADMIN_EMAILS makes this account an administrator on a registration the key vouches for.
    const registered = await cluster.request(`${AUTH}/email-and-password/registration`, { method: "POST", headers: VOUCHED, json: { data: { login: ADMIN_EMAIL, password: PASSWORD } } });
    expect(registered.status, await registered.clone().text()).toBe(201);
    adminJwt = ((await registered.json()) as { data: { jwt: string } }).data.jwt;
    adminId = JSON.parse(Buffer.from(adminJwt.split(".")[1]!, "base64url").toString("utf8")).sub;
  }, 240_000);
  afterAll(() => cluster?.close(), 60_000);

  const alive = () => cluster.processes.filter((p) => p.child.exitCode === null && p.child.signalCode === null).map((p) => p.name);

  async function send(path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
    const response = await cluster.request(path, { method: init.method ?? "GET", headers: { ...bearer(adminJwt), ...init.headers }, ...(init.json === undefined ? {} : { json: init.json }) });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, by: cluster.servedBy(response) };
  }

  /** A published article whose page and public read every live process has cached, and a draft of it waiting. */
  async function draftedArticle(name: string) {
    const slug = `${name}-${Date.now().toString(36)}`;
    const live = `${name} live ${slug}`;
    const created = await send("/api/blog/articles", { method: "POST", headers: secret, json: { data: { slug, title: { ru: live, en: live } } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    const paths = [`/blog/articles/${slug}`, `/api/blog/articles/${id}`];
    for (const path of paths) {
      const hits = new Set<string>();
      await until(`${path} cached on ${alive().join(", ")}`, async () => {
        const response = await cluster.request(path);
        expect(await response.text()).toContain(live);
        if (response.headers.get("x-sobor-cache") === "hit") hits.add(cluster.servedBy(response)!);
        return alive().every((p) => hits.has(p));
      }, 30_000);
    }
    const drafted = `${name} published ${slug}`;
    const saved = await send(`/api/admin/drafts/blog/articles/${id}`, { method: "PUT", json: { data: { title: { ru: drafted, en: drafted } } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return { id, slug, live, drafted, paths };
  }

  /** 'Publish at…' `inMs` from now, as the administrator, through whichever process the balancer picks. */
  async function schedulePublish(id: string, inMs: number) {
    const at = new Date(Date.now() + inMs);
    const answer = await send(`/api/admin/drafts/blog/articles/${id}/schedule`, { method: "POST", json: { data: { action: "publish", at: at.toISOString() } } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { jobId: answer.body.data.id as string, at, by: answer.by! };
  }

  /** Until every live process answers every path with the text (a stale cached copy would not). */
  async function shownEverywhere(paths: string[], text: string, timeoutMs: number) {
    for (const path of paths) {
      const fresh = new Set<string>();
      await until(`every live process (${alive().join(", ")}) to show "${text}" at ${path}`, async () => {
        const response = await cluster.request(path);
        if ((await response.text()).includes(text)) fresh.add(cluster.servedBy(response)!);
        return alive().every((p) => fresh.has(p));
      }, timeoutMs, 50);
    }
  }

  /** The job ran once, and its one publish is one version and one audit entry in the scheduler's name. */
  async function firedOnce(jobId: string, id: string) {
    const job = await until("the job to be done", async () => {
      const [row] = await cluster.query<{ status: string; attempts: number }>("select status, attempts from core_jobs where id = $1", [jobId]);
      return row?.status === "done" ? row : undefined;
    });
    expect(job.attempts).toBe(1);
    const versions = await cluster.query<{ subject_id: string | null; source: string; title: string }>(
      "select subject_id, source, data->'title'->>'en' as title from core_versions where entity = 'blog/articles' and record_id = $1 and action = 'update' order by created_at",
      [id],
    );
    expect(versions).toEqual([expect.objectContaining({ subject_id: adminId, source: "schedule" })]);
    const entries = await cluster.query<{ subject_id: string | null; source: string }>(
      "select subject_id, source from audit_entries where entity = 'blog/articles' and record_id = $1 and action = 'update'",
      [id],
    );
    expect(entries).toEqual([{ subject_id: adminId, source: "schedule" }]);
    return versions[0]!;
  }

  it("a publish scheduled through one process fires once, and every process shows it", async () => {
    const article = await draftedArticle("bells");
    const { jobId, at } = await schedulePublish(article.id, 3_000);
    // Before its time the public site keeps the published title everywhere.
    const early = await cluster.request(article.paths[0]!);
    if (Date.now() < at.getTime()) expect(await early.text()).toContain(article.live);

    await shownEverywhere(article.paths, article.drafted, 60_000);
    expect((await firedOnce(jobId, article.id)).title).toBe(article.drafted);
  });

  it("the process that scheduled it is killed (SIGKILL) before the time: a survivor publishes it, once", async () => {
    const article = await draftedArticle("killed");
    // Far enough ahead that the kill lands before the time even on a slow machine.
    const { jobId, by } = await schedulePublish(article.id, 8_000);
    await cluster.kill(by);
    const [waiting] = await cluster.query<{ status: string }>("select status from core_jobs where id = $1", [jobId]);
    expect(waiting?.status, "the job still waits when its process dies").toBe("pending");
    expect(alive()).not.toContain(by);

    await shownEverywhere(article.paths, article.drafted, 60_000);
    await firedOnce(jobId, article.id);
  });

  it("a process started after the schedule was made (every process gone meanwhile) runs it", async () => {
    const article = await draftedArticle("restarted");
    const { jobId } = await schedulePublish(article.id, 5_000);
    // Nobody is left to run it: every process dies before its time.
    const survivors = alive();
    await Promise.all(survivors.map((name) => cluster.kill(name)));
    const [waiting] = await cluster.query<{ status: string }>("select status from core_jobs where id = $1", [jobId]);
    expect(waiting?.status, "the job still waits when the last process dies").toBe("pending");

    // A new process on the same database: it finds the job (now past due) and runs it.
    const fresh = await cluster.restart(survivors[0]!);
    expect(alive()).toEqual([fresh.name]);
    await shownEverywhere(article.paths, article.drafted, 60_000);
    await firedOnce(jobId, article.id);
  });
});
