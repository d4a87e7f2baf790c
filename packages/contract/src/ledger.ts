/**
 * The ledger (`apps/api/src/modules/ledger`), the only code that writes balances. It has no routes
 * of its own; its refusals reach the client through the routes that move money (funding,
 * trading, money market, IPO, block trades).
 */

/** This domain's stable error codes (merged into `ERROR_CODES` by envelope.ts). */
export const LEDGER_ERROR_CODES = ['INSUFFICIENT_FUNDS'] as const;
export type LedgerErrorCode = (typeof LEDGER_ERROR_CODES)[number];
