/** The money-market balance product. */

/** This domain's stable error codes (merged into `ERROR_CODES` by envelope.ts). */
export const MONEY_MARKET_ERROR_CODES = [] as const;
export type MoneyMarketErrorCode = (typeof MONEY_MARKET_ERROR_CODES)[number];
