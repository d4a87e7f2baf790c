import { describe, expect, it } from 'vitest';
import { LANGS, LANGUAGE_NAMES, matchLang } from './languages.ts';

describe('languages', () => {
  it('are the twelve of the spec, each with its own name', () => {
    expect(LANGS).toHaveLength(12);
    expect(new Set(Object.values(LANGUAGE_NAMES)).size).toBe(12);
  });

  it('are matched from lang and accept-language headers', () => {
    expect(matchLang('zh_cn')).toBe('zh_cn');
    expect(matchLang('zh-TW,zh;q=0.9')).toBe('zh_tw');
    expect(matchLang('zh-HK')).toBe('zh_tw');
    expect(matchLang('zh')).toBe('zh_cn');
    expect(matchLang('pt-BR,en;q=0.5')).toBe('pt');
    expect(matchLang('ja,sv;q=0.4,en;q=0.8')).toBe('en');
    expect(matchLang('tlh')).toBeUndefined();
    expect(matchLang(undefined)).toBeUndefined();
  });
});
