import { z } from 'zod';
import { LANGS } from './languages.ts';

/**
 * Login and register send `{ query }`: the credentials JSON, UTF-8, cut into pieces of at most
 * 117 bytes, each encrypted with the public key (RSA PKCS#1 v1.5, 1024-bit: 128-byte blocks),
 * the blocks concatenated and base64-encoded. One block when the JSON is short.
 */
export const RSA_BLOCK_BYTES = 128;
export const RSA_PLAINTEXT_MAX_BYTES = 117;
/** The most blocks one query may have (936 bytes of JSON): each costs the server a private-key operation. */
export const RSA_MAX_BLOCKS = 8;
export * from './auth-rules.ts';
export const encryptedBody = z.object({ query: z.string().min(1).max(12_000) });

/**
 * Registration, login and invite codes: this domain's stable error codes (merged into
 * `ERROR_CODES` by envelope.ts). The back office's login answers the login ones too.
 */
export const AUTH_ERROR_CODES = [
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
  'INVITE_CODE_TAKEN',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/**
 * The account's (login password change, trading password) stable error codes (merged into
 * `ERROR_CODES` by envelope.ts). Every action that asks for the trading password answers them.
 */
export const ACCOUNT_ERROR_CODES = [
  'SAME_PASSWORD',
  'PAY_PASSWORD_FORMAT',
  'PAY_PASSWORD_ALREADY_SET',
  'PAY_PASSWORD_NOT_SET',
  'PAY_PASSWORD_WRONG',
  'PAY_PASSWORD_LOCKED',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

export const USERNAME_RULE = /^[A-Za-z0-9_]{3,32}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A strong-enough password: 8–128 characters with at least one letter and one digit. */
export function passwordStrongEnough(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /\p{L}/u.test(password) &&
    /\p{N}/u.test(password)
  );
}

/** Phone: optional +, then 7–15 digits once spaces, dashes, dots and brackets are removed. */
export function normalisePhone(raw: string): string | undefined {
  const compact = raw.trim().replace(/[\s\-.()]/g, '');
  return /^\+?[0-9]{7,15}$/.test(compact) && !/^\+?0+$/.test(compact) ? compact : undefined;
}

/** The decrypted register JSON. Shape only; the rules are checked with translated messages. */
export const registerCredentials = z.object({
  username: z.string().max(64),
  phone: z.string().max(32),
  password: z.string().max(256),
  confirm_password: z.string().max(256),
  invite_code: z.string().max(64),
  /** Version of the user agreement the visitor ticked; missing or false means not accepted. */
  agreement_version: z.string().max(32).optional(),
  agree: z.boolean().optional(),
});
export type RegisterCredentials = z.infer<typeof registerCredentials>;

export const loginCredentials = z.object({
  username: z.string().max(64),
  password: z.string().max(256),
});
export type LoginCredentials = z.infer<typeof loginCredentials>;

export const userInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  phone: z.string(),
  avatar: z.string(),
  lang: z.enum(LANGS),
  has_pay_password: z.boolean(),
  created_at: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const loginResult = z.object({ userinfo: userInfo.extend({ token: z.string() }) });
export type LoginResult = z.infer<typeof loginResult>;

export const registerResult = z.object({ id: z.number().int(), username: z.string() });

export const infoQuery = z.object({ lang: z.enum(LANGS).optional() });

export const changePasswordBody = z.object({
  old_password: z.string().min(1).max(256),
  password: z.string().min(1).max(256),
  confirm_password: z.string().min(1).max(256),
});

export const setPayPasswordBody = z.object({
  pay_password: z.string().max(16),
  confirm_pay_password: z.string().max(16),
});

/** Changing the trading password needs the old one, or the login password when it is forgotten. */
export const changePayPasswordBody = z
  .object({
    old_pay_password: z.string().max(16).optional(),
    login_password: z.string().max(256).optional(),
    pay_password: z.string().max(16),
    confirm_pay_password: z.string().max(16),
  })
  .refine((b) => Boolean(b.old_pay_password) !== Boolean(b.login_password), {
    message: 'give exactly one of old_pay_password and login_password',
    path: ['old_pay_password'],
  });

export const avatarResult = z.object({ avatar: z.string() });

/**
 * Cuts a string into pieces of at most `maxBytes` UTF-8 bytes without splitting a character,
 * so that each piece fits one RSA block. Web app and tests encrypt piece by piece with it.
 */
export function splitUtf8(text: string, maxBytes = RSA_PLAINTEXT_MAX_BYTES): string[] {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const char of text) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > maxBytes && current) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  if (current || pieces.length === 0) pieces.push(current);
  return pieces;
}
