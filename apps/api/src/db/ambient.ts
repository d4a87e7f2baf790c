import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client.ts';

type Scope = { tx: Tx; open: boolean; afterCommit: (() => void)[] };

const current = new AsyncLocalStorage<Scope>();

/**
 * The request's transaction, shared by every module without passing it around: `withAmbient`
 * runs a function with `tx` as the ambient transaction, and the `Db` that `ambientDb` answers
 * sends every query made meanwhile (in that function and what it awaits) into `tx`; a module's
 * own `db.transaction(...)` becomes a savepoint inside it. Outside such a function, or once
 * the transaction has ended, it is the plain database. This is how a keyed request's
 * idempotency key, its business effect and its stored answer share one commit
 * (modules/idempotency/service.ts).
 */
export function ambientDb(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      const scope = current.getStore();
      const on = scope?.open ? (scope.tx as unknown as Db) : target;
      const value = Reflect.get(on, prop) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(on) : value;
    },
  });
}

/** Runs `fn` with `tx` as the ambient transaction; answers `fn`'s result and the callbacks deferred to after its commit. */
export async function withAmbient<T>(tx: Tx, fn: () => Promise<T>): Promise<{ result: T; afterCommit: (() => void)[] }> {
  const scope: Scope = { tx, open: true, afterCommit: [] };
  try {
    return { result: await current.run(scope, fn), afterCommit: scope.afterCommit };
  } finally {
    // Work the function left running (a promise it did not await) must not use a finished transaction.
    scope.open = false;
  }
}

/** Runs `fn` once the ambient transaction commits (at once when there is none); dropped if it rolls back. */
export function afterCommit(fn: () => void): void {
  const scope = current.getStore();
  if (scope?.open) scope.afterCommit.push(fn);
  else fn();
}

/**
 * Whether this code runs inside an ambient transaction. Such code must not wait for work that
 * another request started outside it (a shared check or load): on PGlite, whose connection
 * runs one transaction at a time, that work waits for this transaction, and this for it.
 */
export const inAmbient = (): boolean => current.getStore()?.open === true;

/** Runs `fn` outside any ambient transaction: for work shared by many requests (a batch executor's loop). */
export function detached<T>(fn: () => T): T {
  return current.exit(fn);
}

/**
 * The bus as a request's code should see it: what a keyed request publishes (a fill's push, a
 * message, a limit order for the matcher) leaves once its transaction commits, and never if it
 * rolls back, so no one is told of an effect that did not happen. Outside a request's
 * transaction (ticks, jobs) it goes at once.
 */
export function ambientBus<B extends { publish(topic: string, payload: unknown): void; send(topic: string, payload: unknown): Promise<void> }>(bus: B): B {
  return new Proxy(bus, {
    get(target, prop) {
      if (prop === 'publish') return (topic: string, payload: unknown) => afterCommit(() => target.publish(topic, payload));
      if (prop === 'send')
        return async (topic: string, payload: unknown) => {
          let sent: Promise<void> | undefined;
          afterCommit(() => {
            sent = target.send(topic, payload);
            // Deferred past the commit, nobody awaits it any more: a failure is only logged by the bus.
            sent.catch(() => undefined);
          });
          await sent;
        };
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
