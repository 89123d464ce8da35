/**
 * Cart quantities save themselves: a stepper's change is sent a moment after the buyer's last
 * click or keystroke (one PATCH for a burst of clicks), and a checkout first sends whatever is
 * still waiting, so an invoice is always for the quantities on screen; leaving the page sends it too. No React here but one hook.
 */
import { useSyncExternalStore } from "react";

/** How long after the last change a quantity is sent. */
export const SAVE_DELAY = 600;

/**
 * The latest value, sent `delay` ms after the last `set`, or at once by `flush`. One send at a
 * time: a value set while a send is on its way goes after it. When a send fails, the values not
 * sent yet are dropped too (the buyer sees the server's quantities again) and `flush` rejects.
 */
export class DebouncedSave<T> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private next: { value: T } | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly send: (value: T) => Promise<unknown>,
    private readonly delay = SAVE_DELAY,
    private readonly onPendingChange: () => void = () => {},
  ) {}

  /** A value not sent yet, or one on its way. */
  get pending(): boolean {
    return !!this.next || !!this.running;
  }

  set(value: T): void {
    const was = this.pending;
    this.next = { value };
    this.clearTimer();
    // A failed send is toasted by the caller's `send`; here it only ends the wait.
    this.timer = setTimeout(() => void this.flush().catch(() => {}), this.delay);
    if (!was) this.onPendingChange();
  }

  /** Forgets the value not sent yet (the order is being deleted); a send on its way goes on. */
  cancel(): void {
    this.clearTimer();
    if (!this.next) return;
    this.next = undefined;
    if (!this.pending) this.onPendingChange();
  }

  /** Sends what waits now; resolves once everything set so far is saved, rejects when a send failed. */
  async flush(): Promise<void> {
    this.clearTimer();
    // A send on its way first (a failure there fails this flush too: what it carried is lost).
    while (this.running) await this.running;
    const next = this.next;
    if (!next) return;
    this.next = undefined;
    this.clearTimer();
    const running = Promise.resolve().then(() => this.send(next.value));
    this.running = running;
    try {
      await running;
    } catch (error) {
      this.clearTimer();
      this.next = undefined;
      throw error;
    } finally {
      if (this.running === running) this.running = undefined;
      if (!this.pending) this.onPendingChange();
    }
    // Set again while this one was on its way: that value too.
    if (this.next) await this.flush();
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// The page's savers: every order editor on screen registers its own while it is mounted.

interface Entry {
  save: DebouncedSave<unknown>;
}

const entries = new Set<Entry>();
const listeners = new Set<() => void>();

/** Tells the page's listeners (the totals, the checkout button) that a save began or ended. */
export const notifySaves = () => listeners.forEach((listener) => listener());

/** Registers a saver; the answer unregisters it. */
export function trackSave(save: DebouncedSave<any>): () => void {
  const entry: Entry = { save };
  entries.add(entry);
  notifySaves();
  return () => {
    entries.delete(entry);
    notifySaves();
  };
}

/** Whether a quantity on screen is not saved yet. */
export const savesPending = (): boolean => [...entries].some((entry) => entry.save.pending);

/** Sends every quantity still waiting; rejects when one could not be saved (its error is toasted). */
export async function flushSaves(): Promise<void> {
  const saves = new Set([...entries].map((entry) => entry.save));
  await Promise.all([...saves].map((save) => save.flush()));
}

// Leaving the page (a link to another site, a reload, the tab closed) sends what waits at once:
// the api client's writes are `keepalive`, so the browser carries the request past the page.
if (typeof window !== "undefined") window.addEventListener("pagehide", () => void flushSaves().catch(() => {}));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a quantity on screen is not saved yet (false on the server). */
export function useSavesPending(): boolean {
  return useSyncExternalStore(subscribe, savesPending, () => false);
}
