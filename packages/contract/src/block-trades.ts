/** Block trades. */

/** This domain's stable error codes (merged into `ERROR_CODES` by envelope.ts). */
export const BLOCK_TRADE_ERROR_CODES = [] as const;
export type BlockTradeErrorCode = (typeof BLOCK_TRADE_ERROR_CODES)[number];
