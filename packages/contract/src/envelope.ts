import { z } from 'zod';

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

/** Stable error codes. Clients may branch on them; the message is for people. */
export const ERROR_CODES = [
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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
