import { z } from 'zod';
import { moneyString } from './config.ts';
import { PORTFOLIO_RANGES } from './portfolio-rules.ts';

/**
 * The portfolio (`GET /api/portfolio`, session required): the equity curve of net assets from
 * the daily valuations (the last point is now), the return over the range — time-weighted, so
 * deposits and withdrawals are not gains — and today's allocation by product and by sector.
 * Every figure is the server's; percentages are strings with two decimals.
 */
export * from './portfolio-rules.ts';

export const portfolioQuery = z.object({ range: z.enum(PORTFOLIO_RANGES).default('month') });

export const PRODUCTS = ['stocks', 'new_shares', 'money_market', 'cash'] as const;
export type Product = (typeof PRODUCTS)[number];

export const equityPoint = z.object({
  /** Exchange day (Asia/Shanghai), 'YYYY-MM-DD'; the last point is the valuation now. */
  day: z.string(),
  net_assets: moneyString,
  /** Deposits − withdrawals (and adjustments) that day. */
  net_flow: moneyString,
});

export const allocationSlice = z.object({ key: z.string(), value: moneyString, pct: z.string() });
export type AllocationSlice = z.infer<typeof allocationSlice>;

export const portfolioView = z.object({
  currency: z.string(),
  range: z.enum(PORTFOLIO_RANGES),
  points: z.array(equityPoint),
  /** Net assets at the start of the range (the valuation before its first day; 0 when none). */
  start_value: moneyString,
  end_value: moneyString,
  /** Net external flows within the range. */
  net_flows: moneyString,
  /** end − start − flows. */
  gain: moneyString,
  /** Time-weighted return over the range, percent. */
  return_pct: z.string(),
  by_product: z.array(allocationSlice),
  /** Stocks only (positions at live prices), by the instrument's sector. */
  by_sector: z.array(allocationSlice),
  simulated: z.boolean(),
});
export type PortfolioView = z.infer<typeof portfolioView>;
