import type { AdminInstrument, Candle as CandleDto, QuoteDetail, QuoteSort, QuoteSummary, SearchItem, SessionState } from '@meridian/contract/market';
import type { Candle } from './candles.ts';
import { tickOf, type Book } from './ticker.ts';
import { centsToString, divRound, percentString } from './format.ts';
import { MARKET } from './rules.ts';

/** How the market's in-memory state is shown over the API (contract: @meridian/contract/market). */
export function summaryOf(book: Book): QuoteSummary {
  const { inst } = book;
  return { ...tickOf(book), name: inst.nameZh, name_en: inst.nameEn, exchange: inst.exchange, board: inst.board, kind: inst.kind };
}

/** P/E now, in hundredths: the reference P/E scaled by the price move (earnings per share stay fixed). */
export function peHundredths(book: Book): number | null {
  const { refPe, refPrice } = book.inst;
  if (refPe === null || refPe <= 0) return null;
  return divRound(refPe * book.quote.price, refPrice);
}

/** Median P/E (hundredths) of the profitable stocks in `industry`, at current prices. */
export function industryPe(books: Iterable<Book>, industry: string): number | null {
  if (!industry) return null;
  const values: number[] = [];
  for (const b of books) {
    if (b.inst.kind !== 'stock' || b.inst.industry !== industry) continue;
    const pe = peHundredths(b);
    if (pe !== null) values.push(pe);
  }
  if (values.length === 0) return null;
  values.sort((a, b) => a - b);
  const mid = Math.floor(values.length / 2);
  return values.length % 2 ? (values[mid] ?? null) : divRound((values[mid - 1] ?? 0) + (values[mid] ?? 0), 2);
}

export function detailOf(book: Book, all: Iterable<Book>, session: SessionState, simulated: boolean): QuoteDetail {
  const { inst, band } = book;
  const pe = peHundredths(book);
  const indPe = industryPe(all, inst.industry);
  return {
    ...summaryOf(book),
    industry: inst.industry,
    sector: inst.sector,
    pe: pe === null ? null : centsToString(pe),
    industry_pe: indPe === null ? null : centsToString(indPe),
    limit_up: band ? centsToString(band.up) : null,
    limit_down: band ? centsToString(band.down) : null,
    band_pct: inst.bandPct,
    shares_outstanding: inst.sharesOutstanding,
    market_cap: inst.kind === 'stock' ? centsToString(inst.sharesOutstanding * book.quote.price) : null,
    lot_size: MARKET.lotSize,
    tick_size: centsToString(inst.tickCents),
    halt_reason: inst.haltReason,
    halted_at: inst.haltedAt?.toISOString() ?? null,
    session,
    simulated,
  };
}

export function searchItemOf(book: Book): SearchItem {
  const { inst, quote } = book;
  return {
    code: inst.code,
    name: inst.nameZh,
    name_en: inst.nameEn,
    exchange: inst.exchange,
    board: inst.board,
    kind: inst.kind,
    pinyin_initials: inst.pinyinInitials,
    price: centsToString(quote.price),
    change_pct: percentString(quote.price - quote.prevClose, quote.prevClose),
    halted: inst.halted,
  };
}

export function adminItemOf(book: Book): AdminInstrument {
  const { inst, quote } = book;
  return {
    code: inst.code,
    name: inst.nameZh,
    name_en: inst.nameEn,
    exchange: inst.exchange,
    board: inst.board,
    kind: inst.kind,
    industry: inst.industry,
    price: centsToString(quote.price),
    change_pct: percentString(quote.price - quote.prevClose, quote.prevClose),
    halted: inst.halted,
    halted_at: inst.haltedAt?.toISOString() ?? null,
    halt_reason: inst.haltReason,
  };
}

export function candleDto(c: Candle): CandleDto {
  return {
    start_at: new Date(c.start).toISOString(),
    open: centsToString(c.open),
    high: centsToString(c.high),
    low: centsToString(c.low),
    close: centsToString(c.close),
    volume: c.volume,
    turnover: centsToString(c.turnover),
  };
}

/** Exact order by change ratio (cross-multiplied, no division), ties by code. */
export function compareBooks(sort: QuoteSort) {
  const change = (b: Book) => b.quote.price - b.quote.prevClose;
  const byRatio = (a: Book, b: Book) => change(a) * b.quote.prevClose - change(b) * a.quote.prevClose;
  const byCode = (a: Book, b: Book) => a.inst.code.localeCompare(b.inst.code);
  switch (sort) {
    case 'gainers':
      return (a: Book, b: Book) => byRatio(b, a) || byCode(a, b);
    case 'losers':
      return (a: Book, b: Book) => byRatio(a, b) || byCode(a, b);
    case 'volume':
      return (a: Book, b: Book) => b.quote.volume - a.quote.volume || byCode(a, b);
    case 'turnover':
      return (a: Book, b: Book) => b.quote.turnover - a.quote.turnover || byCode(a, b);
  }
}
