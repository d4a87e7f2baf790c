/**
 * IBAN length per country, from the IBAN Registry that SWIFT publishes as the registration
 * authority of ISO 13616 (https://www.swift.com/standards/data-standards/iban-international-bank-account-number,
 * release of 2024/2025). Territories that use their parent's IBAN (e.g. Guadeloupe under FR)
 * are not listed separately, as in the registry. RU is in the registry and listed; whether a
 * Russian account may be used at all is a compliance rule, not a format rule.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24,
  SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** Spaces (also the no-break and ideographic ones people paste) and dashes removed, upper case. */
export function normaliseIban(input: string): string {
  return input.replace(/[\s\u00a0\u3000-]+/g, '').toUpperCase();
}

export type IbanCheck = { ok: true; iban: string; country: string } | { ok: false; reason: 'format' | 'country' | 'length' | 'checksum' };

/** ISO 7064 MOD 97-10 over the rearranged IBAN (letters A=10 … Z=35), computed piecewise so no big number is needed. */
export function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const d of digits) rest = (rest * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return rest;
}

/** Normalises and checks an IBAN: known country, that country's length, check digits (mod 97 = 1). */
export function checkIban(input: string): IbanCheck {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return { ok: false, reason: 'format' };
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (!length) return { ok: false, reason: 'country' };
  if (iban.length !== length) return { ok: false, reason: 'length' };
  if (mod97(iban) !== 1) return { ok: false, reason: 'checksum' };
  return { ok: true, iban, country };
}

/** Check digits for a country and BBAN (used to make demo IBANs and in tests). */
export function ibanCheckDigits(country: string, bban: string): string {
  const rest = mod97(`${country}00${bban}`);
  return String(98 - rest).padStart(2, '0');
}

/** "DE89 **** **** **** **30 00" style: country, check digits and the last four; the rest hidden. */
export function maskIban(iban: string): string {
  const hidden = iban.slice(0, 4) + '*'.repeat(Math.max(0, iban.length - 8)) + iban.slice(-4);
  return hidden.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Groups of four for display: "DE89 3704 0044 0532 0130 00". */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');
