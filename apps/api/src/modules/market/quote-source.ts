import type { InstrumentRow } from './tables.ts';

/**
 * Where prices come from (docs/design.md, Market and orders), after ghostfolio's data-provider idea: one interface,
 * the simulator is one provider, a licensed vendor feed would be another. The ticker owns the
 * quotes, candles, band enforcement, indices and publishing; a source only says what traded.
 * All prices are integer cents; volumes whole shares.
 */
export type Instrument = InstrumentRow;

/** A stock as the ticker hands it to the source: its day so far. */
export type SourceStock = {
  code: string;
  prevClose: number;
  price: number;
  /** Today's price band, or null when the instrument has none. */
  band: { up: number; down: number } | null;
};

/** One tick's trading in one stock: the last price, and the shares and money traded in the tick. */
export type Trade = { code: string; price: number; volume: number; turnover: number };

export type TickContext = {
  at: Date;
  /** Trading day, 'YYYY-MM-DD' in Asia/Shanghai. */
  day: string;
  /** Number of the tick within the day; with the seed it fixes the random draws. */
  slot: number;
  /** 0 at the day's open, 1 at its close. */
  fraction: number;
};

export type DailyBar = { day: string; open: number; high: number; low: number; close: number; volume: number; turnover: number };

export type QuoteSource = {
  readonly name: string;
  /** True for the simulator: every price screen must then say "simulated" (docs/integrity.md). */
  readonly simulated: boolean;
  /** What traded during this tick among the given (not halted) stocks. A stock that did not trade is absent. */
  trades(ctx: TickContext, stocks: readonly SourceStock[]): Trade[];
  /** Daily bars for `days` (ascending), the last one closing at `lastClose`. */
  history(instrument: Instrument, days: readonly string[], lastClose: number): DailyBar[];
};
