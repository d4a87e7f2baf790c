/** New-share issues (IPO). */

/** This domain's stable error codes (merged into `ERROR_CODES` by envelope.ts). */
export const IPO_ERROR_CODES = [] as const;
export type IpoErrorCode = (typeof IPO_ERROR_CODES)[number];
