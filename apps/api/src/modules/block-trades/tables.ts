import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';
import { operators } from '../admin/tables.ts';
import { journalEntries } from '../ledger/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const cents = (name: string) => bigint(name, { mode: 'bigint' });
const count = (name: string) => bigint(name, { mode: 'number' });

/**
 * One row per offer an operator lists. `remaining_quantity` is decremented under this row's lock
 * by each purchase; the CHECK is the database's own guarantee that an offer is never oversold.
 * The price never changes after listing. `listed_*` keep the market figures the listing was
 * checked against (what the operator saw), for the audit trail.
 */
export const blockTradeOffers = pgTable(
  'block_trade_offers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    price: cents('price').notNull(),
    totalQuantity: count('total_quantity').notNull(),
    remainingQuantity: count('remaining_quantity').notNull(),
    minQuantity: count('min_quantity').notNull(),
    holdingDays: integer('holding_days').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** open, or closed early by an operator ('ended' and 'sold out' follow from time and quantity). */
    state: text('state').$type<'open' | 'closed'>().notNull().default('open'),
    listedMarketPrice: cents('listed_market_price').notNull(),
    listedBandDown: cents('listed_band_down').notNull(),
    listedBandUp: cents('listed_band_up').notNull(),
    note: text('note').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    createdAt: at('created_at').notNull(),
    closedBy: bigint('closed_by', { mode: 'number' }).references(() => operators.id),
    closedAt: at('closed_at'),
    closeReason: text('close_reason'),
  },
  (t) => [
    index('block_trade_offers_state_idx').on(t.state, t.endsAt),
    check('block_trade_offers_state_ck', sql`${t.state} IN ('open', 'closed')`),
    check('block_trade_offers_price_ck', sql`${t.price} > 0`),
    check('block_trade_offers_quantity_ck', sql`${t.minQuantity} > 0 AND ${t.minQuantity} <= ${t.totalQuantity}`),
    check('block_trade_offers_remaining_ck', sql`${t.remainingQuantity} >= 0 AND ${t.remainingQuantity} <= ${t.totalQuantity}`),
    check('block_trade_offers_holding_ck', sql`${t.holdingDays} > 0`),
    check('block_trade_offers_window_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Each purchase, with the money as it was posted (value, the fee lines, total) and the position it
 * opened. History: never deleted, and its figures never rewritten (a trigger refuses it); only
 * `unlock_notified_at` is set once, when the user is told the holding period has ended.
 */
export const blockTradePurchases = pgTable(
  'block_trade_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => blockTradeOffers.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    quantity: count('quantity').notNull(),
    price: cents('price').notNull(),
    value: cents('value').notNull(),
    commission: cents('commission').notNull(),
    transferFee: cents('transfer_fee').notNull(),
    stampDuty: cents('stamp_duty').notNull(),
    feeTotal: cents('fee_total').notNull(),
    total: cents('total').notNull(),
    holdingDays: integer('holding_days').notNull(),
    sellableFrom: date('sellable_from', { mode: 'string' }).notNull(),
    /** The trading module's position (no foreign key across modules). */
    positionId: bigint('position_id', { mode: 'number' }),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    createdAt: at('created_at').notNull(),
    unlockNotifiedAt: at('unlock_notified_at'),
  },
  (t) => [
    index('block_trade_purchases_user_idx').on(t.userId, t.id),
    index('block_trade_purchases_offer_idx').on(t.offerId, t.id),
    index('block_trade_purchases_unlock_idx').on(t.sellableFrom).where(sql`${t.unlockNotifiedAt} IS NULL`),
    check('block_trade_purchases_quantity_ck', sql`${t.quantity} > 0`),
    check('block_trade_purchases_money_ck', sql`${t.value} = ${t.price} * ${t.quantity} AND ${t.feeTotal} = ${t.commission} + ${t.transferFee} + ${t.stampDuty} AND ${t.total} = ${t.value} + ${t.feeTotal}`),
  ],
);
