/** Money-market limits without zod, for the screens (the schemas are in money-market.ts). */
export const MONEY_MARKET_MAX_ESTIMATE_DAYS = 3650;
