import { sql } from 'drizzle-orm';
import type { CloseReason, OrderSide, OrderState, OrderType, PositionSource } from '@meridian/contract/trading';
import { bigint, bigserial, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';
import { holds, journalEntries } from '../ledger/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
/** Money in cents and whole shares: bigint, never a float (docs/design.md, Money). */
const cents = (name: string) => bigint(name, { mode: 'bigint' });
const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);

/**
 * One row per order. A market order is written once, already filled (it executes in the
 * transaction that stores it); a limit order is written open with its hold (buy) or its sell
 * reservations, and later filled, cancelled or expired — its state moves once, from open, under
 * the row lock. The fee schedule in force when it was placed is kept on the row: the fill
 * charges what the ticket showed.
 */
export const orders = pgTable(
  'trading_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    code: text('code').notNull(),
    side: text('side').$type<OrderSide>().notNull(),
    type: text('type').$type<OrderType>().notNull(),
    state: text('state').$type<OrderState>().notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    limitPrice: cents('limit_price'),
    leverage: integer('leverage').notNull().default(1),
    /** A sell of this position only; null = the oldest sellable shares first. */
    positionId: bigint('position_id', { mode: 'number' }),
    holdId: bigint('hold_id', { mode: 'number' }).references(() => holds.id),
    /** Money frozen for an open buy (value at the limit + fees, own part when leveraged). */
    frozen: cents('frozen').notNull().default(sql`0`),
    commissionRatePpm: integer('commission_rate_ppm').notNull(),
    commissionMin: cents('commission_min').notNull(),
    transferFeeRatePpm: integer('transfer_fee_rate_ppm').notNull(),
    stampDutyRatePpm: integer('stamp_duty_rate_ppm').notNull(),
    fillPrice: cents('fill_price'),
    value: cents('value'),
    commission: cents('commission'),
    transferFee: cents('transfer_fee'),
    stampDuty: cents('stamp_duty'),
    borrowed: cents('borrowed').notNull().default(sql`0`),
    /** The caller's own reference for the order (a client order id): a repeat with the same key answers the first order. */
    clientKey: text('client_key'),
    /** Trading day (Asia/Shanghai) the order was placed in. */
    tradingDay: day('trading_day').notNull(),
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull(),
    filledAt: at('filled_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('trading_orders_user_idx').on(t.userId, t.id),
    uniqueIndex('trading_orders_client_key').on(t.userId, t.clientKey),
    index('trading_orders_open_idx').on(t.code, t.id).where(sql`${t.state} = 'open'`),
    index('trading_orders_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'open'`),
    index('trading_orders_state_idx').on(t.state, t.id),
    check('trading_orders_side_ck', sql`${t.side} IN ('buy', 'sell')`),
    check('trading_orders_type_ck', sql`${t.type} IN ('market', 'limit')`),
    check('trading_orders_state_ck', sql`${t.state} IN ('open', 'filled', 'cancelled', 'expired')`),
    check('trading_orders_quantity_ck', sql`${t.quantity} > 0`),
    check('trading_orders_limit_ck', sql`(${t.type} = 'limit') = (${t.limitPrice} IS NOT NULL) AND coalesce(${t.limitPrice}, 1) > 0`),
    check('trading_orders_leverage_ck', sql`${t.leverage} >= 1`),
    check('trading_orders_frozen_ck', sql`${t.frozen} >= 0 AND ${t.borrowed} >= 0`),
    check('trading_orders_filled_ck', sql`(${t.state} = 'filled') = (${t.fillPrice} IS NOT NULL AND ${t.value} IS NOT NULL)`),
  ],
);

/**
 * A holding, one row per acquisition: an order fill, an IPO allocation or a block-trade
 * purchase. `quantity`, `cost`, `buyFee`, `borrowed` and `interest` are what is still held; a
 * (partial) close moves its share of each into a position_closes row. Zero quantity = closed.
 */
export const positions = pgTable(
  'trading_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    code: text('code').notNull(),
    source: text('source').$type<PositionSource>().notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    /** Idempotency of grants (IPO, block trades): the caller's key. */
    grantKey: text('grant_key'),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    originalQuantity: bigint('original_quantity', { mode: 'number' }).notNull(),
    buyPrice: cents('buy_price').notNull(),
    /** buyPrice × quantity still held. */
    cost: cents('cost').notNull(),
    buyFee: cents('buy_fee').notNull(),
    buyTime: at('buy_time').notNull(),
    /** First trading day the shares may be sold (T+1, or a block trade's lock-up). */
    sellableFrom: day('sellable_from').notNull(),
    leverage: integer('leverage').notNull().default(1),
    borrowed: cents('borrowed').notNull().default(sql`0`),
    interest: cents('interest').notNull().default(sql`0`),
    /** When the margin job last warned of a margin call; cleared when the margin recovers (margin.ts). */
    marginCallAt: at('margin_call_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('trading_positions_user_idx').on(t.userId, t.code, t.id),
    index('trading_positions_open_idx').on(t.userId, t.id).where(sql`${t.quantity} > 0`),
    uniqueIndex('trading_positions_grant_key').on(t.grantKey),
    check('trading_positions_source_ck', sql`${t.source} IN ('order', 'ipo', 'block_trade')`),
    check('trading_positions_quantity_ck', sql`${t.quantity} >= 0 AND ${t.quantity} <= ${t.originalQuantity} AND ${t.originalQuantity} > 0`),
    check('trading_positions_money_ck', sql`${t.buyPrice} > 0 AND ${t.cost} >= 0 AND ${t.buyFee} >= 0 AND ${t.borrowed} >= 0 AND ${t.interest} >= 0`),
  ],
);

/**
 * Daily interest on the borrowed part of a leveraged position, one row per position and
 * Shanghai calendar day (the key that makes accrual idempotent and lets it catch up after
 * downtime). The sum of a position's rows is what was added to its `interest` (interest.ts).
 */
export const interestAccruals = pgTable(
  'trading_interest_accruals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    positionId: bigint('position_id', { mode: 'number' })
      .notNull()
      .references(() => positions.id),
    day: day('day').notNull(),
    borrowed: cents('borrowed').notNull(),
    annualRateBp: integer('annual_rate_bp').notNull(),
    amount: cents('amount').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('trading_interest_accruals_key').on(t.positionId, t.day), check('trading_interest_accruals_amount_ck', sql`${t.amount} >= 0`)],
);

/** Historical positions: every close or partial close, with the sell and its fees split, and the realised P&L. */
export const positionCloses = pgTable(
  'trading_position_closes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    positionId: bigint('position_id', { mode: 'number' })
      .notNull()
      .references(() => positions.id),
    userId: userRef(),
    code: text('code').notNull(),
    reason: text('reason').$type<CloseReason>().notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    tradeId: bigint('trade_id', { mode: 'number' }),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    leverage: integer('leverage').notNull(),
    buyPrice: cents('buy_price').notNull(),
    buyValue: cents('buy_value').notNull(),
    buyFee: cents('buy_fee').notNull(),
    buyTime: at('buy_time').notNull(),
    sellPrice: cents('sell_price').notNull(),
    sellValue: cents('sell_value').notNull(),
    commission: cents('commission').notNull(),
    transferFee: cents('transfer_fee').notNull(),
    stampDuty: cents('stamp_duty').notNull(),
    interest: cents('interest').notNull(),
    borrowed: cents('borrowed').notNull(),
    realisedPl: cents('realised_pl').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('trading_position_closes_user_idx').on(t.userId, t.id),
    check('trading_position_closes_quantity_ck', sql`${t.quantity} > 0`),
    check('trading_position_closes_reason_ck', sql`${t.reason} IN ('sell', 'liquidation')`),
    check(
      'trading_position_closes_pl_ck',
      sql`${t.realisedPl} = ${t.sellValue} - ${t.buyValue} - ${t.buyFee} - ${t.commission} - ${t.transferFee} - ${t.stampDuty} - ${t.interest}`,
    ),
  ],
);

/** Fills: one row per executed order, IPO allocation or block-trade purchase. Append-only. */
export const trades = pgTable(
  'trading_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    code: text('code').notNull(),
    side: text('side').$type<OrderSide>().notNull(),
    source: text('source').$type<PositionSource | 'liquidation'>().notNull(),
    price: cents('price').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    value: cents('value').notNull(),
    commission: cents('commission').notNull(),
    transferFee: cents('transfer_fee').notNull(),
    stampDuty: cents('stamp_duty').notNull(),
    /** The change of the user's cash: −(own funds + fees) for a buy, net proceeds for a sell. */
    cashAmount: cents('cash_amount').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('trading_trades_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('trading_trades_order_key').on(t.orderId),
    check('trading_trades_side_ck', sql`${t.side} IN ('buy', 'sell')`),
    check('trading_trades_source_ck', sql`${t.source} IN ('order', 'ipo', 'block_trade', 'liquidation')`),
    check('trading_trades_quantity_ck', sql`${t.quantity} > 0 AND ${t.price} > 0 AND ${t.value} = ${t.price} * ${t.quantity}`),
  ],
);

/**
 * Shares an open sell order has set aside on positions. Written with the positions locked, and
 * counted by every later sell, so two sells can never sell the same shares. Deleted when the
 * order fills, is cancelled or expires.
 */
export const sellReservations = pgTable(
  'trading_sell_reservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    positionId: bigint('position_id', { mode: 'number' })
      .notNull()
      .references(() => positions.id),
    userId: userRef(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('trading_sell_reservations_position_idx').on(t.positionId),
    index('trading_sell_reservations_order_idx').on(t.orderId),
    check('trading_sell_reservations_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type PositionRow = typeof positions.$inferSelect;
export type CloseRow = typeof positionCloses.$inferSelect;
export type TradeRow = typeof trades.$inferSelect;
