import { INDEX_CODES, MAX_SEARCH_RESULTS, type CandlePeriod, type CandleSeries, type QuoteSort } from '@meridian/contract/market';
import type { Ctx } from '../../platform/context.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { Bus } from '../../platform/bus.ts';
import { ALONE } from '../../platform/leader.ts';
import { AppError } from '../../platform/errors.ts';
import type { SettingsService } from '../settings/service.ts';
import { audit } from '../admin/audit.ts';
import { readSeedFile } from './instruments.ts';
import { createSessions } from './sessions.ts';
import { createSimulatedQuoteSource } from './simulator.ts';
import { indexMembers } from './indices.ts';
import { createTicker, freshQuote, liveCandle, type Book, type Drained, type Mirrored, type Ticker } from './ticker.ts';
import type { QuoteView } from './quote-view.ts';
import { bucketStart, type Candle } from './candles.ts';
import { dayStart, localDay } from './calendar.ts';
import { bandLimits, MARKET } from './rules.ts';
import { rankInstruments } from './search.ts';
import { simulatedDepth } from './depth.ts';
import { createTape } from './tape.ts';
import { basesFor, basesSince, createHistory } from './history.ts';
import { adminItemOf, candleDto, compareBooks, detailOf, searchItemOf, summaryOf } from './views.ts';
import type { QuoteSource } from './quote-source.ts';
import * as repo from './repo.ts';

const EPOCH_KEY = 'market.epoch';
/** One-minute candles are kept this long; day, week and month candles for ever. */
const MINUTE_CANDLE_RETENTION_MS = 7 * 86_400_000;

/**
 * Market data: instruments, the live quotes of the simulated market, candles, search and
 * operators' halts. State lives in memory for speed and is written to the database in batches
 * (every MARKET_PERSIST_MS and at shutdown), so a restart continues from the last price.
 *
 * In a cluster only the leader ticks and writes. After each step it sends the changed
 * instruments' state in one `market.ticks` message; followers mirror it into their own books
 * (and publish the same ticks to their sockets), so every node shows one market, and a
 * follower that takes over continues from the last price it received: no jump back to the
 * last written state. A follower keeps the last two batches it would have written, and writes
 * them when it takes over, so the minutes the dead leader had not written yet are not lost.
 */
export function createMarketService(ctx: Ctx, settings: SettingsService) {
  const { db, clock, bus, config } = ctx;
  const clustered = ctx.leader !== ALONE;
  const sessions = createSessions(config.MARKET_ALWAYS_OPEN ?? config.DEMO, config.MARKET_HOLIDAYS);
  const books = new Map<string, Book>();
  let stocks: Book[] = [];
  let source: QuoteSource | undefined;
  let ticker: Ticker | undefined;
  let epoch = '';
  let stopped = false;
  let flushing: Promise<void> | undefined;
  let retained: Drained[] = [];
  let mirrorTerm = 0;
  let followTimer: NodeJS.Timeout | undefined;

  const must = <T>(value: T | undefined): T => {
    if (value === undefined) throw new AppError('UNAVAILABLE');
    return value;
  };
  const tape = createTape(bus);
  const bookOf = (code: string): Book => {
    const book = books.get(code);
    if (!book) throw new AppError('NOT_FOUND');
    return book;
  };

  async function writeBatch(full: boolean): Promise<void> {
    await write(must(ticker).drain(full));
  }

  async function write(batch: Drained): Promise<void> {
    const t = must(ticker);
    if (batch.quotes.length === 0 && batch.candles.length === 0) return;
    try {
      await db.transaction(async (tx) => {
        await repo.upsertQuotes(tx, batch.quotes);
        await repo.upsertCandles(tx, batch.candles);
      });
    } catch (err) {
      t.requeue(batch);
      throw err;
    }
  }

  /**
   * Writes what changed since the last write (`full`: also every forming week and month
   * candle); one write at a time, later callers queue behind it.
   */
  async function flush(full = false): Promise<void> {
    while (flushing) await flushing.catch(() => undefined);
    if (!ticker || !ctx.leader.leading()) return;
    flushing = writeBatch(full).finally(() => (flushing = undefined));
    return flushing;
  }

  const history = createHistory({ db, clock, source: () => must(source), epoch: () => epoch, books, flush });

  /** Seeds instruments (idempotent), restores the last quotes and candles, and readies the ticker. */
  async function load(): Promise<void> {
    const started = performance.now();
    const now = clock.now();
    await repo.upsertInstruments(db, readSeedFile(), now);
    epoch = (await settings.get<string | null>(EPOCH_KEY, null)) ?? localDay(now);
    await settings.set(EPOCH_KEY, epoch);
    const rows = await repo.loadInstruments(db);
    source = createSimulatedQuoteSource({
      seed: config.MARKET_SEED,
      tickMs: config.TICK_MS,
      instruments: rows,
      volumeDayMs: sessions.alwaysOpen ? 86_400_000 : MARKET.sessionMs,
    });
    const saved = new Map((await repo.loadQuotes(db)).map((q) => [q.code, q]));
    const today = sessions.day(now);
    books.clear();
    for (const inst of rows.sort((a, b) => a.code.localeCompare(b.code))) {
      const q = saved.get(inst.code);
      const quote = q
        ? { code: q.code, day: q.tradingDay, price: q.price, prevClose: q.prevClose, open: q.open, high: q.high, low: q.low, volume: q.volume, turnover: q.turnover, time: q.lastTradeAt }
        : freshQuote(inst.code, inst.refPrice, null, new Date(dayStart(epoch)));
      const band = bandLimits(quote.prevClose, inst.bandPct);
      books.set(inst.code, { inst, quote, band, m1: undefined, baseDay: quote.day ?? today, weekBase: undefined, monthBase: undefined, dirty: false });
    }
    stocks = [...books.values()].filter((b) => b.inst.kind === 'stock');
    await restoreCandles(now);
    const indices = [...books.values()]
      .filter((b) => b.inst.kind === 'index')
      .map((book) => ({ book, members: indexMembers(book.inst.code, rows).flatMap((code) => books.get(code) ?? []) }));
    ticker = createTicker({ books, indices, source, sessions, clock, bus: clustered ? leaderBus() : bus, tickMs: config.TICK_MS });
    if (clustered) followTimer = setInterval(() => void followTurn().catch((err: unknown) => ctx.log.error({ err }, 'market follower turn failed')), config.MARKET_PERSIST_MS).unref();
    ctx.log.info({ instruments: books.size, restoredQuotes: saved.size, epoch, ms: Math.round(performance.now() - started) }, 'market data loaded');
  }

  /** The week/month so far and the minute being formed, as written before the last stop. */
  async function restoreCandles(now: Date): Promise<void> {
    const since = Math.min(...[...books.values()].map((b) => basesSince(b.baseDay)));
    const days = new Map<string, Candle[]>();
    for (const { code, candle } of await repo.candlesSince(db, '1d', new Date(since))) {
      const list = days.get(code) ?? [];
      list.push(candle);
      days.set(code, list);
    }
    for (const book of books.values()) Object.assign(book, basesFor(days.get(book.inst.code) ?? [], book.baseDay));
    const minute = bucketStart('1m', now.getTime());
    for (const { code, candle } of await repo.candlesSince(db, '1m', new Date(minute))) {
      const book = books.get(code);
      if (book && candle.start === minute) book.m1 = candle;
    }
  }

  /** The ticker's bus on a cluster node: ticks go to this process, and the leader's also to the followers, one message per step. */
  function leaderBus(): Bus {
    const changed = new Set<string>();
    const send = () => {
      const t = must(ticker);
      const states = [...changed].flatMap((code) => (books.has(code) ? [t.snapshot(books.get(code)!)] : []));
      changed.clear();
      bus.publish('market.ticks', { term: ctx.leader.term(), states });
    };
    return {
      ...bus,
      publish(topic, payload) {
        bus.publish(topic, payload);
        if (topic !== 'tick' || !ctx.leader.leading()) return;
        if (changed.size === 0) queueMicrotask(send);
        changed.add((payload as { code: string }).code);
      },
    };
  }

  bus.subscribe('market.ticks', (payload) => {
    const { term, states } = payload as { term: number; states: Mirrored[] };
    // A deposed leader's late message (an older term) is ignored.
    if (ctx.leader.leading() || !ticker || term < mirrorTerm) return;
    mirrorTerm = term;
    ticker.mirror(states);
  });

  /**
   * A follower's turn (every MARKET_PERSIST_MS): keeps the last two batches the leader should
   * have written by now; while the bus is down, takes the leader's written quotes from the
   * database instead, so prices here lag by seconds rather than stand still.
   */
  async function followTurn(): Promise<void> {
    if (ctx.leader.leading() || !ticker) return;
    retained = [...retained, ticker.drain()].slice(-2);
    if (bus.linked()) return;
    const states: Mirrored[] = [];
    for (const q of await repo.loadQuotes(db)) {
      const book = books.get(q.code);
      if (!book || !q.tradingDay || q.lastTradeAt.getTime() <= book.quote.time.getTime()) continue;
      const quote = { code: q.code, day: q.tradingDay, price: q.price, prevClose: q.prevClose, open: q.open, high: q.high, low: q.low, volume: q.volume, turnover: q.turnover, time: q.lastTradeAt.getTime() };
      states.push({ code: q.code, quote, m1: book.m1 });
    }
    ticker.mirror(states);
  }

  function setHaltState(code: string, halted: boolean, at: Date | null, reason: string | null): void {
    const book = books.get(code);
    if (!book) return;
    Object.assign(book.inst, { halted, haltedAt: at, haltReason: reason });
  }
  // Halts made by another process (with a shared bus) reach this one's memory too.
  bus.subscribe('market.instrument', (payload) => {
    const p = payload as { code: string; halted: boolean; halted_at: string | null; halt_reason: string | null };
    setHaltState(p.code, p.halted, p.halted_at ? new Date(p.halted_at) : null, p.halt_reason);
  });

  async function changeHalt(code: string, halted: boolean, reason: string | null, by: { operatorId: number; ip: string }) {
    const book = bookOf(code);
    if (book.inst.kind === 'index') throw new AppError('BAD_REQUEST', {}, 422);
    const before = { halted_at: book.inst.haltedAt?.toISOString() ?? null, reason: book.inst.haltReason };
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const updated = await repo.setHalted(tx, code, halted, reason, now);
      if (!updated) throw new AppError('CONFLICT');
      await audit(tx, {
        operatorId: by.operatorId,
        action: halted ? 'instrument.halt' : 'instrument.resume',
        target: code,
        detail: halted ? { reason } : { halted_since: before.halted_at, halt_reason: before.reason },
        ip: by.ip,
        at: now,
      });
      return updated;
    });
    setHaltState(code, row.halted, row.haltedAt, row.haltReason);
    bus.publish('market.instrument', { code, halted: row.halted, halted_at: row.haltedAt?.toISOString() ?? null, halt_reason: row.haltReason });
    must(ticker).publish(book);
    return adminItemOf(book);
  }

  async function candles(code: string, period: CandlePeriod, limit: number): Promise<CandleSeries> {
    const book = bookOf(code);
    if (period !== '1m') await history.ensure(code);
    const list = await repo.latestCandles(db, code, period, limit);
    // The forming candle from memory, so a chart is current between two batched writes.
    const live = liveCandle(book, period);
    const last = list.at(-1);
    if (live && last && last.start === live.start) list[list.length - 1] = live;
    else if (live && (!last || live.start > last.start)) {
      list.push(live);
      if (list.length > limit) list.shift();
    }
    return { code, period, list: list.map(candleDto), simulated: must(source).simulated };
  }

  return {
    load,
    flush,
    sessions,
    isKnownCode: (code: string) => books.has(code),
    /** Runs `n` ticks now (the scheduler's job; tests call it directly). */
    step: (n = 1) => (stopped ? 0 : must(ticker).step(n)),
    epoch: () => epoch,
    /** The read-only view of an instrument's live state; only the market changes it. */
    book: (code: string): QuoteView | undefined => books.get(code),
    /** Five simulated bid/ask levels around the last price, inside the band (depth.ts). */
    depth: (code: string) => ({ ...simulatedDepth(bookOf(code), MARKET.lotSize), simulated: must(source).simulated }),
    /** The latest trades of a code, newest first (tape.ts). */
    trades: (code: string) => ({ code: bookOf(code).inst.code, list: tape.list(code), simulated: must(source).simulated }),
    /** Tests only: the mutable state, to put a price or a halt where a test wants it. */
    liveBook: (code: string): Book | undefined => books.get(code),
    /**
     * This process now leads: writes what the previous leader may not have written (the
     * retained batches, then everything in memory), then ticks on from the prices it holds.
     */
    async lead(): Promise<void> {
      for (const batch of retained.splice(0)) await write(batch);
      await flush(true);
    },
    indices: () => INDEX_CODES.flatMap((code) => books.get(code) ?? []).map(summaryOf),
    quotes(sort: QuoteSort, page: number, size: number) {
      const sorted = [...stocks].sort(compareBooks(sort));
      return { list: sorted.slice((page - 1) * size, page * size).map(summaryOf), total: sorted.length, page, size };
    },
    quote: (code: string) => detailOf(bookOf(code), books.values(), sessions.state(clock.now()), must(source).simulated),
    candles,
    ensureHistory: history.ensure,
    search: (q: string) =>
      rankInstruments([...books.values()].map((b) => b.inst), q)
        .slice(0, MAX_SEARCH_RESULTS)
        .map((inst) => searchItemOf(bookOf(inst.code))),
    adminList(search: string, page: number, size: number) {
      const all = [...books.values()];
      const matched = search.trim()
        ? rankInstruments(all.map((b) => b.inst), search).map((inst) => bookOf(inst.code))
        : all.sort((a, b) => Number(b.inst.halted) - Number(a.inst.halted) || a.inst.code.localeCompare(b.inst.code));
      return { list: matched.slice((page - 1) * size, page * size).map(adminItemOf), total: matched.length, page, size };
    },
    halt: (code: string, reason: string, by: { operatorId: number; ip: string }) => changeHalt(code, true, reason, by),
    resume: (code: string, by: { operatorId: number; ip: string }) => changeHalt(code, false, null, by),
    /** The ticker, the batched writer and the 1-minute candle pruning, run by the scheduler (started in main.ts only). */
    schedule(scheduler: Scheduler): void {
      scheduler.add({ name: 'market.tick', everyMs: config.TICK_MS, run: async () => void (stopped || must(ticker).step(1)) });
      scheduler.add({ name: 'market.persist', everyMs: config.MARKET_PERSIST_MS, run: () => flush() });
      scheduler.add({
        name: 'market.prune-minute-candles',
        everyMs: 3600_000,
        run: () => repo.pruneMinuteCandles(db, new Date(clock.now().getTime() - MINUTE_CANDLE_RETENTION_MS)),
      });
    },
    /** Stops ticking and writes the last state (called when the app closes). */
    async shutdown(): Promise<void> {
      stopped = true;
      tape.stop();
      clearInterval(followTimer);
      await flush(true);
    },
  };
}
export type MarketService = ReturnType<typeof createMarketService>;
