import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from './i18n';
import { en } from './en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the back office dictionaries', () => {
  it('have exactly the same keys in English, Simplified Chinese and German', () => {
    const keys = Object.keys(en).sort();
    for (const [lang, dict] of Object.entries(DICTIONARIES)) expect(Object.keys(dict).sort(), lang).toEqual(keys);
  });

  it('fill every text, with the same placeholders, and translate it (not an English copy)', () => {
    for (const [lang, dict] of Object.entries(DICTIONARIES)) {
      for (const [key, text] of Object.entries(dict)) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en[key as keyof typeof en]));
      }
    }
    const same = Object.keys(en).filter((k) => DICTIONARIES.zh_cn[k as keyof typeof en] === en[k as keyof typeof en]);
    expect(same).toEqual([]);
  });
});
