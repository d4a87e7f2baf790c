import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Board, CandlePeriod, Exchange, InstrumentKind } from '@meridian/contract/market';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Integer cents (or whole shares): money is never a float (docs/design.md, Money). */
const int8 = (name: string) => bigint(name, { mode: 'number' });

/** Listed instruments, seeded at every start from data/instruments.json (idempotent). */
export const instruments = pgTable(
  'instruments',
  {
    code: text('code').primaryKey(),
    exchange: text('exchange').$type<Exchange>().notNull(),
    board: text('board').$type<Board>().notNull(),
    kind: text('kind').$type<InstrumentKind>().notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    pinyinFull: text('pinyin_full').notNull(),
    pinyinInitials: text('pinyin_initials').notNull(),
    industry: text('industry').notNull().default(''),
    sector: text('sector').notNull().default(''),
    sharesOutstanding: int8('shares_outstanding').notNull(),
    /** Price in cents on the day before the market's first start; history ends there. */
    refPrice: int8('ref_price').notNull(),
    /**
     * Trailing P/E at `ref_price`, in hundredths (integer, exact); negative = loss-making, null for
     * an index. Earnings per share are thus ref_price / ref_pe, and P/E now = ref_pe × price / ref_price.
     */
    refPe: integer('ref_pe'),
    tickCents: integer('tick_cents').notNull().default(1),
    /** Daily band in percent of the previous close; null (no band) for an index. */
    bandPct: integer('band_pct'),
    halted: boolean('halted').notNull().default(false),
    haltedAt: at('halted_at'),
    haltReason: text('halt_reason'),
    /** Set once the deterministic daily history has been written (lazily, on first request). */
    historyFilledAt: at('history_filled_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('instruments_exchange_ck', sql`${t.exchange} IN ('SH', 'SZ')`),
    check('instruments_board_ck', sql`${t.board} IN ('main', 'chinext', 'star', 'index')`),
    check('instruments_kind_ck', sql`${t.kind} IN ('stock', 'index')`),
    check('instruments_prices_ck', sql`${t.refPrice} > 0 AND ${t.sharesOutstanding} >= 0 AND ${t.tickCents} > 0`),
  ],
);

/** The latest quote per instrument, written in batches so a restart continues from the last price. */
export const quotes = pgTable(
  'quotes',
  {
    code: text('code')
      .primaryKey()
      .references(() => instruments.code),
    tradingDay: date('trading_day', { mode: 'string' }),
    price: int8('price').notNull(),
    prevClose: int8('prev_close').notNull(),
    open: int8('open').notNull(),
    high: int8('high').notNull(),
    low: int8('low').notNull(),
    volume: int8('volume').notNull(),
    turnover: int8('turnover').notNull(),
    lastTradeAt: at('last_trade_at').notNull(),
  },
  (t) => [check('quotes_prices_ck', sql`${t.price} > 0 AND ${t.low} <= ${t.high} AND ${t.volume} >= 0`)],
);

/** OHLCV per bucket; periods 1m, 1d, 1w (from Monday), 1M (from the 1st), buckets in Asia/Shanghai. */
export const candles = pgTable(
  'candles',
  {
    code: text('code')
      .notNull()
      .references(() => instruments.code),
    period: text('period').$type<CandlePeriod>().notNull(),
    startAt: at('start_at').notNull(),
    open: int8('open').notNull(),
    high: int8('high').notNull(),
    low: int8('low').notNull(),
    close: int8('close').notNull(),
    volume: int8('volume').notNull(),
    turnover: int8('turnover').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.period, t.startAt] }),
    check('candles_period_ck', sql`${t.period} IN ('1m', '1d', '1w', '1M')`),
    check('candles_ohlc_ck', sql`${t.low} <= ${t.high} AND ${t.volume} >= 0`),
    index('candles_period_start_idx').on(t.period, t.startAt),
  ],
);

export type InstrumentRow = typeof instruments.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
export type CandleRow = typeof candles.$inferSelect;
