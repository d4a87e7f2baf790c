import { MONEY_MARKET_MAX_ESTIMATE_DAYS } from '@meridian/contract/money-market-rules';
import type { MoneyMarketSummary, RedemptionMode } from '@meridian/contract/money-market';
import { compareAmounts } from '../../lib/money.ts';

/** "12" → 12; anything that is not a whole number of days from 1 to 3650 → undefined. */
export function parseDays(text: string): number | undefined {
  if (!/^\d{1,4}$/.test(text.trim())) return undefined;
  const days = Number(text.trim());
  return days >= 1 && days <= MONEY_MARKET_MAX_ESTIMATE_DAYS ? days : undefined;
}

type Limits = Pick<MoneyMarketSummary, 'redeemable' | 'instant_remaining'>;

/** The most that may be asked back in this mode now: the redeemable balance, and for instant also today's remaining cap. */
export function redeemLimit(summary: Limits, mode: RedemptionMode): { max: string; byCap: boolean } {
  const byCap = mode === 'instant' && compareAmounts(summary.instant_remaining, summary.redeemable) < 0;
  return { max: byCap ? summary.instant_remaining : summary.redeemable, byCap };
}
