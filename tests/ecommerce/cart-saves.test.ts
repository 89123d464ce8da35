// Cart quantities save themselves (the cart drawer's + and − once needed an 'Update' click, and a
// Checkout without it invoiced the old quantity): a change is sent a moment after the last one,
// and a checkout first sends whatever still waits, so the invoice is for what the buyer saw.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DebouncedSave, flushSaves, SAVE_DELAY, savesPending, trackSave } from "../../src/modules/ecommerce/widgets/cart-saves.js";

/** A server whose answers the test releases one by one. */
function slowServer<T>() {
  const sent: T[] = [];
  const answers: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const send = (value: T) => {
    sent.push(value);
    return new Promise<void>((resolve, reject) => answers.push({ resolve, reject }));
  };
  return { sent, answers, send };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe("a cart quantity", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is saved by itself a moment after the last change, once for a burst of clicks", async () => {
    const sent: number[] = [];
    const save = new DebouncedSave<number>(async (n) => void sent.push(n));
    save.set(2);
    save.set(3);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY - 1);
    save.set(4);
    expect(save.pending).toBe(true);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([4]);
    expect(save.pending).toBe(false);
  });

  it("is saved at once before a checkout, which waits for the server's answer", async () => {
    const server = slowServer<number>();
    const save = new DebouncedSave<number>(server.send);
    const untrack = trackSave(save);
    // '+' once, then 'Checkout' straight away (the tester's path): the old code sent nothing.
    save.set(2);
    expect(savesPending()).toBe(true);
    let checkedOut = false;
    const checkout = flushSaves().then(() => (checkedOut = true));
    await settle();
    expect(server.sent).toEqual([2]);
    expect(checkedOut).toBe(false);
    server.answers[0]!.resolve();
    await checkout;
    expect(savesPending()).toBe(false);
    // The debounce timer does not send it a second time.
    await vi.advanceTimersByTimeAsync(SAVE_DELAY * 2);
    expect(server.sent).toEqual([2]);
    untrack();
  });

  it("changed while a save is on its way is sent after it, and a checkout waits for both", async () => {
    const server = slowServer<number>();
    const save = new DebouncedSave<number>(server.send);
    const untrack = trackSave(save);
    save.set(2);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY);
    expect(server.sent).toEqual([2]);
    save.set(3);
    let checkedOut = false;
    const checkout = flushSaves().then(() => (checkedOut = true));
    await settle();
    // One request at a time: 3 waits for 2's answer.
    expect(server.sent).toEqual([2]);
    server.answers[0]!.resolve();
    await settle();
    expect(server.sent).toEqual([2, 3]);
    expect(checkedOut).toBe(false);
    server.answers[1]!.resolve();
    await checkout;
    expect(save.pending).toBe(false);
    untrack();
  });

  it("that the server refused stops the checkout, and the changes after it are dropped", async () => {
    const server = slowServer<number>();
    const save = new DebouncedSave<number>(server.send);
    const untrack = trackSave(save);
    save.set(2);
    const first = save.flush();
    await settle();
    save.set(3);
    const checkout = flushSaves();
    server.answers[0]!.reject(new Error("not a cart order"));
    await expect(first).rejects.toThrow("not a cart order");
    await expect(checkout).rejects.toThrow("not a cart order");
    expect(save.pending).toBe(false);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY * 2);
    expect(server.sent).toEqual([2]);
    untrack();
  });

  it("tells when saving begins and ends; nothing waiting means nothing sent", async () => {
    const changes: boolean[] = [];
    const sent: number[] = [];
    const save: DebouncedSave<number> = new DebouncedSave<number>(async (n) => void sent.push(n), SAVE_DELAY, () => changes.push(save.pending));
    await save.flush();
    expect(sent).toEqual([]);
    save.set(5);
    save.set(6);
    await save.flush();
    expect(sent).toEqual([6]);
    expect(changes).toEqual([true, false]);
    // Dropped before it went (the order is being deleted).
    save.set(7);
    save.cancel();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY * 2);
    expect(sent).toEqual([6]);
    expect(changes).toEqual([true, false, true, false]);
  });

  it("of an editor that has gone is no longer waited for", async () => {
    const save = new DebouncedSave<number>(async () => {});
    const untrack = trackSave(save);
    save.set(2);
    untrack();
    expect(savesPending()).toBe(false);
    await flushSaves();
    save.cancel();
  });
});
