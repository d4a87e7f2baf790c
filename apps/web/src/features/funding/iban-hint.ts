/**
 * A hint while the IBAN is typed, not a verdict: the server checks the country's length and
 * refuses a bad number. Here only the shape and the check digits (ISO 7064 MOD 97-10).
 */
export function normaliseIban(input: string): string {
  return input.replace(/[\s\u00a0\u3000-]+/g, '').toUpperCase();
}

/** "DE89370400440532013000" → "DE89 3704 0044 0532 0130 00", how IBANs are printed. */
export function groupIban(input: string): string {
  return normaliseIban(input).replace(/(.{4})(?=.)/g, '$1 ');
}

function mod97(iban: string): number {
  let rest = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const d of digits) rest = (rest * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return rest;
}

export type IbanHint = 'empty' | 'format' | 'checksum' | 'ok';

export function ibanHint(input: string): IbanHint {
  const iban = normaliseIban(input);
  if (!iban) return 'empty';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'format';
  return mod97(iban) === 1 ? 'ok' : 'checksum';
}
