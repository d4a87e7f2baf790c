import { z } from 'zod';
import { ALERT_ERROR_CODES } from './alerts.ts';
import { BLOCK_TRADE_ERROR_CODES } from './block-trades.ts';
import { IPO_ERROR_CODES } from './ipo.ts';
import { MONEY_MARKET_ERROR_CODES } from './money-market.ts';
import { ADMIN_ERROR_CODES } from './admin.ts';
import { TRADING_ERROR_CODES } from './trading.ts';

/**
 * Every API answer is `{ code, msg, data }` (DESIGN §8). `code: 1` is success.
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

/** Stable error codes of the platform and the first domains. Later domains keep theirs in their own contract file. */
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
  'ENCRYPTION_REQUIRED',
  'UNREADABLE_QUERY',
  'USERNAME_TAKEN',
  'PASSWORDS_DIFFER',
  'PASSWORD_TOO_WEAK',
  'PHONE_INVALID',
  'USERNAME_INVALID',
  'INVITE_CODE_INVALID',
  'INVITE_CODE_EXPIRED',
  'INVITE_CODE_USED_UP',
  'AGREEMENT_REQUIRED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'ACCOUNT_DISABLED',
  'OLD_PASSWORD_WRONG',
  'SAME_PASSWORD',
  'PAY_PASSWORD_FORMAT',
  'PAY_PASSWORD_ALREADY_SET',
  'PAY_PASSWORD_NOT_SET',
  'PAY_PASSWORD_WRONG',
  'PAY_PASSWORD_LOCKED',
  'FILE_REQUIRED',
  'FILE_TYPE',
  'FILE_TOO_LARGE',
  'INVITE_CODE_TAKEN',
  // ledger
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_KEY_REUSED',
  // favourites
  'FAVOURITE_GROUP_LIMIT',
  'FAVOURITE_LIMIT',
  'FAVOURITE_GROUP_NAME_TAKEN',
  'FAVOURITE_DEFAULT_GROUP',
  // market
  'UNKNOWN_CODE',
  'TOO_MANY_SUBSCRIPTIONS',
  'INSTRUMENT_HALTED',
  // funding
  'BANK_HOLDER_MISMATCH',
  'IBAN_INVALID',
  'BANK_CARD_LIMIT',
  'BANK_CARD_DUPLICATE',
  'BANK_CARD_IN_USE',
  'DEPOSIT_BELOW_MINIMUM',
  'DEPOSIT_ABOVE_MAXIMUM',
  'DEPOSIT_AMOUNT_MISMATCH',
  'WITHDRAWAL_AMOUNT_ZERO',
  'WITHDRAWAL_BELOW_MINIMUM',
  'WITHDRAWAL_OVER_AVAILABLE',
  'ALREADY_DECIDED',
  'WEBHOOK_SIGNATURE_INVALID',
  'WEBHOOK_STALE',
  // identity
  'IDENTITY_REQUIRED',
  'IDENTITY_ALREADY_SUBMITTED',
  'IDENTITY_ALREADY_APPROVED',
  'IDENTITY_DOCUMENT_IN_USE',
  'IDENTITY_NUMBER_INVALID',
  // loans
  'LOAN_AMOUNT_REQUIRED',
  'LOAN_AMOUNT_NOT_POSITIVE',
  'LOAN_AMOUNT_BELOW_MIN',
  'LOAN_AMOUNT_ABOVE_MAX',
  'LOAN_TERM_INVALID',
  'LOAN_ALREADY_OPEN',
  'LOAN_NOT_PENDING',
  'LOAN_NOT_ACTIVE',
  'LOAN_REPAY_EXCEEDS_OWED',
  'LOAN_SUBMISSION_FAILED',
] as const;
export type CoreErrorCode = (typeof CORE_ERROR_CODES)[number];

/** Stable error codes. Clients may branch on them; the message is for people. */
export const ERROR_CODES = [
  ...CORE_ERROR_CODES,
  ...TRADING_ERROR_CODES,
  ...IPO_ERROR_CODES,
  ...BLOCK_TRADE_ERROR_CODES,
  ...MONEY_MARKET_ERROR_CODES,
  ...ALERT_ERROR_CODES,
  ...ADMIN_ERROR_CODES,
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
