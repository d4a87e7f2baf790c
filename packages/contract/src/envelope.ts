import { z } from 'zod';
import { ALERT_ERROR_CODES } from './alerts.ts';
import { ACCOUNT_ERROR_CODES, AUTH_ERROR_CODES } from './auth.ts';
import { BLOCK_TRADE_ERROR_CODES } from './block-trades.ts';
import { FAVOURITE_ERROR_CODES } from './favourites.ts';
import { FUNDING_ERROR_CODES } from './funding.ts';
import { IDENTITY_ERROR_CODES } from './identity.ts';
import { IPO_ERROR_CODES } from './ipo.ts';
import { LEDGER_ERROR_CODES } from './ledger.ts';
import { LOAN_ERROR_CODES } from './loans.ts';
import { MARKET_ERROR_CODES } from './market.ts';
import { MONEY_MARKET_ERROR_CODES } from './money-market.ts';
import { ADMIN_ERROR_CODES } from './admin.ts';
import { TRADING_ERROR_CODES } from './trading.ts';

/**
 * Every API answer is `{ code, msg, data }` (docs/design.md, Requests). `code: 1` is success.
 *
 * On failure `data` is null and the stable error code travels in `error`, beside the envelope's
 * three fields rather than inside `data`: the spec's client lets a response pass when "code
 * equals 1 or it has data", so a failure must never carry data.
 */
export const SUCCESS_CODE = 1;

export type Ok<T> = { code: 1; msg: string; data: T };
export type Fail = {
  code: number;
  msg: string;
  data: null;
  error: ErrorCode;
  fields?: { path: string; message: string }[];
};
export type Envelope<T> = Ok<T> | Fail;

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(1), msg: z.string(), data });
}

/**
 * Stable error codes of the platform: the ones any route can answer (bad input, sessions, limits,
 * uploads, Idempotency-Key reuse, failures). Each domain keeps its own in its contract file.
 */
export const CORE_ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  'PAYLOAD_TOO_LARGE',
  'INVALID_CHARACTERS',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'UPLOAD_INCOMPLETE',
  'FILE_REQUIRED',
  'FILE_TYPE',
  'FILE_TOO_LARGE',
  'IDEMPOTENCY_KEY_REUSED',
] as const;
export type CoreErrorCode = (typeof CORE_ERROR_CODES)[number];

/** Stable error codes. Clients may branch on them; the message is for people. */
export const ERROR_CODES = [
  ...CORE_ERROR_CODES,
  ...AUTH_ERROR_CODES,
  ...ACCOUNT_ERROR_CODES,
  ...LEDGER_ERROR_CODES,
  ...FAVOURITE_ERROR_CODES,
  ...MARKET_ERROR_CODES,
  ...FUNDING_ERROR_CODES,
  ...IDENTITY_ERROR_CODES,
  ...LOAN_ERROR_CODES,
  ...TRADING_ERROR_CODES,
  ...IPO_ERROR_CODES,
  ...BLOCK_TRADE_ERROR_CODES,
  ...MONEY_MARKET_ERROR_CODES,
  ...ALERT_ERROR_CODES,
  ...ADMIN_ERROR_CODES,
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
