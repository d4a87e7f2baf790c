import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ipoTestApp, MIN, TIMES, type IpoKit } from './ipo-test-kit.ts';

let k: IpoKit;
beforeAll(async () => {
  k = await ipoTestApp({ IPO_BASE_UNITS: '5' });
});
afterAll(() => k.t.close());

const escrow = async () =>
  (await queryRows<{ balance: string }>(k.t.ctx.db, sql`SELECT balance::text AS balance FROM ledger_accounts WHERE user_id IS NULL AND kind = 'ipo_escrow'`))[0]?.balance ?? '0';

// Hand computation: 2,000 shares × 27.46 = 54,920.00; 1,000 shares × 27.46 = 27,460.00.
describe('payment by the deadline, forfeiture after it', () => {
  it('takes one-click payment from cash into escrow, refuses what the cash cannot cover, and forfeits the unpaid at the deadline', async () => {
    // Five units on offer, five applied for: every unit wins, so the outcome is known in advance.
    const issue = await k.createIssue({ public_quantity: 5_000 });
    await k.advanceAndRun(TIMES.start);
    const payer = await k.investor({ cash: 6_000_000n });
    const short = await k.investor({ cash: 5_000_000n });
    const idle = await k.investor();
    const ids: number[] = [];
    for (const [u, shares] of [[payer, 2000], [short, 2000], [idle, 1000]] as const) {
      const res = await k.apply(u.token, issue.apply_code, shares);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id);
    }
    // No money is held on application.
    expect(await k.balances(payer.id)).toMatchObject({ cash_available: 6_000_000n, cash_frozen: 0n });
    // Paying before the draw: nothing to pay yet.
    expect((await k.pay(payer.token, ids[0]!)).json()).toMatchObject({ error: 'IPO_NOT_PAYABLE' });

    await k.advanceAndRun(TIMES.draw - TIMES.start);
    const [told] = await k.messagesOf(payer.token, 'ipo_allocated');
    expect(told?.body).toContain('54,920.00');
    expect(told?.body).toContain('2,000');

    // Wrong trading password: refused, nothing moves.
    const wrong = await k.pay(payer.token, ids[0]!, {}, '000000');
    expect(wrong.json().error).toBe('PAY_PASSWORD_WRONG');
    expect((await k.balances(payer.id)).cash_available).toBe(6_000_000n);

    // One click with the password: cash → escrow in one entry; a retry with the same key answers the same.
    const key = { 'idempotency-key': 'ipo-pay-payer-0001' };
    const paid = await k.pay(payer.token, ids[0]!, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ msg: 'Payment successful', data: { state: 'paid', allocated_shares: 2000, amount_due: '54920.00' } });
    expect((await k.pay(payer.token, ids[0]!, key)).json().data.state).toBe('paid');
    expect((await k.pay(payer.token, ids[0]!)).json().error).toBe('IPO_ALREADY_PAID');
    expect(await k.balances(payer.id)).toMatchObject({ cash_available: 6_000_000n - 5_492_000n, cash_frozen: 0n });
    expect(await escrow()).toBe('5492000');

    // 50,000.00 cannot pay 54,920.00: refused with the ledger's message, nothing changed.
    const refused = await k.pay(short.token, ids[1]!);
    expect(refused.json()).toMatchObject({ error: 'INSUFFICIENT_FUNDS', data: null });
    expect((await k.balances(short.id)).cash_available).toBe(5_000_000n);
    expect((await k.api(short.token, 'GET', '/applications')).json().data.list[0].state).toBe('allocated');

    // A minute past the deadline, even before the job has run, payment is closed.
    k.t.clock.advance(TIMES.deadline - TIMES.draw + MIN);
    expect((await k.pay(idle.token, ids[2]!)).json().error).toBe('IPO_PAYMENT_CLOSED');
    await k.t.ctx.scheduler.runNow('ipo.lifecycle');

    const states = await Promise.all([payer, short, idle].map(async (u) => (await k.api(u.token, 'GET', '/applications')).json().data.list[0].state));
    expect(states).toEqual(['paid', 'forfeited', 'forfeited']);
    expect((await k.messagesOf(short.token, 'ipo_forfeited'))[0]?.body).toContain('2,000');
    expect(await k.messagesOf(idle.token, 'ipo_forfeited')).toHaveLength(1);
    expect(await k.messagesOf(payer.token, 'ipo_forfeited')).toHaveLength(0);
    expect((await k.pay(short.token, ids[1]!)).json().error).toBe('IPO_PAYMENT_CLOSED');

    // Forfeiture charged nobody; no balance anywhere is negative; the ledger reconciles.
    expect((await k.balances(short.id)).cash_available).toBe(5_000_000n);
    expect((await k.balances(idle.id)).cash_available).toBe(0n);
    const negative = await queryRows<{ n: number }>(k.t.ctx.db, sql`SELECT count(*)::int AS n FROM ledger_accounts WHERE user_id IS NOT NULL AND kind <> 'loan_principal' AND balance < 0`);
    expect(negative[0]?.n).toBe(0);
    const admin = (await k.admin('GET', `/issues/${issue.id}`)).json().data;
    expect(admin).toMatchObject({ state: 'settled', allocated_shares: 5000, paid_shares: 2000, forfeited_shares: 3000 });
    await k.expectReconciled();
  });
});
