import { createHash } from "node:crypto";
import { Redis } from "ioredis";
import { HttpError } from "../../../core/http/errors.js";
import { log } from "../../../core/log.js";
import { closeRedis } from "../../../core/events/redis-close.js";

export interface Hit {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

/** Fixed-window counters. In memory for one process; Redis when several share the limits. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Takes one hit back (an attempt that turned out well), never below zero. */
  undo(key: string): Promise<void>;
  /** Forgets the key's window (a sign-in that worked clears the failures before it). */
  reset(key: string): Promise<void>;
  /**
   * Takes one of at most `max` places under `key` for `holder` (an open stream), for `ttlMs` at
   * most: true when taken. A place is given back by `release`, or forgotten when its time is up
   * (its process died), so the count is of what is held now, not of what was started lately.
   */
  acquire(key: string, holder: string, max: number, ttlMs: number): Promise<boolean>;
  release(key: string, holder: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  /** key → holder → when its place is forgotten. */
  const places = new Map<string, Map<string, number>>();
  let lastSweep = Date.now();
  const sweep = (now: number) => {
    if (now - lastSweep < 60_000 && windows.size < 50_000) return;
    lastSweep = now;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      sweep(now);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async undo(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async acquire(key, holder, max, ttlMs) {
      const now = Date.now();
      const held = places.get(key) ?? new Map<string, number>();
      for (const [other, until] of held) if (until <= now) held.delete(other);
      if (held.size >= max && !held.has(holder)) return false;
      places.set(key, held.set(holder, now + ttlMs));
      return true;
    },
    async release(key, holder) {
      const held = places.get(key);
      held?.delete(holder);
      if (held && !held.size) places.delete(key);
    },
    async close() {
      windows.clear();
      places.clear();
    },
  };
}

// INCR and set the expiry on the first hit, atomically; answers the count and the time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

// DECR only a live key with a positive count: an expired window is not brought back without a TTL.
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

// Places are a sorted set of holders scored by when each is forgotten: drop the forgotten, then
// add the holder if there is room, atomically. ARGV: now, max, ttl, holder.
const ACQUIRE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZSCORE', KEYS[1], ARGV[4]) == false and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[3]), ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`;

/**
 * Counters are per site: processes sharing a database share them, while other sites (or test
 * apps, each on its own database) on the same Redis never see each other's.
 */
export function redisKeyPrefix(config: { databaseUrl?: string; dataDir: string }): string {
  const site = createHash("sha256").update(config.databaseUrl ?? config.dataDir).digest("hex").slice(0, 12);
  return `sobor:rate:${site}:`;
}

/**
 * How long a rate-limit command may take before the limiter goes on without it. Redis answers in
 * well under a millisecond; with its client's defaults a command waited through reconnection
 * attempts instead, and a sign-in took 30 s while Redis was away.
 */
const COMMAND_TIMEOUT_MS = 1_000;

export function redisRateLimitStore(url: string, prefix = "sobor:rate:"): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS, enableOfflineQueue: true, lazyConnect: false });
  redis.on("error", (error: Error) => log.error({ err: error }, "redis (rate limits)"));
  /**
   * The connection, unless it is known to be lost: then a command fails at once (the limiter lets
   * the attempt through) rather than wait for it. While it first connects, commands wait in line.
   */
  const connected = () => {
    if (redis.status === "reconnecting" || redis.status === "close" || redis.status === "end") throw new Error(`Redis is not connected (${redis.status})`);
    return redis;
  };
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await connected().eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count: Number(count), resetInMs: Number(ttl) };
    },
    async undo(key) {
      await connected().eval(UNDO_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await connected().del(prefix + key);
    },
    async acquire(key, holder, max, ttlMs) {
      return Number(await connected().eval(ACQUIRE_SCRIPT, 1, prefix + key, String(Date.now()), String(max), String(ttlMs), holder)) === 1;
    },
    async release(key, holder) {
      await connected().zrem(prefix + key, holder);
    },
    async close() {
      await closeRedis(redis);
    },
  };
}

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Registration, forgot-password and EVM sign-in: 10 a minute per IP and per account (sign-in: auth-limits.ts). */
export const DEFAULT_RULE: RateLimitRule = { max: 10, windowMs: 60_000 };

export interface Attempt {
  /** Which action is limited ('sign-in', 'registration'...): each has its own counters. */
  action: string;
  /** The caller's address, when known (in-process calls have none). */
  ip?: string;
  /** The account tried (email, wallet address), case-folded. */
  account?: string;
}

export interface RateLimiter {
  /** Counts the attempt; throws 429 with Retry-After once the IP or the account is over the limit. */
  consume(attempt: Attempt, rule?: RateLimitRule): Promise<void>;
  close(): Promise<void>;
}

// Accounts are personal data: counters are keyed by a digest, not the address itself.
const digest = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 22);

export function rateLimiter(store: RateLimitStore, defaultRule: RateLimitRule = DEFAULT_RULE): RateLimiter {
  return {
    async consume({ action, ip, account }, rule = defaultRule) {
      const keys = [ip && `${action}:ip:${ip}`, account && `${action}:account:${digest(account.toLowerCase())}`].filter(
        (key): key is string => Boolean(key),
      );
      let hits: Hit[];
      try {
        hits = await Promise.all(keys.map((key) => store.hit(key, rule.windowMs)));
      } catch (error) {
        // A limiter that is down must not lock everybody out: log, and let the attempt through.
        log.error({ err: error }, "rate limiter unavailable");
        return;
      }
      const over = hits.filter((hit) => hit.count > rule.max);
      if (!over.length) return;
      const retryAfter = Math.max(1, Math.ceil(Math.max(...over.map((hit) => hit.resetInMs)) / 1000));
      throw new HttpError(429, `Too many attempts; try again in ${retryAfter} seconds`, [], { "Retry-After": String(retryAfter) });
    },
    close: () => store.close(),
  };
}
