import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, ipoTestApp, SZ_ISSUE_CODE, TIMES, type IpoKit } from './ipo-test-kit.ts';

let k: IpoKit;
beforeAll(async () => {
  k = await ipoTestApp({ IPO_BASE_UNITS: '3' });
});
afterAll(() => k.t.close());

describe('one-click apply', () => {
  it('applies for every open issue not yet applied for, each at the full quota within its cap, without holding money', async () => {
    const sh = await k.createIssue({ public_quantity: 20_000, max_shares_per_user: 2_000 });
    const sz = await k.createIssue({ code: SZ_ISSUE_CODE, public_quantity: 20_000, max_shares_per_user: 5_000 });
    const applied = await k.createIssue({ public_quantity: 20_000 });
    const later = await k.createIssue({}, { start: 10 * HOUR, end: 11 * HOUR, draw: 12 * HOUR, deadline: 36 * HOUR, listing: 60 * HOUR });
    await k.advanceAndRun(TIMES.start);
    const u = await k.investor({ cash: 100_00n });
    expect((await k.apply(u.token, applied.apply_code, 1000)).statusCode).toBe(200);

    const open = (await k.api(u.token, 'GET', '/open')).json().data.list as { issue: { id: number }; quota_shares: number; application: unknown }[];
    expect(open.map((o) => o.issue.id).sort()).toEqual([sh.id, sz.id, applied.id].sort());
    expect(open.find((o) => o.issue.id === later.id)).toBeUndefined();

    const key = { 'idempotency-key': 'ipo-one-click-0001' };
    const res = await k.api(u.token, 'POST', '/applications/one-click', {}, key);
    expect(res.statusCode, res.body).toBe(200);
    const made = (res.json().data.applied as { issue_id: number; shares: number; units: number }[]).map((a) => [a.issue_id, a.shares, a.units]);
    // Shanghai: 3 base units capped at 2 → 2,000 shares; Shenzhen: 3 units of 500 → 1,500 shares.
    expect(made.sort((a, b) => a[0]! - b[0]!)).toEqual([
      [sh.id, 2000, 2],
      [sz.id, 1500, 3],
    ]);
    // The same request again answers the same; a new click finds nothing left to apply for.
    expect((await k.api(u.token, 'POST', '/applications/one-click', {}, key)).json().data.applied).toHaveLength(2);
    const again = await k.api(u.token, 'POST', '/applications/one-click', {});
    expect(again.json()).toMatchObject({ error: 'IPO_NOTHING_TO_APPLY', data: null });
    expect((await k.api(u.token, 'GET', '/applications')).json().data.total).toBe(3);
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 100_00n, cash_frozen: 0n });

    // The list for the "already subscribed" tab holds all three.
    const subscribed = (await k.api(u.token, 'GET', '/applications?filter=subscribed')).json().data.list;
    expect(subscribed.map((a: { state: string }) => a.state)).toEqual(['applied', 'applied', 'applied']);
    expect((await k.api(u.token, 'GET', '/applications?filter=allocated')).json().data.total).toBe(0);
  });
});
