import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from './i18n.ts';
import { displayName, secondaryName } from './names.ts';

beforeAll(async () => {
  for (const lang of ['en', 'de', 'fr', 'zh_cn'] as const) await initI18n(lang);
});

describe('names in the reader’s language', () => {
  const moutai = { code: '600519', name: '贵州茅台', name_en: 'Kweichow Moutai' };

  it('shows the Chinese name on Chinese screens and the English one elsewhere, Chinese beneath', () => {
    expect(displayName(moutai, 'zh_cn')).toBe('贵州茅台');
    expect(secondaryName(moutai, 'zh_cn')).toBeUndefined();
    expect(displayName(moutai, 'de')).toBe('Kweichow Moutai');
    expect(secondaryName(moutai, 'de')).toBe('贵州茅台');
    expect(displayName({ name: '万科A', name_en: '' }, 'en')).toBe('万科A');
  });

  it('translates index names', () => {
    const sse = { code: 'sh000001', name: '上证指数', name_en: 'SSE Composite Index' };
    expect(displayName(sse, 'de')).toBe('Shanghai-Composite-Index');
    expect(displayName(sse, 'fr')).toBe('Indice composite de Shanghai');
    expect(displayName(sse, 'en')).toBe('SSE Composite Index');
    expect(displayName(sse, 'zh_cn')).toBe('上证指数');
  });
});
