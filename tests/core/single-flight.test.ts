import { describe, expect, it } from "vitest";
import { singleFlight } from "../../src/app/single-flight";

/** A promise the test settles by hand, so work stays "in flight" for as long as it needs. */
function gate<T>() {
  let open!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => ((open = resolve), (fail = reject)));
  return { promise, open, fail };
}

describe("single flight", () => {
  it("runs the work once for concurrent calls of one key and gives them all its result", async () => {
    const flights = singleFlight<string>();
    const render = gate<string>();
    let runs = 0;
    const calls = Array.from({ length: 10 }, () =>
      flights.run("/ru/blog/articles/a", () => {
        runs += 1;
        return render.promise;
      }),
    );
    render.open("<html>a</html>");
    expect(await Promise.all(calls.map((call) => call.result))).toEqual(Array(10).fill("<html>a</html>"));
    expect(runs).toBe(1);
    expect(calls.map((call) => call.shared)).toEqual([false, ...Array(9).fill(true)]);
  });

  it("keeps keys apart and runs anew once a flight has landed", async () => {
    const flights = singleFlight<string>();
    const ran: string[] = [];
    const work = (key: string) => async () => (ran.push(key), key);
    const [a, b] = [flights.run("/a", work("/a")), flights.run("/b", work("/b"))];
    expect([await a.result, await b.result]).toEqual(["/a", "/b"]);
    expect(flights.size()).toBe(0);
    expect(await flights.run("/a", work("/a")).result).toBe("/a");
    expect(ran).toEqual(["/a", "/b", "/a"]);
  });

  it("gives every waiter the failure, then lets the next call try again", async () => {
    const flights = singleFlight<string>();
    const render = gate<string>();
    const first = flights.run("/a", () => render.promise);
    const second = flights.run("/a", () => Promise.resolve("never"));
    render.fail(new Error("database gone"));
    await expect(first.result).rejects.toThrow("database gone");
    await expect(second.result).rejects.toThrow("database gone");
    expect(await flights.run("/a", async () => "back").result).toBe("back");
  });
});
