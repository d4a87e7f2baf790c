import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference is read off a screen and typed into a bank's transfer form. */
const UNAMBIGUOUS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const pick = (alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');

/** "MD-" + 8 characters: 31^8 ≈ 8.5·10^11 values, unique in the table (a clash is retried). */
export const depositReference = () => `MD-${pick(UNAMBIGUOUS, 8)}`;
export const quickPayPaymentId = () => `QP-${pick(ALNUM, 20)}`;
export const quickPayEventId = () => `evt_${pick(ALNUM, 24)}`;
