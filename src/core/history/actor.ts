import { contextSlot } from "../async-context.js";

/**
 * Where a write came from. 'admin': the back office; 'api': any other HTTP caller (a signed-in
 * subject, or a server with X-RBAC-SECRET-KEY: 'api-key'); 'seed': seed files; 'schedule': a
 * write someone scheduled ('Publish at…'), made when its time came in their name; 'system': the
 * process's own periodic work (no request).
 */
export type WriteSource = "admin" | "api" | "api-key" | "seed" | "schedule" | "system";

export const WRITE_SOURCES: readonly WriteSource[] = ["admin", "api", "api-key", "seed", "schedule", "system"];

/** Who wrote: stored with every version and audit entry. */
export interface WriteActor {
  source: WriteSource;
  /** The signed-in subject, when there is one. */
  subjectId?: string;
  /** The client's address (X-Forwarded-For's first entry only with TRUST_PROXY). */
  address?: string;
}

/**
 * A request's actor is settled lazily: most requests write nothing, and who the subject is
 * takes a token check the access policy has usually already made (and cached) by the time a
 * write asks.
 */
interface ActorScope {
  resolve: () => Promise<WriteActor>;
}

const actors = contextSlot<ActorScope>("actor");

const SYSTEM: WriteActor = { source: "system" };

/** Runs `work` with writes in it attributed to the actor `resolve` settles (once). */
export function runAsActor<T>(resolve: () => Promise<WriteActor>, work: () => T): T {
  let settled: Promise<WriteActor> | undefined;
  const scope: ActorScope = { resolve: () => (settled ??= resolve().catch(() => SYSTEM)) };
  return actors.run(scope, work);
}

/** Runs `work` as a fixed actor (seed loading). */
export function runAs<T>(actor: WriteActor, work: () => T): T {
  return actors.run({ resolve: () => Promise.resolve(actor) }, work);
}

/** Who is writing now: the request's caller, or the process itself outside any request. */
export function currentActor(): Promise<WriteActor> {
  return actors.get()?.resolve() ?? Promise.resolve(SYSTEM);
}
