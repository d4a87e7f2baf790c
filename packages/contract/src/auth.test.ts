import { describe, expect, it } from 'vitest';
import { normalisePhone, passwordStrongEnough, splitUtf8, RSA_PLAINTEXT_MAX_BYTES } from './auth.ts';

const bytes = (s: string) => new TextEncoder().encode(s).length;

describe('splitUtf8', () => {
  it('keeps short text whole and cuts long text into pieces that fit one RSA block', () => {
    expect(splitUtf8('{"a":1}')).toEqual(['{"a":1}']);
    const long = 'ab'.repeat(150);
    const pieces = splitUtf8(long);
    expect(pieces.join('')).toBe(long);
    expect(pieces.every((p) => bytes(p) <= RSA_PLAINTEXT_MAX_BYTES)).toBe(true);
    expect(pieces).toHaveLength(3);
  });

  it('never splits a multi-byte character or an emoji', () => {
    const text = '密码'.repeat(50) + '🙂'.repeat(40) + 'ä'.repeat(70);
    const pieces = splitUtf8(text);
    expect(pieces.join('')).toBe(text);
    for (const p of pieces) {
      expect(bytes(p)).toBeLessThanOrEqual(RSA_PLAINTEXT_MAX_BYTES);
      expect(p).not.toMatch(/\uFFFD/);
      expect(p.isWellFormed()).toBe(true);
    }
  });
});

describe('phone numbers', () => {
  it('are normalised to digits with an optional plus', () => {
    expect(normalisePhone('+49 (151) 234-567.89')).toBe('+4915123456789');
    expect(normalisePhone('13800138000')).toBe('13800138000');
  });
  it('are refused when too short, too long, lettered or all zeros', () => {
    for (const bad of ['', '12345', '1'.repeat(16), '138001380ab', '0000000', '++4915123456']) expect(normalisePhone(bad)).toBeUndefined();
  });
});

describe('password strength', () => {
  it('needs 8 to 128 characters with a letter and a digit, in any script', () => {
    expect(passwordStrongEnough('Demo@1234')).toBe(true);
    expect(passwordStrongEnough('密码密码密码密码1')).toBe(true);
    expect(passwordStrongEnough('a1'.repeat(64))).toBe(true);
    for (const bad of ['Ab1', 'abcdefgh', '12345678', 'a1'.repeat(65)]) expect(passwordStrongEnough(bad)).toBe(false);
  });
});
