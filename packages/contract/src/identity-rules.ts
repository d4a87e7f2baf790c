/** Identity rules without zod, for the screens (the schemas are in identity.ts). */
export const ID_TYPES = ['id_card', 'passport'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const REAL_NAME_MIN = 2;
export const REAL_NAME_MAX = 50;
export const REJECT_REASON_MIN = 2;
export const REJECT_REASON_MAX = 200;

/** Letters of any script (CJK included) and the marks that join them, spaces, dots (also the middle dot of transliterated names) and hyphens. */
export const NAME_RULE = /^[\p{L}\p{M}][\p{L}\p{M} .·\-]*[\p{L}\p{M}.]$/u;

export const normalizeRealName = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ');

/** The rule of `realName` (identity.ts) without zod: what the screen checks before sending. */
export function isValidRealName(value: string): boolean {
  const name = normalizeRealName(value);
  return name.length >= REAL_NAME_MIN && name.length <= REAL_NAME_MAX && NAME_RULE.test(name);
}

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK = '10X98765432';

/** Chinese resident identity card: 18 characters, a real birth date at 7–14 and the ISO 7064 MOD 11-2 check character. */
export function isValidIdCard(value: string, today: Date = new Date()): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const sum = ID_CARD_WEIGHTS.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  if (ID_CARD_CHECK[sum % 11] !== value[17]) return false;
  const y = Number(value.slice(6, 10));
  const m = Number(value.slice(10, 12));
  const d = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return false;
  return y >= 1900 && birth.getTime() <= today.getTime();
}

/** Passport numbers differ per country: 6–9 letters and digits is the common ground. */
export const isValidPassport = (value: string) => /^[A-Z0-9]{6,9}$/.test(value);

/** Spaces dropped and letters upper-cased, so "11010519491231002x" and "…002X" are one document. */
export const normalizeDocumentNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export function isValidDocumentNumber(type: IdType, value: string, today?: Date): boolean {
  return type === 'id_card' ? isValidIdCard(value, today) : isValidPassport(value);
}
