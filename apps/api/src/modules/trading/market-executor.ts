import { detached } from '../../db/ambient.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney } from '../../platform/money.ts';
import { KeyTaken, type Answer, type Idempotency, type Keyed } from '../idempotency/service.ts';
import { memo } from '../ledger/memo.ts';
import type { EntryInput, Ledger } from '../ledger/service.ts';
import type { Sessions } from '../market/sessions.ts';
import type { QuoteView } from '../market/quote-view.ts';
import type { Execution, PlaceRequest } from './broker.ts';
import { computeFees } from './fees.ts';
import { checkSellQuantity, marketPriceCents, tradableBook } from './order-rules.ts';
import { allocateSell, applyChanges, buyPlan, fillAccounts, sellableOf, sellPlan, type Fill, type Held } from './plan.ts';
import { filledColumns, newClose, newPosition, orderRow, tradeRow } from './rows.ts';
import { lockHoldings, nextIds, writeFills, type FillRows } from './writes.ts';

export type MarketDeps = {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  market: { book(code: string): QuoteView | undefined; sessions: Sessions };
  onFilled(executions: Execution[]): void;
  /** Commits the orders' Idempotency-Keys and answers with the batch (orders that carry one). */
  keys?: Pick<Idempotency, 'claimMany' | 'answersUpdate'> | undefined;
  /** Longest a batch waits for the orders whose answers the last batch just sent to come back (ms; 0: never). */
  gatherMs: number;
  /** Once nine tenths of them are back, how long it still waits after the latest for the others (ms; 0: not at all). */
  quietMs: number;
};

type Job = { request: PlaceRequest; resolve(e: Execution): void; reject(err: unknown): void };
type Planned = { job: Job; id: number; tradeId: number; fill: Fill; key: string; buy?: ReturnType<typeof buyPlan>; sell?: ReturnType<typeof sellPlan> };

/** Largest number of orders executed in one transaction. */
const MAX_BATCH = 400;

/** The expected load halves with every second without a commit: after a burst, a lone order soon stops waiting. */
const LOAD_HALF_LIFE_MS = 1000;

/** A batch that must be replayed one order at a time (a sell the ledger refused shares its positions with others). */
class RunAlone extends Error {}

/**
 * Market orders execute at once, and many arrive together: they queue here and execute in
 * batches, one transaction per batch, with a fixed number of statements per batch, sent in two
 * groups: the reads and locks (keys, ids, held positions for sells, the users' accounts), then,
 * once the batch is planned in memory, the writes (the ledger's entries, the fills' rows, the
 * house side with the keyed orders' answers). On PostgreSQL each group is one round trip. While one
 * batch runs, the next fills up, so a burst costs few commits and the house accounts (locked by
 * every fill) are locked once per batch instead of once per order. Each order still fills
 * entirely or not at all: an order that cannot (not enough cash or shares, a halted instrument)
 * is refused on its own and leaves no row; an unexpected failure replays the batch one order at
 * a time so one bad order never fails the others.
 *
 * An order sent with an Idempotency-Key carries it here: the batch claims the keys of its orders
 * as its first statement and writes each order's answer (its fill or its refusal) in its last,
 * so the keys commit with the fills or not at all (modules/idempotency/service.ts). An order
 * whose key a committed request already holds is left out and answered from that request.
 */
export function createMarketExecutor(deps: MarketDeps) {
  const queue: Job[] = [];
  let running: Promise<void> | undefined;
  /**
   * How many orders were in the server at the last commit (the batch answered plus those already
   * waiting), decaying by 5 % a batch and by half each second without one: the load the next batch
   * may expect to gather.
   */
  let inFlight = 0;
  let lastCommit = 0;
  /** Set while a batch waits for more orders: called once the queue holds enough. */
  let gathered: (() => void) | undefined;
  let quiet: ReturnType<typeof setTimeout> | undefined;

  function submit(request: PlaceRequest): Promise<Execution> {
    return new Promise<Execution>((resolve, reject) => {
      queue.push({ request, resolve, reject });
      if (gathered) arrived(gathered);
      // The loop serves every request: it must not run in the ambient transaction of the one that started it.
      running ??= detached(() => loop().finally(() => (running = undefined)));
    });
  }

  const expected = () => inFlight * 0.5 ** ((performance.now() - lastCommit) / LOAD_HALF_LIFE_MS);
  const wanted = () => Math.min(MAX_BATCH, Math.ceil(expected() * 0.9));
  const everyone = () => Math.min(MAX_BATCH, Math.ceil(expected()));

  /**
   * Whether the gathering batch starts now. With every order expected in the queue, it does. With
   * nine tenths of them (`wanted`), it starts once `quietMs` pass without another order. A batch's
   * answers go out together and the next orders come back in one run, one after another: a batch
   * started at nine tenths of that run left the last tenth to wait for the whole of it, and then
   * for the next (over HTTP the orders' wait in the queue read 25–37 ms at p90, against 6–10 ms
   * with this rule; docs/order-path.md).
   */
  function arrived(start: () => void): void {
    if (queue.length >= everyone()) return start();
    if (queue.length < wanted()) return;
    if (deps.quietMs === 0) return start();
    clearTimeout(quiet);
    quiet = setTimeout(start, deps.quietMs);
  }

  /**
   * Waits up to `gatherMs` for the queue to hold about as many orders as the server held at the
   * last commit. Clients that get their answer send their next order at once, but over HTTP it
   * takes a few milliseconds to come back: a batch started without them leaves them to the next
   * one, and the orders settle into two half-size batches that take turns, each waiting for the
   * whole other. When the batch starts is `arrived`'s rule. Callers already queued (in-process
   * ones mostly requeue before this runs) do not wait, unless up to a tenth of them are still to
   * come: then the others wait `quietMs` for them, as over HTTP.
   */
  async function gather(): Promise<void> {
    if (deps.gatherMs === 0 || queue.length >= everyone()) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => done(), deps.gatherMs);
      const done = () => {
        clearTimeout(timer);
        clearTimeout(quiet);
        gathered = undefined;
        resolve();
      };
      gathered = done;
      // The orders already queued count as arrived: nine tenths of them start the quiet wait.
      arrived(done);
    });
  }

  async function loop(): Promise<void> {
    do {
      // Each batch starts after a turn of the event loop, so that every order that arrived
      // meanwhile joins it. Requests need I/O turns to reach this queue (their bodies are read
      // from sockets), and on PGlite a batch runs without giving one up: a batch started at the
      // first order would leave the others to the next one, and over HTTP every batch would be
      // a single order while the others wait.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await gather();
      await runSafely(queue.splice(0, MAX_BATCH));
    } while (queue.length);
  }

  async function runSafely(jobs: Job[]): Promise<void> {
    let done: Execution[];
    try {
      done = await runBatch(jobs);
    } catch (err) {
      if (jobs.length === 1) return jobs[0]!.reject(err);
      for (const job of jobs) await runSafely([job]);
      return;
    }
    deps.onFilled(done);
  }

  async function runBatch(batch: Job[]): Promise<Execution[]> {
    const now = deps.clock.now();
    const today = deps.market.sessions.day(now);
    let jobs = batch;
    const settled: { job: Job; execution: Execution }[] = [];
    const refused: { job: Job; err: AppError }[] = [];
    const taken: Job[] = [];
    await deps.db.transaction(async (tx) => {
      settled.length = 0;
      refused.length = 0;
      taken.length = 0;
      // Every read the batch needs, sent together: on PostgreSQL's pipelined connections one round
      // trip (db/client.ts). They leave in the order of these calls, which is the order the
      // database takes their locks in: the keys, the positions, the accounts, as when they were
      // sent one by one (market-batch-lock-order.test.ts). The orders whose keys turn out taken had
      // their ids, positions and accounts read and locked with the others; they are then left out.
      const sells = batch.filter((j) => j.request.side === 'sell').map((j) => j.request);
      const [claimed, ids, entryIds, heldRows, accounts] = await Promise.all([
        claim(tx, batch, taken),
        nextIds(tx, batch.length),
        deps.ledger.nextEntryIds(tx, batch.length),
        lockHoldings(tx, sells),
        deps.ledger.lockMany(tx, [...new Set(batch.map((j) => j.request.userId))].flatMap(fillAccounts)),
      ]);
      jobs = claimed;
      if (!jobs.length) return;
      const held = new Map(heldRows.map((h) => [h.id, h]));
      const planned: Planned[] = [];
      for (const [i, job] of jobs.entries()) {
        try {
          planned.push(plan(job, ids[i]!, held, today, now));
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          refused.push({ job, err });
        }
      }
      const { result, write } = deps.ledger.postLocked(
        tx,
        accounts,
        planned.map((p, i) => ({ ...entryOf(p), id: entryIds[i]! })),
        { skipInsufficient: true, houseLast: true },
      );
      const { posted, skipped, finish } = result;
      if (planned.some((p) => p.sell && skipped.has(p.key))) throw new RunAlone();
      const done = planned.filter((p) => !skipped.has(p.key));
      for (const p of planned) if (skipped.has(p.key)) refused.push({ job: p.job, err: new AppError('INSUFFICIENT_FUNDS') });
      const fills = fillsOf(done, posted, { now, day: today });
      done.forEach((p, i) => settled.push({ job: p.job, execution: fills.executions[i]! }));
      const answers = answersOf(settled, refused);
      // Every write, sent together: the ledger's entries, the fills' rows, then the house side
      // with the keyed orders' answers, so that the house rows, shared by every batch of every
      // process, are locked only from that last statement to the commit.
      await Promise.all([write(), writeFills(tx, fills.rows), finish(answers?.statement)]);
      answers?.stored();
    });
    // Counted before the answers go out: in-process callers queue their next order as soon as they have theirs.
    inFlight = Math.max(batch.length + queue.length, Math.floor(expected() * 0.95));
    lastCommit = performance.now();
    for (const { job, execution } of settled) job.resolve(execution);
    for (const { job, err } of refused) job.reject(err);
    for (const job of taken) job.reject(new KeyTaken());
    return settled.map((s) => s.execution);
  }

  /** Claims the batch's keys; answers the jobs to execute and adds the others to `taken`. */
  async function claim(tx: Tx, jobs: Job[], taken: Job[]): Promise<Job[]> {
    const keyed = jobs.filter((j) => j.request.keyed);
    if (!keyed.length || !deps.keys) return jobs;
    const claimed = await deps.keys.claimMany(tx, keyed.map((j) => j.request.keyed!));
    return jobs.filter((j) => {
      if (!j.request.keyed || claimed.has(j.request.keyed)) return true;
      taken.push(j);
      return false;
    });
  }

  /** The statement that stores the answers of the batch's keyed orders, fills and refusals. */
  function answersOf(settled: { job: Job; execution: Execution }[], refused: { job: Job; err: AppError }[]) {
    if (!deps.keys) return undefined;
    const answers: { keyed: Keyed<never>; answer: Answer }[] = [];
    for (const { job, execution } of settled) if (job.request.keyed) answers.push({ keyed: job.request.keyed as Keyed<never>, answer: job.request.keyed.answer(execution) });
    for (const { job, err } of refused) if (job.request.keyed) answers.push({ keyed: job.request.keyed as Keyed<never>, answer: job.request.keyed.refuse(err) });
    return deps.keys.answersUpdate(answers);
  }

  function plan(job: Job, ids: { orderId: number; tradeId: number }, held: Map<number, Held>, today: string, now: Date): Planned {
    const { orderId: id, tradeId } = ids;
    const r = job.request;
    const book = tradableBook(deps.market.book(r.code));
    const price = marketPriceCents(book, r.side);
    const fees = computeFees(r.schedule, r.side, BigInt(price) * BigInt(r.quantity));
    const fill: Fill = { userId: r.userId, code: r.code, side: r.side, price, quantity: r.quantity, leverage: r.leverage, fees };
    const key = `order:${id}:fill`;
    if (r.side === 'buy') return { job, id, tradeId, fill, key, buy: buyPlan(fill) };
    const scope = [...held.values()].filter((h) => h.userId === r.userId && h.code === r.code && (r.positionId === null || h.id === r.positionId));
    if (r.positionId !== null && scope.length === 0) throw new AppError('NOT_FOUND');
    checkSellQuantity(r.code, r.quantity, scope.reduce((s, p) => s + sellableOf(p, today), 0));
    const sell = sellPlan(fill, allocateSell(scope, r.quantity, today), now);
    applyChanges(held, sell.changes);
    return { job, id, tradeId, fill, key, sell };
  }

  function entryOf(p: Planned): EntryInput {
    const { fill } = p;
    return {
      key: p.key,
      kind: fill.side === 'buy' ? 'trade_buy' : 'trade_sell',
      userId: fill.userId,
      memo: memo(fill.side, { quantity: fill.quantity, code: fill.code }),
      ref: { type: 'order', id: p.id },
      detail: { code: fill.code, quantity: fill.quantity, price: formatMoney(BigInt(fill.price)) },
      lines: p.buy ? p.buy.lines : p.sell!.lines,
    };
  }

  /** The rows of the filled orders (written in one statement) and each order's execution. */
  function fillsOf(done: Planned[], posted: Map<string, number>, at: { now: Date; day: string }): { executions: Execution[]; rows: FillRows } {
    const { now } = at;
    const sellableFrom = deps.market.sessions.nextTradingDay(at.day);
    const executions = done.map((p): Execution => {
      const value = p.buy?.value ?? p.sell!.value;
      const order = orderRow(p.id, p.job.request, at, filledColumns(p.fill, value, p.buy?.borrowed ?? 0n, now));
      const cashAmount = p.buy ? -p.buy.cashOut : p.sell!.cashIn;
      return { order, trade: tradeRow(p.tradeId, p.fill, { orderId: p.id, value, cashAmount, entryId: posted.get(p.key) ?? null, now }) };
    });
    // Two sells of one position in a batch: the later change carries the position's final state.
    const changes = new Map(done.flatMap((p) => p.sell?.changes ?? []).map((c) => [c.id, c]));
    const rows: FillRows = {
      orders: executions.map((e) => e.order),
      trades: executions.map((e) => e.trade!),
      positions: done.flatMap((p) =>
        p.buy ? [newPosition({ ...p.fill, price: BigInt(p.fill.price) }, { orderId: p.id, source: 'order', borrowed: p.buy.borrowed, sellableFrom, now })] : [],
      ),
      closes: done.flatMap((p) => p.sell?.closes.map((c) => newClose(c, { orderId: p.id, tradeId: p.tradeId, now })) ?? []),
      changes: [...changes.values()],
    };
    return { executions, rows };
  }

  return {
    submit,
    /** Resolves once every queued market order has been executed or refused. */
    idle: async () => {
      while (running) await running;
    },
  };
}
