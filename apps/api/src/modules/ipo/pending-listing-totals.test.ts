import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipoTestApp, SH_ISSUE_CODE, TIMES, type IpoKit } from './ipo-test-kit.ts';

let k: IpoKit;
beforeAll(async () => {
  k = await ipoTestApp({ IPO_BASE_UNITS: '5' });
});
afterAll(() => k.t.close());

const summary = async (token: string) => (await k.t.app.inject({ method: 'GET', url: '/api/account/summary', headers: { token } })).json().data;
const holdings = async (token: string) => (await k.t.app.inject({ method: 'GET', url: '/api/trading/positions', headers: { token } })).json().data;

// Hand computation: 3,000 shares × 27.46 = 82,380.00 paid out of 100,000.00.
describe('a paid allocation before listing', () => {
  it('keeps total assets unchanged: cash goes down, pending listing goes up, and holdings list it at cost', async () => {
    const issue = await k.createIssue({ public_quantity: 3_000, max_shares_per_user: 3_000 });
    await k.advanceAndRun(TIMES.start);
    const u = await k.investor({ cash: 10_000_000n });
    const applied = await k.apply(u.token, issue.apply_code, 3000);
    expect(applied.statusCode, applied.body).toBe(200);
    await k.advanceAndRun(TIMES.draw - TIMES.start);

    const before = await summary(u.token);
    expect(before).toMatchObject({ total_assets: '100000.00', cash: '100000.00', pending_listing: '0.00' });
    const paid = await k.pay(u.token, applied.json().data.id);
    expect(paid.statusCode, paid.body).toBe(200);

    const after = await summary(u.token);
    expect(after).toMatchObject({ total_assets: '100000.00', net_assets: '100000.00', cash: '17620.00', pending_listing: '82380.00', market_value: '0.00' });
    const held = await holdings(u.token);
    expect(held.list).toEqual([]);
    expect(held.pending_value).toBe('82380.00');
    expect(held.pending).toEqual([
      expect.objectContaining({ code: SH_ISSUE_CODE, source: 'ipo', quantity: 3000, price: '27.46', cost: '82380.00', application_id: applied.json().data.id }),
    ]);

    // Still there after the deadline; on listing day it becomes a position and leaves the pending list.
    await k.advanceAndRun(TIMES.deadline - TIMES.draw);
    expect((await summary(u.token)).pending_listing).toBe('82380.00');
    await k.advanceAndRun(TIMES.listing - TIMES.deadline);
    const listed = await holdings(u.token);
    expect(listed.pending).toEqual([]);
    expect(listed.list).toHaveLength(1);
    const end = await summary(u.token);
    expect(end.pending_listing).toBe('0.00');
    expect(end.market_value).toBe(listed.market_value);
    await k.expectReconciled();
  });

  it('is nobody else’s: another user sees no pending shares', async () => {
    const other = await k.investor();
    expect((await holdings(other.token)).pending).toEqual([]);
    expect((await summary(other.token)).pending_listing).toBe('0.00');
  });
});
