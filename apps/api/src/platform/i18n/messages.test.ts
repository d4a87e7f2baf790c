import { describe, it, expect } from 'vitest';
import { LANGS, type Lang } from '@meridian/contract/languages';
import { ERROR_CODES } from '@meridian/contract/envelope';
import { MESSAGES, translate, type MessageKey } from './messages.ts';

const KEYS = Object.keys(MESSAGES) as MessageKey[];

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

describe('MESSAGES table', () => {
  it('has an entry for every error code of the contract', () => {
    const missing = ERROR_CODES.filter((code) => !(code in MESSAGES));
    expect(missing).toEqual([]);
  });

  it('gives every key a non-empty text in all twelve languages and nothing else', () => {
    for (const key of KEYS) {
      expect(Object.keys(MESSAGES[key]).sort(), key).toEqual([...LANGS].sort());
      for (const lang of LANGS) {
        expect(MESSAGES[key][lang].trim(), `${key}.${lang}`).not.toBe('');
      }
    }
  });

  it('is really translated: no language copies English for more than a few keys', () => {
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const copies = KEYS.filter((key) => MESSAGES[key][lang] === MESSAGES[key].en);
      // A few identical short words (a brand, "OK") would be fine; a copied table would not.
      expect(copies.length, `${lang} copies English for ${copies.join(', ')}`).toBeLessThanOrEqual(3);
    }
  });

  it('keeps the same {placeholders} as English in every translation', () => {
    for (const key of KEYS) {
      const expected = placeholders(MESSAGES[key].en);
      for (const lang of LANGS) {
        expect(placeholders(MESSAGES[key][lang]), `${key}.${lang}`).toEqual(expected);
      }
    }
  });

  it('has no exclamation marks, as the house tone asks', () => {
    for (const key of KEYS) {
      for (const lang of LANGS) {
        expect(MESSAGES[key][lang], `${key}.${lang}`).not.toMatch(/[!！]/);
      }
    }
  });

  it('uses the agreed Chinese wording for INTERNAL', () => {
    expect(MESSAGES.INTERNAL.zh_cn).toBe('提交失败，请稍后再试');
    expect(MESSAGES.INTERNAL.zh_tw).toBe('提交失敗，請稍後再試');
  });
});

describe('translate', () => {
  it('returns the text in the asked language', () => {
    expect(translate('NOT_FOUND', 'de')).toBe('Nicht gefunden');
    expect(translate('SAVED', 'zh_tw')).toBe('已儲存');
  });

  it('fills placeholders with strings and numbers', () => {
    expect(translate('RATE_LIMITED', 'en', { seconds: 30 })).toBe(
      'Too many requests, please try again in 30 seconds',
    );
    expect(translate('VALIDATION_FAILED', 'fr', { fields: 'phone, password' })).toBe(
      'Veuillez vérifier ces champs : phone, password',
    );
    expect(translate('PAY_PASSWORD_WRONG', 'zh_cn', { remaining: 2 })).toBe('交易密码错误，还剩2次机会');
  });

  it('leaves a placeholder as is when its param is missing', () => {
    expect(translate('ACCOUNT_LOCKED', 'en')).toBe(
      'Too many failed attempts; please try again in {minutes} minutes',
    );
    expect(translate('ACCOUNT_LOCKED', 'en', { seconds: 5 })).toContain('{minutes}');
  });

  it('leaves placeholders alone when given an empty params object', () => {
    expect(translate('FILE_TOO_LARGE', 'en', {})).toBe('Upload failed: the file is larger than {max}');
  });

  it('falls back to English for a language outside the list', () => {
    // The value arrives from a header at run time, so the type cannot be trusted there.
    const klingon = String('tlh') as Lang;
    expect(translate('UNAUTHORIZED', klingon)).toBe('Please log in again');
    expect(translate('PASSWORD_TOO_WEAK', klingon, { min: 8 })).toBe(
      'The password needs at least 8 characters with at least one letter and one digit',
    );
  });
});
