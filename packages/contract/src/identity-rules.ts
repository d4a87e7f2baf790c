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

/** The photo formats a document may be sent in, by file extension, with their media types. */
export const IMAGE_MIME = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type ImageExt = keyof typeof IMAGE_MIME;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * A photo's format from its first bytes (12 are enough): JPEG, PNG or WebP, else undefined. The
 * file's name and declared type are not trusted; the server refuses what this does not recognise,
 * and the phone checks the same before sending.
 */
export function imageKindOf(head: Uint8Array): ImageExt | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 8 && PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  return undefined;
}
