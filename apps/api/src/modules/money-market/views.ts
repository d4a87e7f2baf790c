import type { MoneyMarketPurchase, MoneyMarketRedemption } from '@meridian/contract/money-market';
import { formatMoney } from '../../platform/money.ts';
import { addDays } from '../market/calendar.ts';
import type { moneyMarketPurchases, moneyMarketRedemptions } from './tables.ts';

export type PurchaseRow = typeof moneyMarketPurchases.$inferSelect;
export type RedemptionRow = typeof moneyMarketRedemptions.$inferSelect;

export function toPurchase(row: PurchaseRow): MoneyMarketPurchase {
  return {
    id: row.id,
    amount: formatMoney(row.amount),
    state: row.state,
    trade_day: row.tradeDay,
    confirm_day: row.confirmDay,
    first_income_day: addDays(row.confirmDay, 1),
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
  };
}

export function toRedemption(row: RedemptionRow): MoneyMarketRedemption {
  return {
    id: row.id,
    amount: formatMoney(row.amount),
    mode: row.mode,
    state: row.state,
    trade_day: row.tradeDay,
    pay_day: row.payDay,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}
