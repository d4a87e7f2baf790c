import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { CandlePeriod } from '@meridian/contract/market';
import type { Db, Tx } from '../../db/client.ts';
import { candles, instruments, quotes, type InstrumentRow, type QuoteRow } from './tables.ts';
import type { SeedInstrument } from './instruments.ts';
import type { Candle } from './candles.ts';
import type { CandleRecord, LiveQuote } from './ticker.ts';

/** Rows per statement: keeps every insert well under PostgreSQL's 65 535 parameters. */
const CHUNK = 1000;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Idempotent seed: new instruments are added; known ones get their descriptive fields
 * refreshed. The reference price and P/E are kept, because history and quotes start there.
 * Halts are operators' decisions and are never touched by a seed.
 */
export async function upsertInstruments(db: Db, rows: readonly SeedInstrument[], now: Date): Promise<void> {
  for (const part of chunks(rows, 500)) {
    await db
      .insert(instruments)
      .values(part.map((r) => ({ ...r, updatedAt: now })))
      .onConflictDoUpdate({
        target: instruments.code,
        set: {
          exchange: excluded('exchange'),
          board: excluded('board'),
          kind: excluded('kind'),
          nameZh: excluded('name_zh'),
          nameEn: excluded('name_en'),
          pinyinFull: excluded('pinyin_full'),
          pinyinInitials: excluded('pinyin_initials'),
          industry: excluded('industry'),
          sector: excluded('sector'),
          sharesOutstanding: excluded('shares_outstanding'),
          tickCents: excluded('tick_cents'),
          bandPct: excluded('band_pct'),
          updatedAt: excluded('updated_at'),
        },
      });
  }
}

export const loadInstruments = (db: Db): Promise<InstrumentRow[]> => db.select().from(instruments);
export const loadQuotes = (db: Db): Promise<QuoteRow[]> => db.select().from(quotes);

/**
 * A PostgreSQL array literal for `unnest`: one parameter per column instead of one per value,
 * which makes batch upserts several times faster (most of all on PGlite). Only plain tokens
 * (codes, numbers, dates, ISO times) may go in, so no element ever needs quoting.
 */
export function arrayLiteral(values: readonly (string | number | Date | null)[]): string {
  const items = values.map((v) => {
    if (v === null) return 'NULL';
    const text = v instanceof Date ? v.toISOString() : String(v);
    if (!/^[A-Za-z0-9:.+-]+$/.test(text)) throw new Error(`not a plain array element: ${text}`);
    return text;
  });
  return `{${items.join(',')}}`;
}

export async function upsertQuotes(db: Db | Tx, rows: readonly LiveQuote[]): Promise<void> {
  for (const part of chunks(rows, 5000)) {
    const col = (pick: (q: LiveQuote) => string | number | Date | null) => arrayLiteral(part.map(pick));
    await db.execute(sql`
      INSERT INTO quotes (code, trading_day, price, prev_close, open, high, low, volume, turnover, last_trade_at)
      SELECT * FROM unnest(${col((q) => q.code)}::text[], ${col((q) => q.day)}::date[], ${col((q) => q.price)}::bigint[],
        ${col((q) => q.prevClose)}::bigint[], ${col((q) => q.open)}::bigint[], ${col((q) => q.high)}::bigint[], ${col((q) => q.low)}::bigint[],
        ${col((q) => q.volume)}::bigint[], ${col((q) => q.turnover)}::bigint[], ${col((q) => q.time)}::timestamptz[])
      ON CONFLICT (code) DO UPDATE SET trading_day = excluded.trading_day, price = excluded.price, prev_close = excluded.prev_close,
        open = excluded.open, high = excluded.high, low = excluded.low, volume = excluded.volume, turnover = excluded.turnover,
        last_trade_at = excluded.last_trade_at`);
  }
}

/** Candles through `unnest`; `onConflict` decides whether a stored candle is replaced or kept. */
async function writeCandles(db: Db | Tx, records: readonly CandleRecord[], onConflict: 'update' | 'keep'): Promise<void> {
  for (const part of chunks(records, 5000)) {
    const col = (pick: (r: CandleRecord) => string | number | Date) => arrayLiteral(part.map(pick));
    const conflict =
      onConflict === 'update'
        ? sql`DO UPDATE SET open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close, volume = excluded.volume, turnover = excluded.turnover`
        : sql`DO NOTHING`;
    await db.execute(sql`
      INSERT INTO candles (code, period, start_at, open, high, low, close, volume, turnover)
      SELECT * FROM unnest(${col((r) => r.code)}::text[], ${col((r) => r.period)}::text[], ${col((r) => new Date(r.candle.start))}::timestamptz[],
        ${col((r) => r.candle.open)}::bigint[], ${col((r) => r.candle.high)}::bigint[], ${col((r) => r.candle.low)}::bigint[],
        ${col((r) => r.candle.close)}::bigint[], ${col((r) => r.candle.volume)}::bigint[], ${col((r) => r.candle.turnover)}::bigint[])
      ON CONFLICT (code, period, start_at) ${conflict}`);
  }
}

/** Writes candles; the last record per (code, period, start) wins, as one statement cannot touch a row twice. */
export async function upsertCandles(db: Db | Tx, records: readonly CandleRecord[]): Promise<void> {
  const unique = new Map<string, CandleRecord>();
  for (const r of records) unique.set(`${r.code}|${r.period}|${r.candle.start}`, r);
  await writeCandles(db, [...unique.values()], 'update');
}

/** History never overwrites a candle the live market already wrote. */
export async function insertCandlesIfAbsent(db: Db | Tx, records: readonly CandleRecord[]): Promise<void> {
  await writeCandles(db, records, 'keep');
}

const toCandle = (row: { startAt: Date; open: number; high: number; low: number; close: number; volume: number; turnover: number }): Candle => ({
  start: row.startAt.getTime(),
  open: row.open,
  high: row.high,
  low: row.low,
  close: row.close,
  volume: row.volume,
  turnover: row.turnover,
});

/** The latest `limit` candles, ascending. */
export async function latestCandles(db: Db, code: string, period: CandlePeriod, limit: number): Promise<Candle[]> {
  const rows = await db
    .select()
    .from(candles)
    .where(and(eq(candles.code, code), eq(candles.period, period)))
    .orderBy(desc(candles.startAt))
    .limit(limit);
  return rows.reverse().map(toCandle);
}

/** Candles of one period from `since` on, for every code (or one), ascending per code. */
export async function candlesSince(db: Db | Tx, period: CandlePeriod, since: Date, code?: string): Promise<{ code: string; candle: Candle }[]> {
  const rows = await db
    .select()
    .from(candles)
    .where(and(eq(candles.period, period), gte(candles.startAt, since), code === undefined ? undefined : eq(candles.code, code)))
    .orderBy(candles.code, candles.startAt);
  return rows.map((r) => ({ code: r.code, candle: toCandle(r) }));
}

export async function markHistoryFilled(db: Db | Tx, code: string, at: Date): Promise<void> {
  await db.update(instruments).set({ historyFilledAt: at }).where(eq(instruments.code, code));
}

/** Sets the halt state only if it differs; answers the row, or undefined when it was already so. */
export async function setHalted(tx: Tx, code: string, halted: boolean, reason: string | null, at: Date): Promise<InstrumentRow | undefined> {
  const [row] = await tx
    .update(instruments)
    .set({ halted, haltedAt: halted ? at : null, haltReason: halted ? reason : null, updatedAt: at })
    .where(and(eq(instruments.code, code), eq(instruments.halted, !halted)))
    .returning();
  return row;
}

export async function pruneMinuteCandles(db: Db, before: Date): Promise<void> {
  await db.delete(candles).where(and(eq(candles.period, '1m'), lt(candles.startAt, before)));
}
