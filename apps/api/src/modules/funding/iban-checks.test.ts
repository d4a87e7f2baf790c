import { describe, expect, it } from 'vitest';
import { checkIban, ibanCheckDigits, IBAN_LENGTHS, maskIban, normaliseIban } from './iban.ts';

// Published example IBANs of the national formats (as printed in the IBAN registry and by banks).
const VALID = [
  'DE89 3704 0044 0532 0130 00',
  'GB29 NWBK 6016 1331 9268 19',
  'FR14 2004 1010 0505 0001 3M02 606',
  'NL91 ABNA 0417 1643 00',
  'ES91 2100 0418 4502 0005 1332',
  'IT60 X054 2811 1010 0000 0123 456',
  'CH93 0076 2011 6238 5295 7',
  'AT61 1904 3002 3457 3201',
  'BE68 5390 0754 7034',
  'NO93 8601 1117 947',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  'PL61 1090 1014 0000 0712 1981 2874',
];

describe('IBAN checks', () => {
  it('accept valid IBANs of several countries, in any spacing and case', () => {
    for (const iban of VALID) {
      const r = checkIban(iban);
      expect(r, iban).toMatchObject({ ok: true, country: iban.slice(0, 2) });
      expect(checkIban(iban.toLowerCase().replaceAll(' ', '')), iban).toMatchObject({ ok: true });
    }
    expect(checkIban('  de89-3704-0044-0532-0130-00\u00a0')).toEqual({ ok: true, iban: 'DE89370400440532013000', country: 'DE' });
  });

  it('refuse a wrong check digit, a swapped pair of digits, a wrong length, an unknown country and junk', () => {
    expect(checkIban('DE88 3704 0044 0532 0130 00')).toEqual({ ok: false, reason: 'checksum' });
    expect(checkIban('DE89 3704 0044 0532 0103 00')).toEqual({ ok: false, reason: 'checksum' });
    expect(checkIban('GB29 NWBK 6016 1331 9268 1')).toEqual({ ok: false, reason: 'length' });
    expect(checkIban('FR14 2004 1010 0505 0001 3M02 6060')).toEqual({ ok: false, reason: 'length' });
    expect(checkIban('NL91 ABNA 0417 1643 001')).toEqual({ ok: false, reason: 'length' });
    expect(checkIban('US12 3456 7890 1234 5678 90')).toEqual({ ok: false, reason: 'country' });
    expect(checkIban('CN12 6222 0212 3456 7890 123')).toEqual({ ok: false, reason: 'country' });
    expect(checkIban('6222021234567890123')).toEqual({ ok: false, reason: 'format' });
    expect(checkIban('DE89 3704 0044 0532 0130 0!')).toEqual({ ok: false, reason: 'format' });
    expect(checkIban('')).toEqual({ ok: false, reason: 'format' });
  });

  it('make check digits that pass, for every country in the table', () => {
    for (const [country, length] of Object.entries(IBAN_LENGTHS)) {
      const bban = '1'.repeat(length - 4);
      const iban = `${country}${ibanCheckDigits(country, bban)}${bban}`;
      expect(checkIban(iban), iban).toMatchObject({ ok: true });
    }
    expect(Object.keys(IBAN_LENGTHS).length).toBeGreaterThan(80);
    expect(IBAN_LENGTHS).toMatchObject({ DE: 22, FR: 27, GB: 22, NL: 18, ES: 24, IT: 27, CH: 21, AT: 20, BE: 16, NO: 15, LC: 32, RU: 33 });
  });

  it('normalise and mask for display', () => {
    expect(normaliseIban('gb29 nwbk 6016 1331 9268 19')).toBe('GB29NWBK60161331926819');
    expect(maskIban('DE89370400440532013000')).toBe('DE89 **** **** **** **30 00');
  });
});
