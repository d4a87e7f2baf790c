import { createHash } from 'node:crypto';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withAmbient } from '../../db/ambient.ts';
import { queryPrepared, type Tx } from '../../db/client.ts';
import { insertJson, jsonParam } from '../../db/json-rows.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { failure } from '../../platform/http.ts';
import { idempotencyRequests } from './tables.ts';

const KEY_RULE = /^[A-Za-z0-9_\-:.]{8,100}$/;

/** What a keyed request answered: replayed as it is to every retry. */
export type Answer = { status: number; body: unknown };

/**
 * One keyed request, handed to a batch that executes it in a transaction of its own (the
 * market-order executor): the batch claims it first (`claimMany`), and stores its answer
 * (`answersUpdate`) from the result or the refusal, all in the batch's commit. `answer` turns the
 * batch's result for this request into the body the route sends.
 */
export type Keyed<R> = {
  readonly scope: string;
  readonly key: string;
  readonly requestHash: string;
  answer(result: R): Answer;
  refuse(err: AppError): Answer;
  /** The same request, for a batch whose result is `S` (mapped to what `answer` takes). */
  mapped<S>(f: (s: S) => R): Keyed<S>;
  /** Set by the batch once the answer is written in its transaction. */
  markStored(): void;
  /**
   * Throws `KeyTaken` when a committed request already holds the key (its answer is then
   * replayed). For the handler to call before a step a retry must not repeat, such as a counted
   * trading-password check: it costs a read, so it is not made on the way to every batch.
   */
  ensureNew(): Promise<void>;
};

/** The key was committed by an earlier request (or by a batch moments ago): its answer is replayed. */
export class KeyTaken extends Error {}

/**
 * `Idempotency-Key` for every request that moves money or creates a record.
 *
 * The protocol: the key, the business effect and the stored answer commit together or not at
 * all. The key's row is claimed (inserted) as the first statement of the transaction that does
 * the effect, and the answer is written in that same transaction just before it commits:
 * - `run`: the route's whole handler runs inside one transaction (the ambient transaction of
 *   db/ambient.ts, so the modules' own transactions become savepoints inside it).
 * - `runQueued`: the handler hands the key to a batch (the market-order executor) whose one
 *   commit carries the keys and answers of every request in it.
 * Hence:
 * - a retry of a committed key replays its answer (same status and body, `Idempotent-Replayed`);
 * - a key whose process died, or whose transaction failed unexpectedly (5xx), left nothing: no
 *   row, no effect, so a retry simply runs again;
 * - a duplicate that arrives while the first is in flight blocks on the first's uncommitted row
 *   (the claim's insert waits on its lock) and then replays its answer or, if the first rolled
 *   back, runs itself; a key is never left pending;
 * - refusals (4xx) are answers too: stored, and replayed to the retry;
 * - the same key with a different request answers IDEMPOTENCY_KEY_REUSED (422).
 * A request without the header simply runs.
 */
export function createIdempotency(ctx: Ctx) {
  const { db, clock } = ctx;

  function hashOf(req: FastifyRequest): string {
    return createHash('sha256')
      .update(`${req.method} ${req.routeOptions.url ?? req.url} ${req.url} ${JSON.stringify(req.body ?? null)}`)
      .digest('hex');
  }

  /** The request's key, checked; undefined without the header. */
  function keyOf(req: FastifyRequest): string | undefined {
    const header = req.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined) return undefined;
    if (!KEY_RULE.test(key)) throw new AppError('VALIDATION_FAILED', { fields: 'Idempotency-Key' });
    return key;
  }

  const refusalOf = (req: FastifyRequest) => (err: AppError): Answer => ({ status: err.statusCode, body: failure(req, err) });
  const isRefusal = (err: unknown): err is AppError => err instanceof AppError && err.statusCode < 500;

  /** Claims the key in `tx` (its first statement); false when a committed row already holds it. */
  async function claim(tx: Tx, scope: string, key: string, requestHash: string): Promise<boolean> {
    const claimed = await tx
      .insert(idempotencyRequests)
      .values({ scope, key, requestHash, state: 'pending', createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyRequests.key });
    return claimed.length > 0;
  }

  async function store(tx: Tx, scope: string, key: string, answer: Answer): Promise<void> {
    await tx
      .update(idempotencyRequests)
      .set({ state: 'done', statusCode: answer.status, response: answer.body as object })
      .where(and(eq(idempotencyRequests.scope, scope), eq(idempotencyRequests.key, key)));
  }

  /**
   * Runs a keyed request's handler in one transaction with its key and its answer. Typed as the
   * first-time answer: a replay or a refusal answers through `reply`, which Fastify accepts from
   * a handler, so a route's response schema still checks `handler`.
   */
  async function run<T>(req: FastifyRequest, reply: FastifyReply, scope: string, handler: () => Promise<T>): Promise<T> {
    const key = keyOf(req);
    if (key === undefined) return handler();
    const requestHash = hashOf(req);
    const refuse = refusalOf(req);
    let outcome: { result: T } | { refused: Answer };
    try {
      const done = await db.transaction(async (tx) => {
        if (!(await claim(tx, scope, key, requestHash))) throw new KeyTaken();
        const ran = await withAmbient(tx, async (): Promise<{ result: T } | { refused: Answer }> => {
          try {
            return { result: await handler() };
          } catch (err) {
            if (isRefusal(err)) return { refused: refuse(err) };
            throw err;
          }
        });
        const answer = 'refused' in ran.result ? ran.result.refused : { status: reply.statusCode || 200, body: ran.result.result };
        await store(tx, scope, key, answer);
        return ran;
      });
      outcome = done.result;
      for (const fn of done.afterCommit) fn();
    } catch (err) {
      if (err instanceof KeyTaken) return replay<T>(reply, scope, key, requestHash);
      throw err;
    }
    if ('refused' in outcome) return reply.status(outcome.refused.status).send(outcome.refused.body) as T;
    return outcome.result;
  }

  /**
   * For a handler that hands its request to a batch (`keyed`, undefined without the header):
   * the batch claims the key and stores the answer in its own commit. A refusal raised before
   * the request reaches the batch (a rule, the trading password) is stored on its own, with its
   * claim, in one transaction.
   */
  async function runQueued<T>(req: FastifyRequest, reply: FastifyReply, scope: string, handler: (keyed: Keyed<T> | undefined) => Promise<T>): Promise<T> {
    const key = keyOf(req);
    if (key === undefined) return handler(undefined);
    const requestHash = hashOf(req);
    // No read of the key here: on the way to the batch a request touches no database, so that
    // requests queue up for one commit instead of each waiting for a connection (on PGlite, for
    // the batch itself). A retry of a committed key finds it taken in the batch, or, before a
    // step it must not repeat (a counted trading-password check), through `ensureNew`; a refusal
    // on the way finds it taken when it stores; either way it gets the first answer.
    const refuse = refusalOf(req);
    const state = { stored: false };
    const keyedOf = <R,>(answer: (r: R) => Answer): Keyed<R> => ({
      scope,
      key,
      requestHash,
      answer,
      refuse,
      mapped: <S,>(f: (s: S) => R) => keyedOf<S>((s) => answer(f(s))),
      markStored: () => void (state.stored = true),
      ensureNew: async () => {
        if (await committed(scope, key)) throw new KeyTaken();
      },
    });
    const keyed = keyedOf<T>((result) => ({ status: 200, body: result }));
    try {
      const result = await handler(keyed);
      // Placed where no batch took the key (nothing should): key and answer still commit together.
      if (!state.stored && !(await storeAlone(scope, key, requestHash, { status: 200, body: result }))) return replay<T>(reply, scope, key, requestHash);
      return result;
    } catch (err) {
      if (err instanceof KeyTaken) return replay<T>(reply, scope, key, requestHash);
      if (!isRefusal(err)) throw err;
      const answer = refuse(err);
      if (!state.stored && !(await storeAlone(scope, key, requestHash, answer))) return replay<T>(reply, scope, key, requestHash);
      return reply.status(answer.status).send(answer.body) as T;
    }
  }

  async function committed(scope: string, key: string): Promise<boolean> {
    const [row] = await db
      .select({ key: idempotencyRequests.key })
      .from(idempotencyRequests)
      .where(and(eq(idempotencyRequests.scope, scope), eq(idempotencyRequests.key, key)));
    return row !== undefined;
  }

  /** Claims the key and stores its answer in one transaction; false when the key was already taken. */
  async function storeAlone(scope: string, key: string, requestHash: string, answer: Answer): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await claim(tx, scope, key, requestHash))) return false;
      await store(tx, scope, key, answer);
      return true;
    });
  }

  /**
   * A batch's claims, as its transaction's first statement (in key order, so that two batches
   * never wait on each other crosswise). Answers the requests it may execute; the others (taken
   * by a committed request, or repeated in the batch) must be answered with `KeyTaken`.
   */
  async function claimMany<R>(tx: Tx, requests: Keyed<R>[]): Promise<Set<Keyed<R>>> {
    const first = new Map<string, Keyed<R>>();
    for (const k of requests) if (!first.has(`${k.scope}\n${k.key}`)) first.set(`${k.scope}\n${k.key}`, k);
    if (first.size === 0) return new Set();
    const now = clock.now();
    const rows = [...first.values()]
      .sort((a, b) => (a.scope === b.scope ? (a.key < b.key ? -1 : 1) : a.scope < b.scope ? -1 : 1))
      .map((k) => ({ scope: k.scope, key: k.key, requestHash: k.requestHash, state: 'pending', createdAt: now }));
    // The rows as one JSON parameter (db/json-rows.ts): the query builder's cost grows with every value.
    const claimed = await queryPrepared<{ scope: string; key: string }>(
      tx,
      insertJson(idempotencyRequests, rows, sql`ORDER BY x.scope, x.key ON CONFLICT DO NOTHING RETURNING scope, key`),
    );
    return new Set(claimed.map((c) => first.get(`${c.scope}\n${c.key}`)!));
  }

  /**
   * The statement that stores the answers of a batch's claimed requests (run in the batch's
   * transaction, on its own or beside its last write); `stored` marks them once it has run.
   */
  function answersUpdate(answers: { keyed: Keyed<never>; answer: Answer }[]): { statement: SQL; stored(): void } | undefined {
    if (answers.length === 0) return undefined;
    const rows = answers.map(({ keyed, answer }) => ({ scope: keyed.scope, key: keyed.key, status: answer.status, body: answer.body }));
    return {
      statement: sql`
        UPDATE idempotency_requests AS r SET state = 'done', status_code = v.status, response = v.body
        FROM json_to_recordset(${jsonParam(rows)}::json) AS v(scope text, key text, status int, body json)
        WHERE r.scope = v.scope AND r.key = v.key`,
      stored: () => {
        for (const { keyed } of answers) keyed.markStored();
      },
    };
  }

  /** The committed answer of a key (its row exists: a claim found it, or waited for it to commit). */
  async function replay<T>(reply: FastifyReply, scope: string, key: string, requestHash: string): Promise<T> {
    const [row] = await db.select().from(idempotencyRequests).where(and(eq(idempotencyRequests.scope, scope), eq(idempotencyRequests.key, key)));
    // Purged between the claim and this read (a week later): too late to tell.
    if (!row || row.state !== 'done') throw new AppError('CONFLICT');
    if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    reply.header('idempotent-replayed', 'true');
    return reply.status(row.statusCode ?? 200).send(row.response) as T;
  }

  /** Stored answers are kept for a week, long enough for any client's retries. */
  async function purge() {
    await db.delete(idempotencyRequests).where(lt(idempotencyRequests.createdAt, sql`${new Date(clock.now().getTime() - 7 * 24 * 3600_000)}`));
  }

  return { run, runQueued, claimMany, answersUpdate, purge };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
