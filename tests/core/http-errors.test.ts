import { describe, expect, it } from "vitest";
import { isServiceUnavailable, toHttpError } from "../../src/core/http/errors.js";

/** An error as drizzle throws it: its own message, the driver's error as the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });
const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("what a thrown error answers", () => {
  it("a database or network out of reach is a 503 with Retry-After, however deep the driver's error sits", () => {
    const outOfReach = [
      withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"),
      wrapped(withCode("ECONNRESET")),
      wrapped(new Error("Connection terminated unexpectedly")),
      new Error("timeout exceeded when trying to connect"),
      wrapped(withCode("57P01", "terminating connection due to administrator command")),
      withCode("57P03", "the database system is starting up"),
      withCode("53300", "sorry, too many clients already"),
      wrapped(withCode("08006", "connection failure")),
    ];
    for (const error of outOfReach) {
      expect(isServiceUnavailable(error), String(error)).toBe(true);
      const answer = toHttpError(error);
      expect(answer.status).toBe(503);
      expect(answer.headers).toEqual({ "Retry-After": "5" });
      expect(answer.message).not.toMatch(/ECONN|127\.0\.0\.1|terminat/);
    }
  });

  it("anything else keeps its answer: a request's mistake a 4xx, a bug a 500", () => {
    expect(toHttpError(wrapped(withCode("23505"))).status).toBe(409);
    expect(toHttpError(wrapped(withCode("22P02", "invalid input syntax"))).status).toBe(400);
    for (const error of [new Error("boom"), wrapped(withCode("42P01", 'relation "x" does not exist')), "a string", undefined, { code: 7 }]) {
      expect(isServiceUnavailable(error)).toBe(false);
      expect(toHttpError(error).status).toBe(500);
    }
  });
});
