import type { ErrorCode } from '@meridian/contract/envelope';

/** HTTP status for each kind of failure (DESIGN §8). */
const STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  ENCRYPTION_REQUIRED: 400,
  UNREADABLE_QUERY: 400,
  PASSWORDS_DIFFER: 400,
  PASSWORD_TOO_WEAK: 400,
  PHONE_INVALID: 400,
  USERNAME_INVALID: 400,
  AGREEMENT_REQUIRED: 400,
  PAY_PASSWORD_FORMAT: 400,
  FILE_REQUIRED: 400,
  FILE_TYPE: 415,
  FILE_TOO_LARGE: 413,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_DISABLED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  USERNAME_TAKEN: 409,
  INVITE_CODE_TAKEN: 409,
  PAY_PASSWORD_ALREADY_SET: 409,
  BANK_CARD_DUPLICATE: 409,
  BANK_CARD_IN_USE: 409,
  ALREADY_DECIDED: 409,
  WEBHOOK_SIGNATURE_INVALID: 401,
  WEBHOOK_STALE: 401,
  IDENTITY_REQUIRED: 403,
  IDENTITY_ALREADY_SUBMITTED: 409,
  IDENTITY_ALREADY_APPROVED: 409,
  IDENTITY_DOCUMENT_IN_USE: 409,
  IDENTITY_NUMBER_INVALID: 400,
  RATE_LIMITED: 429,
  ACCOUNT_LOCKED: 429,
  PAY_PASSWORD_LOCKED: 429,
  LOAN_AMOUNT_REQUIRED: 400,
  LOAN_AMOUNT_NOT_POSITIVE: 400,
  LOAN_TERM_INVALID: 400,
  LOAN_ALREADY_OPEN: 409,
  LOAN_NOT_PENDING: 409,
  LOAN_NOT_ACTIVE: 409,
  LOAN_SUBMISSION_FAILED: 503,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/**
 * A failure the user should hear about. Its message is looked up in the request's language
 * by the error handler; `params` fill the message's placeholders.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    statusCode?: number,
  ) {
    super(code);
    this.statusCode = statusCode ?? STATUS[code] ?? 422;
  }
}

export const fail = (code: ErrorCode, params?: Record<string, string | number>) => new AppError(code, params);
