import { beforeEach, describe, expect, it } from 'vitest';
import { clearRecent, loadRecent, RECENT_MAX, rememberRecent } from './recent-searches.ts';

const stock = (code: string) => ({ code, name: `名${code}`, name_en: `Name ${code}` });

beforeEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keeps the newest first, each stock once, at most ten', () => {
    rememberRecent(stock('600519'));
    rememberRecent(stock('000001'));
    expect(rememberRecent(stock('600519')).map((r) => r.code)).toEqual(['600519', '000001']);
    for (let i = 0; i < 12; i += 1) rememberRecent(stock(String(300000 + i)));
    const list = loadRecent();
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]?.code).toBe('300011');
  });

  it('survives damaged storage and can be cleared', () => {
    localStorage.setItem('recentSearches', '{not json');
    expect(loadRecent()).toEqual([]);
    localStorage.setItem('recentSearches', JSON.stringify([{ code: 1 }, stock('600519')]));
    expect(loadRecent().map((r) => r.code)).toEqual(['600519']);
    clearRecent();
    expect(loadRecent()).toEqual([]);
  });
});
