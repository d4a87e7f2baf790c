import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipoTestApp, TIMES, type IpoKit } from './ipo-test-kit.ts';

// PGlite runs one query at a time, so races only show on PostgreSQL.
describe.skipIf(!process.env['DATABASE_URL'])('parallel requests on one application (PostgreSQL)', () => {
  let k: IpoKit;
  beforeAll(async () => {
    k = await ipoTestApp({ IPO_BASE_UNITS: '5' });
  });
  afterAll(() => k.t.close());

  it('accepts one application per user per issue and one payment per allocation, however many arrive at once', async () => {
    const issue = await k.createIssue({ public_quantity: 5_000 });
    await k.advanceAndRun(TIMES.start);
    const u = await k.investor({ cash: 20_000_000n });
    const applies = await Promise.all(Array.from({ length: 8 }, (_, i) => k.apply(u.token, issue.apply_code, 5000, { 'idempotency-key': `ipo-race-apply-${i}-x` })));
    expect(applies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(applies.filter((r) => r.json().error === 'IPO_ALREADY_APPLIED')).toHaveLength(7);
    const id = applies.find((r) => r.statusCode === 200)!.json().data.id as number;

    await k.advanceAndRun(TIMES.draw - TIMES.start);
    expect((await k.api(u.token, 'GET', '/applications')).json().data.list[0]).toMatchObject({ state: 'allocated', allocated_shares: 5000 });

    // 5,000 × 27.46 = 137,300.00, paid once from 200,000.00 whatever the number of clicks.
    const pays = await Promise.all(Array.from({ length: 8 }, (_, i) => k.pay(u.token, id, { 'idempotency-key': `ipo-race-pay-${i}-x` })));
    expect(pays.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(pays.filter((r) => r.json().error === 'IPO_ALREADY_PAID')).toHaveLength(7);
    expect((await k.balances(u.id)).cash_available).toBe(20_000_000n - 13_730_000n);
    await k.expectReconciled();
  });
});
