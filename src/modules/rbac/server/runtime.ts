import type { Config } from "../../../core/config.js";
import type { Db } from "../../../core/db/connection.js";
import type { EventBus } from "../../../core/events/bus.js";
import type { AppContext } from "../../../core/module.js";
import { accountMailerOf, type AccountMailer } from "./account-mail.js";
import { callerResolver, type CallerOf } from "./caller.js";
import { GRANT_ENTITIES, grantStore, type GrantStore } from "./grants.js";
import type { RbacPolicyDeps } from "./policy.js";
import { sweepAnonymousSubjects } from "./anonymous-sweep.js";
import { authLimits, type AuthLimits } from "./auth-limits.js";
import { memoryRateLimitStore, rateLimiter, redisKeyPrefix, redisRateLimitStore, type RateLimiter, type RateLimitStore } from "./rate-limit.js";
import { sessionStore, type SessionStore } from "./sessions.js";
import { readRbacSettings, type RbacSettings } from "./settings.js";
import { accessTokens, loadJwtSecret, type AccessTokens } from "./tokens.js";
import { log } from "../../../core/log.js";

/** The accounts module's services for one running Sobor (tests may run several in a process). */
export interface Rbac {
  context: AppContext;
  config: Config;
  /** Its own settings (settings.ts), read once from the environment when it starts. */
  settings: RbacSettings;
  db: Db;
  bus: EventBus;
  tokens: AccessTokens;
  sessions: SessionStore;
  grants: GrantStore;
  limiter: RateLimiter;
  /** The limiter's counters (memory or Redis), for other modules' own counts (open chat streams). */
  rateStore: RateLimitStore;
  /** Sign-in, refresh, reset-password and init limits (on the limiter's store). */
  authLimits: AuthLimits;
  callerOf: CallerOf;
  policy: RbacPolicyDeps;
  /** Mail delivery (the notification module provides it, account-mail.ts). */
  readonly mailer: AccountMailer;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;
export const PRUNE_SESSIONS_JOB = "rbac.prune-sessions";
export const SWEEP_ANONYMOUS_JOB = "rbac.sweep-anonymous-subjects";
const runtimes = new WeakMap<AppContext, { rbac: Rbac; stop(): Promise<void> }>();

export function startRbac(context: AppContext): Rbac {
  const { config, db, bus } = context;
  const settings = readRbacSettings(config.env);
  const tokens = accessTokens(loadJwtSecret(config));
  const sessions = sessionStore(db, bus, tokens);
  const grants = grantStore(db);
  const store = config.redisUrl ? redisRateLimitStore(config.redisUrl, redisKeyPrefix(config)) : memoryRateLimitStore();
  const limiter = rateLimiter(store, { max: settings.authRateLimitPerMinute, windowMs: 60_000 });
  const callerOf = callerResolver(tokens, sessions, config);
  const rbac: Rbac = {
    context,
    config,
    settings,
    db,
    bus,
    tokens,
    sessions,
    grants,
    limiter,
    rateStore: store,
    authLimits: authLimits(store, {
      perAccountAndAddress: settings.authRateLimitPerMinute,
      initPerHour: settings.authInitLimitPerHour,
      failureDelayMs: settings.authFailureDelayMs,
    }),
    callerOf,
    policy: { secretKey: config.secretKey, callerOf, grants },
    get mailer() {
      return accountMailerOf(context);
    },
  };

  // Writes here or in another process (through the bus transport) drop what was cached.
  const unsubscribe = bus.subscribe((event) => {
    if (event.module !== "rbac") return;
    if (GRANT_ENTITIES.has(event.entity)) grants.forget();
    if (event.entity === "sessions" || event.entity === "subjects") sessions.forget();
  });
  // A sign-out or a changed role in another process may have been missed (see the bus transport).
  const stopListeningForGaps = bus.onEventsLost(() => {
    grants.forget();
    sessions.forget();
  });
  // Hourly and daily upkeep as recurring jobs: one process of a balanced set runs each slot (a
  // failure is logged by the runner, and the next slot tries again).
  context.jobs.define(PRUNE_SESSIONS_JOB, { maxAttempts: 1, run: async () => void (await sessions.prune()) });
  context.jobs.every(PRUNE_SESSIONS_JOB, PRUNE_EVERY_MS);
  context.jobs.define(SWEEP_ANONYMOUS_JOB, {
    maxAttempts: 1,
    async run() {
      const deleted = await sweepAnonymousSubjects(db, bus);
      if (deleted) log.info({ deleted }, "old anonymous subjects deleted");
    },
  });
  context.jobs.every(SWEEP_ANONYMOUS_JOB, SWEEP_EVERY_MS);

  runtimes.set(context, {
    rbac,
    async stop() {
      unsubscribe();
      stopListeningForGaps();
      await limiter.close();
    },
  });
  return rbac;
}

export function rbacOf(context: AppContext): Rbac {
  const runtime = runtimes.get(context);
  if (!runtime) throw new Error("The rbac module has not started (add it to src/app/modules.ts)");
  return runtime.rbac;
}

export async function stopRbac(context: AppContext): Promise<void> {
  await runtimes.get(context)?.stop();
  runtimes.delete(context);
}
