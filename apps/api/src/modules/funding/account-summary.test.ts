import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { money } from '../../platform/money.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { customer, expectReconciled, fundingTestApp, PIN } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await fundingTestApp());
});
afterAll(() => t.close());

describe('the account summary', () => {
  it('starts at zero for a new user, with no invented credit score or market value', async () => {
    const u = await customer(t);
    expect((await u.api.get('/api/account/summary')).json().data).toEqual({
      currency: 'CNY',
      total_assets: '0.00',
      net_assets: '0.00',
      cash: '0.00',
      available: '0.00',
      withdrawable: '0.00',
      frozen: '0.00',
      money_market: '0.00',
      loan_outstanding: '0.00',
      market_value: '0.00',
      pending_listing: '0.00',
      credit_points: 0,
    });
  });

  it('adds up cash, frozen cash, money market and loan from the ledger', async () => {
    const u = await customer(t, { card: true });
    await fund(t, u.id, 1_000_000);
    expect((await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '2000', pay_password: PIN })).statusCode).toBe(200);
    // A money-market purchase and a loan, as their modules would post them.
    await t.ctx.db.transaction(async (tx) => {
      await t.services.ledger.post(tx, {
        key: `summary-mm-${u.id}`,
        kind: 'money_market_purchase',
        userId: u.id,
        lines: [
          { account: { user: u.id, kind: 'cash_available' }, amount: money(-300_000) },
          { account: { user: u.id, kind: 'money_market' }, amount: money(300_000) },
        ],
      });
      await t.services.ledger.post(tx, {
        key: `summary-loan-${u.id}`,
        kind: 'loan_disbursed',
        userId: u.id,
        lines: [
          { account: { user: u.id, kind: 'loan_principal' }, amount: money(-150_000) },
          { account: { user: u.id, kind: 'cash_available' }, amount: money(150_000) },
        ],
      });
    });
    expect((await u.api.get('/api/account/summary')).json().data).toMatchObject({
      available: '6500.00',
      withdrawable: '6500.00',
      frozen: '2000.00',
      cash: '8500.00',
      money_market: '3000.00',
      loan_outstanding: '1500.00',
      market_value: '0.00',
      total_assets: '11500.00',
      net_assets: '10000.00',
    });
    await expectReconciled(t);
  });
});
