import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { localDay } from '../market/calendar.ts';
import { ipoTestApp, SH_ISSUE_CODE, TIMES, type IpoKit } from './ipo-test-kit.ts';

let k: IpoKit;
beforeAll(async () => {
  k = await ipoTestApp({ IPO_BASE_UNITS: '5' });
});
afterAll(() => k.t.close());

const house = async (kind: string) =>
  (await queryRows<{ balance: string }>(k.t.ctx.db, sql`SELECT balance::text AS balance FROM ledger_accounts WHERE user_id IS NULL AND kind = ${kind}`))[0]?.balance ?? '0';

// Hand computation: 3,000 shares × 27.46 = 82,380.00.
describe('listing day', () => {
  it('turns a paid allocation into a position at the issue price, moving the money from escrow to settlement, once', async () => {
    const issue = await k.createIssue({ public_quantity: 3_000, max_shares_per_user: 3_000 });
    await k.advanceAndRun(TIMES.start);
    const u = await k.investor({ cash: 10_000_000n });
    const applied = await k.apply(u.token, issue.apply_code, 3000);
    expect(applied.statusCode, applied.body).toBe(200);
    await k.advanceAndRun(TIMES.draw - TIMES.start);
    const paid = await k.pay(u.token, applied.json().data.id);
    expect(paid.json().data).toMatchObject({ state: 'paid', allocated_shares: 3000, amount_due: '82380.00' });
    const settlementBefore = BigInt(await house('trade_settlement'));
    expect(await house('ipo_escrow')).toBe('8238000');

    // Past the deadline but before listing: still in escrow, no position.
    await k.advanceAndRun(TIMES.deadline - TIMES.draw);
    expect((await k.t.app.inject({ method: 'GET', url: '/api/trading/positions', headers: { token: u.token } })).json().data.list).toEqual([]);

    await k.advanceAndRun(TIMES.listing - TIMES.deadline);
    await k.t.ctx.scheduler.runNow('ipo.lifecycle'); // a second run changes nothing
    const positions = (await k.t.app.inject({ method: 'GET', url: '/api/trading/positions', headers: { token: u.token } })).json().data.list;
    expect(positions).toHaveLength(1);
    expect(positions[0]).toMatchObject({ code: SH_ISSUE_CODE, source: 'ipo', quantity: 3000, buy_price: '27.46', buy_value: '82380.00', buy_fee: '0.00' });
    // Sellable under the normal rules from the listing day (the next trading day when listing falls on a closed day).
    expect(positions[0].sellable_from).toBe(k.t.services.market.sessions.tradingDayOnOrAfter(localDay(k.t.clock.now())));

    expect(await house('ipo_escrow')).toBe('0');
    expect(BigInt(await house('trade_settlement')) - settlementBefore).toBe(8_238_000n);
    expect((await k.balances(u.id)).cash_available).toBe(10_000_000n - 8_238_000n);
    const record = (await k.api(u.token, 'GET', '/applications')).json().data.list[0];
    expect(record).toMatchObject({ state: 'listed', issue_phase: 'listed' });
    expect(record.listed_at).not.toBeNull();
    const [note] = await k.messagesOf(u.token, 'ipo_listed');
    expect(note?.body).toContain('27.46');
    expect((await k.api(undefined, 'GET', `/issues/${issue.id}`)).json().data).toMatchObject({ state: 'listed', phase: 'listed' });
    // The shares now count toward the user's Shanghai quota, at the live price.
    const quota = (await k.api(u.token, 'GET', '/quota')).json().data.quotas.find((q: { exchange: string }) => q.exchange === 'SH');
    expect(quota.market_value).toBe(positions[0].market_value);
    await k.expectReconciled();
  });
});
