import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApi } from "../../src/core/http/app.js";
import { validate } from "../../src/core/http/validate.js";
import { createLogger, inRequestScope, log, logLevelFrom } from "../../src/core/log.js";
import type { SoborModule } from "../../src/core/module.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

type Line = Record<string, any>;

/** A logger writing into an array of parsed lines. */
function memoryLogger(level: Parameters<typeof createLogger>[0] = "info") {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  return { logger: createLogger(level, sink), lines };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the logger", () => {
  it("writes one JSON object per line with the level as a word, a time and the message", () => {
    const { logger, lines } = memoryLogger();
    logger.info({ deleted: 3 }, "old anonymous subjects deleted");
    logger.debug("not at info");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "info", msg: "old anonymous subjects deleted", deleted: 3 });
    expect(new Date(lines[0]!.time as string).getTime()).not.toBeNaN();
  });

  it("serialises a thrown error with its type, message and stack", () => {
    const { logger, lines } = memoryLogger();
    logger.error({ err: new TypeError("kaput") }, "event listener failed");
    expect(lines[0]).toMatchObject({ level: "error", msg: "event listener failed", err: { type: "TypeError", message: "kaput" } });
    expect(lines[0]!.err.stack).toContain("log.test.ts");
  });

  it("adds the request id to every line written inside a request's scope, across awaits, and to none outside", async () => {
    const { logger, lines } = memoryLogger();
    await Promise.all(
      ["request-a", "request-b"].map((id) =>
        inRequestScope(id, async () => {
          await tick();
          logger.warn({ id }, "inside");
          await tick();
          logger.error({ id }, "still inside");
        }),
      ),
    );
    logger.info("outside");
    const inside = lines.filter((line) => line.msg !== "outside");
    expect(inside).toHaveLength(4);
    for (const line of inside) expect(line.requestId).toBe(line.id);
    expect(lines.find((line) => line.msg === "outside")).not.toHaveProperty("requestId");
  });

  it("takes LOG_LEVEL, defaults to info, stays at warn under the test runner, and refuses an unknown level", () => {
    expect(logLevelFrom({})).toBe("info");
    expect(logLevelFrom({ VITEST: "true" })).toBe("warn");
    expect(logLevelFrom({ VITEST: "true", LOG_LEVEL: "debug" })).toBe("debug");
    expect(logLevelFrom({ LOG_LEVEL: " Silent " })).toBe("silent");
    expect(() => logLevelFrom({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL must be one of .*\(got 'verbose'\)/);
  });
});

describe("request ids in the API's log", () => {
  let sobor: TestSobor;
  let api: ReturnType<typeof createApi>;
  const printed: string[] = [];

  // A module with one route that logs a warning and then fails unexpectedly, mounted on a real API.
  const failing: SoborModule = {
    name: "failing",
    routes(app) {
      app.get("/api/failing/boom", validate({ responses: {} }), async (c) => {
        await tick();
        log.warn({ tag: c.req.query("tag") }, "about to fail");
        await tick();
        throw new Error(`kaput ${c.req.query("tag")}`);
      });
    },
  };

  beforeAll(async () => {
    sobor = await startTestSobor();
    api = createApi({ context: sobor.context, modules: [failing] });
  });
  afterAll(async () => {
    await sobor?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    printed.length = 0;
  });

  /** What the process prints, warnings on stdout and errors on stderr, in order. */
  const watchOutput = () => {
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write.bind(stream);
      vi.spyOn(stream, "write").mockImplementation((chunk: string | Uint8Array, ...rest: any[]) => {
        printed.push(chunk.toString());
        return write(chunk, ...rest);
      });
    }
  };
  const lines = () =>
    printed
      .flatMap((chunk) => chunk.split("\n"))
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Line);

  it("an unexpected failure answers 500 with a request id, and every line logged for that request carries the same id", async () => {
    watchOutput();
    const answers = await Promise.all(
      ["one", "two"].map(async (tag) => {
        const response = await api.request(`/api/failing/boom?tag=${tag}`);
        return { tag, status: response.status, header: response.headers.get("x-request-id"), body: (await response.json()) as { requestId: string; error: string } };
      }),
    );
    const logged = lines();
    // Errors go to stderr (as console.error did), the warnings to stdout. Only requests' lines
    // count: the worker may run other files' Sobors, whose background work logs too.
    const onStderr = vi
      .mocked(process.stderr.write)
      .mock.calls.map(([chunk]) => chunk.toString())
      .filter((text) => text.startsWith("{"))
      .map((text) => JSON.parse(text) as Line)
      .filter((line) => line.requestId)
      .map((line) => line.msg);
    expect(onStderr).toEqual(["request failed", "request failed"]);
    for (const answer of answers) {
      expect(answer.status).toBe(500);
      // The message of an unexpected error stays in the log, not in the answer.
      expect(answer.body.error).toBe("Internal Server Error");
      expect(answer.body.requestId).toBeTruthy();
      expect(answer.header).toBe(answer.body.requestId);
      const own = logged.filter((line) => line.requestId === answer.body.requestId);
      expect(own.map((line) => [line.level, line.msg])).toEqual([
        ["warn", "about to fail"],
        ["error", "request failed"],
      ]);
      expect(own[0]!.tag).toBe(answer.tag);
      expect(own[1]).toMatchObject({ method: "GET", path: "/api/failing/boom", err: { message: `kaput ${answer.tag}` } });
    }
    expect(answers[0]!.body.requestId).not.toBe(answers[1]!.body.requestId);
  });

  it("a request id sent by the balancer (X-Request-Id) is the one answered and logged", async () => {
    watchOutput();
    const response = await api.request("/api/failing/boom?tag=traced", { headers: { "x-request-id": "lb-7f3a" } });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { requestId: string }).requestId).toBe("lb-7f3a");
    expect(lines().filter((line) => line.requestId === "lb-7f3a").map((line) => line.msg)).toEqual(["about to fail", "request failed"]);
  });
});
