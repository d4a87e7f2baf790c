import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Instrument, QuoteSource } from './quote-source.ts';
import type { Book, CandleRecord } from './ticker.ts';
import { bucketStart, rollup, type Candle } from './candles.ts';
import { addDays, addYears, dayStart, firstOfMonth, mondayOf, weekdaysBetween } from './calendar.ts';
import { candlesSince, insertCandlesIfAbsent, markHistoryFilled, upsertCandles } from './repo.ts';

/**
 * Chart history before the market's first start ("the epoch", kept in app settings): a bit
 * over two years of weekday candles per instrument, ending on the last weekday before the
 * epoch at the reference price, with week and month candles rolled up from them. Made
 * deterministically by the quote source and written lazily, the first time an instrument's
 * day/week/month chart is asked for, so a first start never waits for it.
 */
export function historyRecords(inst: Instrument, source: QuoteSource, epoch: string): CandleRecord[] {
  const days = weekdaysBetween(addDays(addYears(epoch, -2), -7), addDays(epoch, -1));
  const daily: Candle[] = source.history(inst, days, inst.refPrice).map((bar) => ({
    start: dayStart(bar.day),
    open: bar.open,
    high: bar.high,
    low: bar.low,
    close: bar.close,
    volume: bar.volume,
    turnover: bar.turnover,
  }));
  return [
    ...daily.map((candle) => ({ code: inst.code, period: '1d' as const, candle })),
    ...rollup(daily, '1w').map((candle) => ({ code: inst.code, period: '1w' as const, candle })),
    ...rollup(daily, '1M').map((candle) => ({ code: inst.code, period: '1M' as const, candle })),
  ];
}

/** Start of the earliest day a book's week and month bases can need. */
export const basesSince = (baseDay: string) => Math.min(dayStart(mondayOf(baseDay)), dayStart(firstOfMonth(baseDay)));

/** The week and month so far, from the day candles before `baseDay` (ascending in). */
export function basesFor(days: readonly Candle[], baseDay: string): { weekBase: Candle | undefined; monthBase: Candle | undefined } {
  const end = dayStart(baseDay);
  const monday = dayStart(mondayOf(baseDay));
  const first = dayStart(firstOfMonth(baseDay));
  return {
    weekBase: rollup(days.filter((d) => d.start >= monday && d.start < end), '1w')[0],
    monthBase: rollup(days.filter((d) => d.start >= first && d.start < end), '1M')[0],
  };
}

export type HistoryDeps = {
  db: Db;
  clock: Clock;
  source: () => QuoteSource;
  epoch: () => string;
  books: Map<string, Book>;
  /** Writes pending live candles first, so the bases read back include them. */
  flush: () => Promise<void>;
};

export function createHistory(deps: HistoryDeps) {
  const { db, books } = deps;
  const inflight = new Map<string, Promise<void>>();

  /** Re-reads a book's week and month bases after history was added under them. */
  async function refreshBases(book: Book): Promise<void> {
    for (;;) {
      const day = book.baseDay;
      const rows = await candlesSince(db, '1d', new Date(basesSince(day)), book.inst.code);
      if (book.baseDay !== day) continue; // the day rolled over while reading: read again
      Object.assign(book, basesFor(rows.map((r) => r.candle), day));
      book.dirty = true;
      return;
    }
  }

  async function fill(book: Book): Promise<void> {
    const records = historyRecords(book.inst, deps.source(), deps.epoch());
    const now = deps.clock.now();
    await deps.flush();
    const epochStart = dayStart(deps.epoch());
    await db.transaction(async (tx) => {
      await insertCandlesIfAbsent(tx, records);
      // The week and the month of the first start hold history days and live days: rebuild
      // both from all their day candles, as the live market may have written them already.
      const buckets = (['1w', '1M'] as const).map((period) => ({ period, start: bucketStart(period, epochStart) }));
      const days = await candlesSince(tx, '1d', new Date(Math.min(...buckets.map((b) => b.start))), book.inst.code);
      const rebuilt = buckets.flatMap(({ period, start }) =>
        rollup(days.map((d) => d.candle).filter((c) => bucketStart(period, c.start) === start), period).map((candle) => ({ code: book.inst.code, period, candle })),
      );
      await upsertCandles(tx, rebuilt);
      await markHistoryFilled(tx, book.inst.code, now);
    });
    book.inst.historyFilledAt = now;
    await refreshBases(book);
  }

  return {
    /** Makes sure the instrument's history is in the database; concurrent callers share one fill. */
    ensure(code: string): Promise<void> {
      const book = books.get(code);
      if (!book || book.inst.historyFilledAt) return Promise.resolve();
      let running = inflight.get(code);
      if (!running) {
        running = fill(book).finally(() => inflight.delete(code));
        inflight.set(code, running);
      }
      return running;
    },
  };
}
