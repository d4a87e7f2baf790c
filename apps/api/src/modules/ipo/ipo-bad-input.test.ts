import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, ipoTestApp, TIMES, type IpoKit } from './ipo-test-kit.ts';

let k: IpoKit;
beforeAll(async () => {
  k = await ipoTestApp({ IPO_BASE_UNITS: '2' });
});
afterAll(() => k.t.close());

const count = async (token: string) => (await k.api(token, 'GET', '/applications')).json().data.total as number;
const issues = async () => (await k.admin('GET', '/issues')).json().data.total as number;

describe('bad input', () => {
  it('answers the user with a clear message in the asked language and changes nothing', async () => {
    const issue = await k.createIssue();
    const upcoming = await k.createIssue({}, { start: 5 * HOUR, end: 6 * HOUR, draw: 7 * HOUR, deadline: 30 * HOUR, listing: 50 * HOUR });
    await k.advanceAndRun(TIMES.start);
    const u = await k.investor();
    const de = { lang: 'de' };
    const zh = { lang: 'zh_cn' };
    expect((await k.apply(u.token, '', 1000, de)).json()).toMatchObject({ error: 'IPO_CODE_REQUIRED', msg: 'Bitte geben Sie den Zeichnungscode ein' });
    expect((await k.apply(u.token, issue.apply_code, 0, zh)).json()).toMatchObject({ error: 'IPO_SHARES_ZERO', msg: '股数不能为0' });
    expect((await k.apply(u.token, issue.apply_code, '', de)).json().error).toBe('IPO_SHARES_ZERO');
    expect((await k.apply(u.token, issue.apply_code, '1.5')).json().error).toBe('VALIDATION_FAILED');
    expect((await k.apply(u.token, issue.apply_code, 1500)).json()).toMatchObject({ error: 'IPO_SHARES_NOT_UNIT', msg: 'The number of shares must be a multiple of 1000' });
    expect((await k.apply(u.token, '999999', 1000)).json()).toMatchObject({ error: 'IPO_CODE_UNKNOWN' });
    // Before its window: the answer says when it opens, in Beijing time, in the user's language.
    const opensAt = new Date(Date.parse(upcoming.subscribe_start) + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
    expect((await k.apply(u.token, upcoming.apply_code, 1000)).json()).toMatchObject({ error: 'IPO_NOT_YET_OPEN', msg: `Subscription for this issue opens at ${opensAt} (Beijing time)` });
    expect((await k.apply(u.token, upcoming.apply_code, 1000, zh)).json().msg).toBe(`该新股尚未开始申购，申购开始时间：${opensAt}（北京时间）`);
    expect((await k.api(u.token, 'POST', '/applications/abc/pay', { pay_password: '975310' })).json().error).toBe('VALIDATION_FAILED');
    expect((await k.api(u.token, 'POST', '/applications/999999/pay', { pay_password: '975310' })).statusCode).toBe(404);
    expect((await k.api(undefined, 'GET', '/calendar?from=2025-01-01&to=2025-12-31')).json().error).toBe('VALIDATION_FAILED');
    expect((await k.api(undefined, 'GET', '/calendar?from=2025-02-30&to=2025-03-01')).json().error).toBe('VALIDATION_FAILED');
    expect(await count(u.token)).toBe(0);
    expect((await k.apply(u.token, issue.apply_code, 2000)).statusCode).toBe(200);
    expect((await k.apply(u.token, issue.apply_code, 1000, de)).json()).toMatchObject({ error: 'IPO_ALREADY_APPLIED', msg: 'Sie haben diese Emission bereits gezeichnet' });
    expect(await count(u.token)).toBe(1);
  });

  it('answers the operator’s mistakes with the rule broken and creates nothing', async () => {
    const before = await issues();
    const taken = await k.createIssue();
    const post = (overrides: Record<string, unknown>, times = TIMES) => k.admin('POST', '/issues', k.issueBody(overrides, times));
    expect((await post({ code: '999999' })).json()).toMatchObject({ error: 'IPO_CODE_NOT_LISTED', msg: 'Stock code 999999 is not in the market data' });
    expect((await post({ code: 'sh000001' })).json().error).toBe('VALIDATION_FAILED');
    expect((await post({}, { ...TIMES, draw: TIMES.end - 1 })).json().error).toBe('IPO_DATES_INVALID');
    expect((await post({}, { ...TIMES, start: -2 * HOUR })).json().error).toBe('IPO_DATES_INVALID');
    expect((await post({ public_quantity: 2_000_000 })).json().error).toBe('IPO_QUANTITY_INVALID');
    expect((await post({ public_quantity: 5_500 })).json()).toMatchObject({ error: 'IPO_QUANTITY_INVALID', msg: expect.stringContaining('1000') });
    expect((await post({ max_shares_per_user: 10_000 })).json().error).toBe('IPO_QUANTITY_INVALID');
    expect((await post({ apply_code: taken.apply_code })).json().error).toBe('IPO_APPLY_CODE_TAKEN');
    expect((await post({ issue_price: '-1' })).json().error).toBe('VALIDATION_FAILED');
    expect((await post({ issue_price: '0' })).json().error).toBe('VALIDATION_FAILED');
    expect((await post({ sector: '' })).json().error).toBe('VALIDATION_FAILED');
    expect((await k.admin('POST', '/issues', { code: '688981' })).json().error).toBe('VALIDATION_FAILED');
    expect(await issues()).toBe(before + 1);
  });
});
