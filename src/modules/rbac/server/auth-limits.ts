import { createHash } from "node:crypto";
import { setTimeout as sleepFor } from "node:timers/promises";
import { HttpError } from "../../../core/http/errors.js";
import type { RateLimitStore } from "./rate-limit.js";
import { log } from "../../../core/log.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long an account's failed sign-ins keep slowing the next ones down. */
const SLOWDOWN_WINDOW_MS = 15 * MINUTE;
const MAX_FAILURE_DELAY_MS = 5_000;

export interface AuthLimitsOptions {
  /** Failed sign-ins per (account, address) a minute; one address alone gets three times as many. */
  perAccountAndAddress: number;
  /** `POST /authentication/init` per address an hour. */
  initPerHour: number;
  /** The delay before a failed sign-in to an account is answered; it doubles per failure, up to 5 s. */
  failureDelayMs: number;
  /** Tests observe the delays instead of waiting them out. */
  sleep?: (ms: number) => Promise<unknown>;
}

export interface Who {
  /** The caller's address; in-process calls have none and are limited per account only. */
  ip?: string;
  account: string;
}

interface Counter {
  key: string;
  max: number;
  windowMs: number;
}

// Accounts and tokens are personal or secret: counters are keyed by a digest, not the value.
const digest = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 22);

const logFailure = (msg: string, error: unknown) => log.error({ err: error }, msg);

export function tooManyAttempts(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, `Too many attempts; try again in ${seconds} seconds`, [], { "Retry-After": String(seconds) });
}

/**
 * The accounts' brute-force limits. A lockout that anybody can trigger is a denial of service, so
 * an account itself is never refused: failures are refused per address and per (account, address),
 * and per account they only slow down. The owner with the right password from an address that
 * has not failed always gets in. Counters are taken before the work (so parallel guesses cannot
 * all slip past a check) and given back when the attempt turns out well.
 */
export function authLimits(store: RateLimitStore, options: AuthLimitsOptions) {
  const sleep = options.sleep ?? sleepFor;
  const perPair = options.perAccountAndAddress;

  /** Counts one attempt on each counter; 429 with Retry-After when any is over its limit. */
  async function take(counters: (Counter | undefined)[]): Promise<Counter[]> {
    const live = counters.filter((counter): counter is Counter => counter !== undefined);
    let hits;
    try {
      hits = await Promise.all(live.map((counter) => store.hit(counter.key, counter.windowMs)));
    } catch (error) {
      // A limiter that is down must not lock everybody out: log, and let the attempt through.
      logFailure("rate limiter unavailable", error);
      return [];
    }
    const over = hits.filter((hit, i) => hit.count > live[i]!.max);
    if (over.length) throw tooManyAttempts(Math.max(...over.map((hit) => hit.resetInMs)));
    return live;
  }

  async function giveBack(counters: Counter[]): Promise<void> {
    await Promise.all(counters.map((counter) => store.undo(counter.key))).catch((error) => logFailure("rate limiter unavailable", error));
  }

  /** Runs work counted as a failure unless it succeeds (does not throw). */
  async function failuresOf<T>(counters: (Counter | undefined)[], work: () => Promise<T>): Promise<T> {
    const taken = await take(counters);
    const result = await work();
    await giveBack(taken);
    return result;
  }

  /** 250 ms, 500 ms, 1 s ... up to 5 s for the nth failure on the account in its window. */
  const delayFor = (failures: number) => Math.min(options.failureDelayMs * 2 ** Math.max(0, failures - 1), MAX_FAILURE_DELAY_MS);

  return {
    delayFor,

    /**
     * A sign-in. `verify` answers the subject for the right password, else undefined. A success
     * clears the (account, address) failures; a failure is answered after the account's delay.
     */
    async signIn<T>({ ip, account }: Who, verify: () => Promise<T | undefined>): Promise<T | undefined> {
      const folded = digest(account.toLowerCase());
      const pair = ip ? { key: `sign-in:pair:${ip}:${folded}`, max: perPair, windowMs: MINUTE } : undefined;
      const address = ip ? { key: `sign-in:ip:${ip}`, max: perPair * 3, windowMs: MINUTE } : undefined;
      const taken = await take([pair, address]);
      const result = await verify();
      if (result !== undefined) {
        await Promise.all([
          pair && taken.includes(pair) ? store.reset(pair.key) : undefined,
          giveBack(taken.filter((counter) => counter !== pair)),
        ]).catch((error) => logFailure("rate limiter unavailable", error));
        return result;
      }
      let failures = 1;
      try {
        failures = (await store.hit(`sign-in:account:${folded}`, SLOWDOWN_WINDOW_MS)).count;
      } catch (error) {
        logFailure("rate limiter unavailable", error);
      }
      const delay = delayFor(failures);
      if (delay > 0) await sleep(delay);
      return undefined;
    },

    /** A refresh: failures per address, attempts per token (a stolen token replayed in a loop). */
    refresh<T>(ip: string | undefined, token: string, work: () => Promise<T>): Promise<T> {
      return failuresOf(
        [ip ? { key: `refresh:ip:${ip}`, max: perPair * 3, windowMs: MINUTE } : undefined, { key: `refresh:token:${digest(token)}`, max: perPair, windowMs: MINUTE }],
        work,
      );
    },

    /** A password reset: wrong codes per address. */
    resetPassword<T>(ip: string | undefined, work: () => Promise<T>): Promise<T> {
      return failuresOf([ip ? { key: `reset-password:ip:${ip}`, max: perPair, windowMs: MINUTE } : undefined], work);
    },

    /** `authentication/init`: each writes a subject and a session, so it is counted per address. */
    async init(ip: string | undefined): Promise<void> {
      await take([ip ? { key: `init:ip:${ip}`, max: options.initPerHour, windowMs: HOUR } : undefined]);
    },
  };
}

export type AuthLimits = ReturnType<typeof authLimits>;
