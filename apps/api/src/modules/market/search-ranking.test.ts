import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { matchTier, normaliseQuery } from './search.ts';
import { pinyinOf } from './instruments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MARKET_ALWAYS_OPEN: 'true' });
});
afterAll(() => t.close());

const search = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/market/search?q=${encodeURIComponent(q)}`, headers: { lang: 'en' } });
  return { status: res.statusCode, body: res.json(), codes: (res.json().data ?? []).map((x: { code: string }) => x.code) as string[] };
};

describe('pinyin for search', () => {
  it('is derived from the Chinese name: no tones, lower case, no spaces', () => {
    expect(pinyinOf('贵州茅台')).toEqual({ full: 'guizhoumaotai', initials: 'gzmt' });
    expect(pinyinOf('招商银行')).toEqual({ full: 'zhaoshangyinhang', initials: 'zsyh' });
    expect(pinyinOf('TCL科技')).toEqual({ full: 'tclkeji', initials: 'tclkj' });
    expect(pinyinOf('万科A')).toEqual({ full: 'wankea', initials: 'wka' });
  });
});

describe('GET /api/market/search', () => {
  it('puts the exact code first, then code prefixes', async () => {
    const exact = await search('600519');
    expect(exact.codes[0]).toBe('600519');
    const prefix = await search('6000');
    expect(prefix.codes.length).toBeGreaterThan(1);
    expect(prefix.codes.every((c) => c.startsWith('6000'))).toBe(true);
    // 000001 is Ping An Bank's code and the SSE Composite's number: the stock (exact) comes first.
    expect((await search('000001')).codes.slice(0, 2)).toEqual(['000001', 'sh000001']);
    expect((await search('sh000001')).codes[0]).toBe('sh000001');
  });

  it('finds by pinyin initials, full pinyin and by name, in that order', async () => {
    expect((await search('gzmt')).codes[0]).toBe('600519');
    expect((await search('GZMT')).codes[0]).toBe('600519');
    expect((await search('guizhou')).codes).toContain('600519');
    expect((await search('maotai')).codes[0]).toBe('600519');
    expect((await search('茅台')).codes[0]).toBe('600519');
    expect((await search('moutai')).codes[0]).toBe('600519');
    expect((await search('szzs')).codes[0]).toBe('sh000001'); // 上证指数
  });

  it('ranks every answer by tier: exact, code prefix, initials, full pinyin prefix, pinyin substring, name', async () => {
    const list = t.services.market;
    for (const q of ['zh', 'zhong', 'yinhang', 'ping', 'bank', '60', 'z', 'a']) {
      const { codes } = await search(q);
      expect(codes.length, q).toBeLessThanOrEqual(20);
      const tiers = codes.map((c) => matchTier(list.book(c)!.inst, normaliseQuery(q)));
      expect(tiers.every((x) => x !== undefined), q).toBe(true);
      expect([...tiers].sort((a, b) => a! - b!), q).toEqual(tiers);
    }
    expect((await search('yinhang')).codes.length).toBeGreaterThan(5); // banks: 招商银行, 平安银行, …
  });

  it('answers at most 20, and nothing for an empty or blank query', async () => {
    expect((await search('6')).codes).toHaveLength(20);
    expect((await search('')).body).toMatchObject({ code: 1, data: [] });
    expect((await search('   ')).codes).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/market/search' })).json().data).toEqual([]);
  });

  it('treats hostile input as plain text', async () => {
    for (const q of ['%', '_', '%%', '\\', "' OR 1=1 --", "'; DROP TABLE instruments;--", '<script>', '*', '.*']) {
      const res = await search(q);
      expect(res.status, q).toBe(200);
      expect(res.codes, q).toEqual([]);
    }
    // A NUL never reaches the database: the input gate refuses it in the envelope.
    const nul = await search('\u0000');
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({ error: 'INVALID_CHARACTERS', data: null });
    expect((await search('600519')).codes[0]).toBe('600519'); // the table is still there
  });

  it('refuses a query longer than 32 characters with a validation error naming q', async () => {
    const long = await search('x'.repeat(10 * 1024));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 400, data: null, error: 'VALIDATION_FAILED' });
    expect(long.body.msg).toContain('q');
    expect((await search('x'.repeat(33))).status).toBe(400);
    expect((await search('x'.repeat(32))).status).toBe(200);
  });
});
