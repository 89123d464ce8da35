import type { Db } from "../db/connection.js";
import { currentActor, type WriteActor } from "./actor.js";

/** One write, as the audit log (and anything else keeping a record of writes) hears of it. */
export interface Written {
  /** 'module/entity'. */
  entity: string;
  /** The records written; empty for an action on no record (a failed sign-in to an unknown login). */
  ids: string[];
  /** create | update | delete | restore, or a module's own (checkout, sign-in-failed, role-granted). */
  action: string;
  actor: WriteActor;
}

/**
 * Runs inside the write's transaction (on `executor`), so what it records commits or rolls back
 * with the write. Registered once per process by the module that keeps the record (audit). Given
 * every write a transaction gathered at once (a checkout's nine), so it can record them in one
 * statement rather than one each.
 */
export type WriteObserver = (executor: Db, written: Written[]) => Promise<void>;

const observers: WriteObserver[] = [];

export function observeWrites(observer: WriteObserver): void {
  observers.push(observer);
}

export async function announceWrites(executor: Db, written: Written[]): Promise<void> {
  if (!written.length) return;
  for (const observer of observers) await observer(executor, written);
}

type Action = { entity: string; ids?: string[]; action: string };

/**
 * A write a module makes outside the entity service (a checkout, a role granted on sign-in) or
 * an attempt worth recording (an administrator's failed sign-in). Pass the transaction the write
 * ran in, so the record and the write stand or fall together.
 */
export async function recordAction(executor: Db, action: Action): Promise<void> {
  await recordActions(executor, [action]);
}

/** `recordAction` for several at once (what one transaction gathered): recorded together. */
export async function recordActions(executor: Db, actions: Action[]): Promise<void> {
  if (!actions.length) return;
  const actor = await currentActor();
  await announceWrites(
    executor,
    actions.map((action) => ({ entity: action.entity, ids: action.ids ?? [], action: action.action, actor })),
  );
}
