import type { Order, OrderPreview, OrderSide, OrderType, Ticket } from '@meridian/contract/trading';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney } from '../../platform/money.ts';
import type { Keyed } from '../idempotency/service.ts';
import type { Ledger } from '../ledger/service.ts';
import type { Sessions } from '../market/sessions.ts';
import type { QuoteView } from '../market/quote-view.ts';
import type { Broker, Execution, PlaceRequest } from './broker.ts';
import { computeFees, feeLinesDto, feeScheduleDto, type FeeSchedule } from './fees.ts';
import {
  buyLot,
  checkBuyQuantity,
  checkQuantityGiven,
  checkSellQuantity,
  checkSessionOpen,
  limitPriceCents,
  marketPriceCents,
  tradableBook,
} from './order-rules.ts';
import { allocateSell, borrowedPart, sellableOf } from './plan.ts';
import type { Reads } from './reads.ts';
import type { TradingSettings } from './settings.ts';
import type { OrderRow } from './tables.ts';
import { orderView } from './views.ts';

export type OrderInput = {
  code: string;
  side: OrderSide;
  type: OrderType;
  quantity: number;
  price?: string | undefined;
  leverage: number;
  position_id?: number | undefined;
};

export type OrderDeps = {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  market: { book(code: string): QuoteView | undefined; sessions: Sessions };
  settings: TradingSettings;
  broker: Broker;
  reads: Reads;
  identity: { requireVerified(userId: number): Promise<string> };
  account: { verifyPayPassword(userId: number, pin: string, beforeCounted?: () => Promise<void>): Promise<void> };
};

/**
 * The order ticket, the preview and placing, cancelling and closing. Every rule is checked here
 * before the broker sees an order (and the broker checks cash and shares again under its locks);
 * the preview runs the same checks and stores nothing.
 */
export function createOrders(deps: OrderDeps) {
  const { clock, market, settings, broker, reads } = deps;

  /** Every rule that needs no lock; answers the broker's request and the figures at the price used. */
  async function prepare(userId: number, input: OrderInput) {
    checkQuantityGiven(input.quantity);
    const book = tradableBook(market.book(input.code));
    checkSessionOpen(market.sessions, clock.now());
    const leverage = input.side === 'buy' ? input.leverage : 1;
    if (leverage > 1 && !(await settings.leverage()).multipliers.includes(leverage)) throw new AppError('LEVERAGE_NOT_OFFERED', { leverage });
    if (input.side === 'buy') checkBuyQuantity(input.code, input.quantity);
    const limit = input.type === 'limit' ? limitPriceCents(book, input.price) : null;
    const price = limit ?? marketPriceCents(book, input.side);
    const schedule = await settings.fees();
    const value = BigInt(price) * BigInt(input.quantity);
    const fees = computeFees(schedule, input.side, value);
    const borrowed = borrowedPart(value, leverage);
    const request: PlaceRequest = {
      userId,
      code: input.code,
      side: input.side,
      type: input.type,
      quantity: input.quantity,
      limitPrice: limit,
      leverage,
      positionId: input.side === 'sell' ? (input.position_id ?? null) : null,
      schedule,
    };
    return { request, price, value, fees, borrowed };
  }

  /** A sell's shares, checked against what is held now (the broker checks again under the positions' locks). */
  async function checkShares(userId: number, r: PlaceRequest): Promise<void> {
    const held = await reads.holdings(userId, r.positionId === null ? { code: r.code } : { id: r.positionId });
    const scope = held.filter((h) => h.code === r.code);
    if (r.positionId !== null && scope.length === 0) throw new AppError('NOT_FOUND');
    const today = market.sessions.day(clock.now());
    checkSellQuantity(r.code, r.quantity, scope.reduce((s, p) => s + sellableOf(p, today), 0));
    allocateSell(scope, r.quantity, today);
  }

  /** The preview of an order: an account without a verified identity cannot trade, which is the first thing it is told. */
  async function preview(userId: number, input: OrderInput): Promise<OrderPreview> {
    await deps.identity.requireVerified(userId);
    const p = await prepare(userId, input);
    const own = p.value - p.borrowed;
    if (input.side === 'sell') await checkShares(userId, p.request);
    else if ((await deps.ledger.balances(deps.db, userId)).cash_available < own + p.fees.total) throw new AppError('INSUFFICIENT_FUNDS');
    return {
      code: input.code,
      side: input.side,
      type: input.type,
      quantity: input.quantity,
      price: formatMoney(BigInt(p.price)),
      value: formatMoney(p.value),
      fees: feeLinesDto(p.fees),
      total: formatMoney(input.side === 'buy' ? p.value + p.fees.total : p.value - p.fees.total),
      leverage: p.request.leverage,
      own_funds: formatMoney(input.side === 'buy' ? own + p.fees.total : 0n),
      borrowed: formatMoney(p.borrowed),
    };
  }

  /** Places an order: identity, then the rules, then the trading password (so a refused order costs no attempt), then the broker. */
  /** `keyed`: the request's Idempotency-Key, committed by the broker with the order (market orders). */
  async function place(userId: number, input: OrderInput & { pay_password: string }, keyed?: Keyed<Order>) {
    await deps.identity.requireVerified(userId);
    const { request } = await prepare(userId, input);
    // A retry of a committed keyed order is answered there, before its attempt would be counted again.
    await deps.account.verifyPayPassword(userId, input.pay_password, keyed && (() => keyed.ensureNew()));
    const view = (order: OrderRow) => orderView(order, market.book, broker.simulated);
    const { order } = await broker.place({ ...request, keyed: keyed?.mapped((e: Execution) => view(e.order)) });
    return view(order);
  }

  /**
   * For trusted server code (benchmarks, other modules): the same checks and the same broker
   * path as `place`, without the identity and trading-password checks a person's request needs.
   * `clientKey` (optional) makes a retry answer the first order.
   */
  async function placeDirect(userId: number, input: OrderInput, clientKey?: string) {
    const { request } = await prepare(userId, input);
    const { order } = await broker.place({ ...request, clientKey: clientKey ?? null });
    return orderView(order, market.book, broker.simulated);
  }

  async function cancel(userId: number, orderId: number) {
    return orderView(await broker.cancel(userId, orderId), market.book, broker.simulated);
  }

  /** A sell of one position's shares (all or part), market or limit. */
  async function closePosition(
    userId: number,
    positionId: number,
    input: { quantity: number; type: OrderType; price?: string | undefined; pay_password: string },
    keyed?: Keyed<Order>,
  ) {
    const [position] = await reads.holdings(userId, { id: positionId });
    if (!position) throw new AppError('NOT_FOUND');
    return place(userId, { ...input, code: position.code, side: 'sell', leverage: 1, position_id: positionId }, keyed);
  }

  async function ticket(userId: number, code: string): Promise<Ticket> {
    const book = market.book(code);
    if (!book) throw new AppError('NOT_FOUND');
    if (book.inst.kind !== 'stock') throw new AppError('INDEX_NOT_TRADABLE');
    const now = clock.now();
    const [schedule, lev, balances, held] = await Promise.all([
      settings.fees(),
      settings.leverage(),
      deps.ledger.balances(deps.db, userId),
      reads.holdings(userId, { code }),
    ]);
    const ask = marketPriceCents(book, 'buy');
    const lot = buyLot(code);
    const cents = (n: number) => formatMoney(BigInt(n));
    const today = market.sessions.day(now);
    return {
      code,
      name: book.inst.nameZh,
      name_en: book.inst.nameEn,
      price: cents(book.quote.price),
      prev_close: cents(book.quote.prevClose),
      ask: cents(ask),
      bid: cents(marketPriceCents(book, 'sell')),
      band_up: book.band ? cents(book.band.up) : null,
      band_down: book.band ? cents(book.band.down) : null,
      tick: cents(book.inst.tickCents),
      lot_size: 100,
      min_buy: lot.min,
      buy_step: lot.step,
      halted: book.inst.halted,
      market_open: market.sessions.isOpen(now),
      next_open: market.sessions.nextOpen(now)?.toISOString() ?? null,
      available_cash: formatMoney(balances.cash_available),
      sellable: held.reduce((s, p) => s + sellableOf(p, today), 0),
      max_buy: maxBuy(schedule, code, ask, balances.cash_available),
      fees: feeScheduleDto(schedule),
      leverage: lev.multipliers,
      simulated: broker.simulated,
    };
  }

  return { preview, place, placeDirect, cancel, closePosition, ticket };
}

/** The largest buy (in the board's lots) that `cash` covers at `price`, fees included. */
export function maxBuy(schedule: FeeSchedule, code: string, price: number, cash: bigint): number {
  const { min, step } = buyLot(code);
  const cost = (q: number) => BigInt(price) * BigInt(q) + computeFees(schedule, 'buy', BigInt(price) * BigInt(q)).total;
  const rate = 1 + (schedule.commissionRatePpm + schedule.transferFeeRatePpm) / 1e6;
  let q = Math.floor(Number(cash) / (price * rate));
  q = q < min ? 0 : min + Math.floor((q - min) / step) * step;
  while (q >= min && cost(q) > cash) q = q - step >= min ? q - step : 0;
  return q >= min ? q : 0;
}
