import type { ClosedPosition, Order, Position, Trade } from '@meridian/contract/trading';
import { formatMoney, roundCents } from '../../platform/money.ts';
import type { QuoteView } from '../market/quote-view.ts';
import { feeLinesDto } from './fees.ts';
import type { CloseRow, OrderRow, PositionRow, TradeRow } from './tables.ts';

/** How the trading rows are shown over the API (contract: @meridian/contract/trading). */

export type Names = (code: string) => QuoteView | undefined;
const nameOf = (books: Names, code: string) => books(code)?.inst.nameZh ?? code;
const nameEnOf = (books: Names, code: string) => books(code)?.inst.nameEn ?? code;
const iso = (d: Date | null) => d?.toISOString() ?? null;
const money = (v: bigint | null) => (v === null ? null : formatMoney(v));

/** num / den in percent with two decimals, rounded half-up ("0.00" when there is no base). */
export function percent(num: bigint, den: bigint): string {
  return den > 0n ? formatMoney(roundCents(num * 10_000n, den)) : '0.00';
}

export function orderView(o: OrderRow, books: Names, simulated: boolean): Order {
  const filled = o.state === 'filled' && o.value !== null;
  const fees = filled ? { commission: o.commission ?? 0n, transferFee: o.transferFee ?? 0n, stampDuty: o.stampDuty ?? 0n } : null;
  const feeTotal = fees ? fees.commission + fees.transferFee + fees.stampDuty : 0n;
  return {
    id: o.id,
    code: o.code,
    name: nameOf(books, o.code),
    name_en: nameEnOf(books, o.code),
    side: o.side,
    type: o.type,
    state: o.state,
    quantity: o.quantity,
    limit_price: money(o.limitPrice),
    leverage: o.leverage,
    position_id: o.positionId,
    frozen: formatMoney(o.state === 'open' ? o.frozen : 0n),
    fill_price: money(o.fillPrice),
    value: filled ? money(o.value) : null,
    fees: fees ? feeLinesDto(fees) : null,
    total: filled ? formatMoney(o.side === 'buy' ? o.value! + feeTotal : o.value! - feeTotal) : null,
    created_at: o.createdAt.toISOString(),
    filled_at: iso(o.filledAt),
    expires_at: o.state === 'open' || o.state === 'expired' ? iso(o.expiresAt) : null,
    closed_at: iso(o.closedAt),
    simulated,
  };
}

export type LivePosition = { row: PositionRow; price: bigint; marketValue: bigint; floatingPl: bigint; sellable: number; locked: boolean; reserved: number };

/** A position valued at `price` (the live price; the buy price when the instrument has no quote). */
export function livePosition(row: PositionRow, book: QuoteView | undefined, reserved: number, today: string): LivePosition {
  const price = book ? BigInt(book.quote.price) : row.buyPrice;
  const marketValue = price * BigInt(row.quantity);
  return {
    row,
    price,
    marketValue,
    floatingPl: marketValue - row.cost - row.buyFee - row.interest,
    sellable: row.sellableFrom <= today ? Math.max(0, row.quantity - reserved) : 0,
    locked: row.sellableFrom > today,
    reserved,
  };
}

export function positionView(p: LivePosition, books: Names, marginCallPct: number, simulated: boolean): Position {
  const { row } = p;
  const capital = row.cost - row.borrowed + row.buyFee;
  const leveraged = row.leverage > 1 && row.borrowed > 0n;
  const equity = p.marketValue - row.borrowed - row.interest;
  const margin = leveraged && p.marketValue > 0n ? percent(equity, p.marketValue) : null;
  return {
    id: row.id,
    code: row.code,
    name: nameOf(books, row.code),
    name_en: nameEnOf(books, row.code),
    source: row.source,
    quantity: row.quantity,
    sellable: p.sellable,
    buy_price: formatMoney(row.buyPrice),
    buy_value: formatMoney(row.cost),
    buy_fee: formatMoney(row.buyFee),
    buy_time: row.buyTime.toISOString(),
    sellable_from: row.sellableFrom,
    locked: p.locked,
    reserved: p.reserved,
    leverage: row.leverage,
    capital: formatMoney(capital),
    borrowed: formatMoney(row.borrowed),
    interest: formatMoney(row.interest),
    price: formatMoney(p.price),
    market_value: formatMoney(p.marketValue),
    floating_pl: formatMoney(p.floatingPl),
    floating_pl_pct: percent(p.floatingPl, capital),
    margin_pct: margin,
    margin_call: leveraged && equity * 100n < p.marketValue * BigInt(marginCallPct),
    simulated,
  };
}

export function closedView(c: CloseRow, books: Names): ClosedPosition {
  const transactionFee = c.commission + c.transferFee;
  const capital = c.buyValue - c.borrowed + c.buyFee;
  return {
    id: c.id,
    position_id: c.positionId,
    code: c.code,
    name: nameOf(books, c.code),
    name_en: nameEnOf(books, c.code),
    reason: c.reason,
    quantity: c.quantity,
    leverage: c.leverage,
    buy_price: formatMoney(c.buyPrice),
    buy_value: formatMoney(c.buyValue),
    buy_fee: formatMoney(c.buyFee),
    buy_time: c.buyTime.toISOString(),
    sell_price: formatMoney(c.sellPrice),
    sell_value: formatMoney(c.sellValue),
    sell_time: c.createdAt.toISOString(),
    transaction_fee: formatMoney(transactionFee),
    stamp_duty: formatMoney(c.stampDuty),
    closing_fee: formatMoney(transactionFee + c.stampDuty),
    interest: formatMoney(c.interest),
    realised_pl: formatMoney(c.realisedPl),
    realised_pl_pct: percent(c.realisedPl, capital),
  };
}

export function tradeView(t: TradeRow, books: Names): Trade {
  return {
    id: t.id,
    order_id: t.orderId,
    code: t.code,
    name: nameOf(books, t.code),
    name_en: nameEnOf(books, t.code),
    side: t.side,
    source: t.source,
    price: formatMoney(t.price),
    quantity: t.quantity,
    value: formatMoney(t.value),
    fees: feeLinesDto(t),
    cash_amount: formatMoney(t.cashAmount),
    time: t.createdAt.toISOString(),
  };
}
