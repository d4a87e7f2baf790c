import { describe, expect, it } from 'vitest';
import { groupIban, ibanHint, normaliseIban } from './iban-hint.ts';

describe('IBAN hint', () => {
  it('normalises pasted numbers and prints them in groups of four', () => {
    expect(normaliseIban(' de89 3704-0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(groupIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('says whether the shape and the check digits are right', () => {
    expect(ibanHint('')).toBe('empty');
    expect(ibanHint('12345')).toBe('format');
    expect(ibanHint('DE89 3704 0044 0532 0130 00')).toBe('ok');
    expect(ibanHint('GB82 WEST 1234 5698 7654 32')).toBe('ok');
    expect(ibanHint('DE88 3704 0044 0532 0130 00')).toBe('checksum');
  });
});
