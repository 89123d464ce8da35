import { log } from "../log.js";
import { contextSlot } from "../async-context.js";

/**
 * Work that must wait until the data it speaks of is visible to everyone: write events. An
 * event published inside a transaction and heard at once lets a concurrent read reload (and
 * cache) the old rows before the commit; an event of a write that is then rolled back announces
 * data that never existed. So every transaction opened on the database handle (and every nested
 * savepoint) carries a scope in the async context: actions queued in it run once the outermost
 * transaction has committed and are dropped when it (or their savepoint) rolls back.
 */

type Action = () => void;

interface Scope {
  state: "open" | "committed" | "rolled-back" | "released";
  pending: Action[];
  /** Set on a savepoint: released into it, its actions wait for the enclosing transaction. */
  parent?: Scope;
}

const scopes = contextSlot<Scope>("transaction");

function runAll(actions: Action[]): void {
  for (const action of actions) {
    try {
      action();
    } catch (error) {
      log.error({ err: error }, "after-commit action failed");
    }
  }
}

function enqueue(start: Scope | undefined, action: Action): void {
  let scope = start;
  while (scope?.state === "released") scope = scope.parent;
  if (scope?.state === "open") scope.pending.push(action);
  // Work started inside a transaction (a queue, a timer) may publish after it ended: its writes
  // were not the transaction's, so they are announced now, whether it committed or rolled back.
  else runAll([action]);
}

/** Runs `action` now outside a transaction, or once the enclosing transaction has committed (never if it rolls back). */
export function afterCommit(action: Action): void {
  enqueue(scopes.get(), action);
}

// drizzle's transaction(work, config), on the database and on a transaction (a savepoint).
type TransactionRunner = (work: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown>;
interface Transactional {
  transaction: TransactionRunner;
}

function wrap(target: Transactional, nested: boolean): void {
  const original = target.transaction.bind(target);
  target.transaction = async (work, config) => {
    // A transaction on the database handle commits on its own connection, whatever encloses it in
    // async terms; only a savepoint belongs to the transaction around it.
    const scope: Scope = { state: "open", pending: [], parent: nested ? scopes.get() : undefined };
    let result: unknown;
    try {
      result = await original((tx) => {
        wrap(tx as Transactional, true);
        return scopes.run(scope, () => work(tx));
      }, config);
    } catch (error) {
      scope.state = "rolled-back";
      scope.pending.length = 0;
      throw error;
    }
    if (scope.parent) {
      scope.state = "released";
      for (const action of scope.pending.splice(0)) enqueue(scope.parent, action);
    } else {
      scope.state = "committed";
      runAll(scope.pending.splice(0));
    }
    return result;
  };
}

/** Makes every transaction opened through `db` (and its savepoints) hold back after-commit actions. */
export function deferActionsToCommit<D>(db: D): D {
  wrap(db as unknown as Transactional, false);
  return db;
}
