import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipoTestApp, SH_HOLDING, SZ_HOLDING, SZ_ISSUE_CODE, TIMES, type IpoKit } from './ipo-test-kit.ts';

let k: IpoKit;
beforeAll(async () => {
  k = await ipoTestApp();
});
afterAll(() => k.t.close());

describe('quota from the market value held', () => {
  it('counts Shanghai and Shenzhen holdings separately, caps per issue, and refuses beyond it', async () => {
    const u = await k.investor();
    // 10 × 1,524.00 = 15,240.00 in Shanghai → 1 unit of 1,000; 1,000 × 11.60 = 11,600.00 in Shenzhen → 2 units of 500.
    expect(await k.hold(u.id, SH_HOLDING, 10)).toBe(1_524_000n);
    expect(await k.hold(u.id, SZ_HOLDING, 1000)).toBe(1_160_000n);
    const quota = (await k.api(u.token, 'GET', '/quota')).json().data.quotas;
    expect(quota).toEqual([
      { exchange: 'SH', market_value: '15240.00', unit_value: '10000.00', unit_shares: 1000, held_units: 1, base_units: 0, units: 1, shares: 1000 },
      { exchange: 'SZ', market_value: '11600.00', unit_value: '5000.00', unit_shares: 500, held_units: 2, base_units: 0, units: 2, shares: 1000 },
    ]);

    const sh = await k.createIssue({ public_quantity: 10_000, max_shares_per_user: 5_000 });
    const sz = await k.createIssue({ code: SZ_ISSUE_CODE, issue_price: '18.00', public_quantity: 10_000, max_shares_per_user: 500 });
    expect(sz).toMatchObject({ exchange: 'SZ', unit_shares: 500 });
    await k.advanceAndRun(TIMES.start);

    // The issue's view of the quota: Shanghai 1 unit; Shenzhen min(2 units, cap of 1 unit).
    const mineSh = (await k.api(u.token, 'GET', `/issues/${sh.id}/mine`)).json().data;
    const mineSz = (await k.api(u.token, 'GET', `/issues/${sz.id}/mine`)).json().data;
    expect([mineSh.quota_units, mineSh.quota_shares, mineSz.quota_units, mineSz.quota_shares]).toEqual([1, 1000, 1, 500]);

    expect((await k.apply(u.token, sh.apply_code, 2000)).json()).toMatchObject({ error: 'IPO_QUOTA_EXCEEDED', msg: expect.stringContaining('1000') });
    expect((await k.apply(u.token, sz.apply_code, 1000)).json()).toMatchObject({ error: 'IPO_QUOTA_EXCEEDED', msg: expect.stringContaining('500') });
    const ok = await k.apply(u.token, sz.apply_code, 500);
    expect(ok.json()).toMatchObject({ msg: 'Application submitted', data: { shares: 500, units: 1, state: 'applied', exchange: 'SZ' } });

    // No holdings and no base units: no quota at all.
    const newcomer = await k.investor();
    expect((await k.apply(newcomer.token, sh.apply_code, 1000)).json()).toMatchObject({ error: 'IPO_NO_QUOTA' });
  });
});
