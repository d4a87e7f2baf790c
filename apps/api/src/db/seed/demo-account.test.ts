import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorTestApp } from '../../test/operator-helpers.ts';
import type { TestApp } from '../../test/helper.ts';
import { reconcile } from '../../modules/ledger/reconcile.ts';
import { findUserByName } from '../../modules/auth/repo.ts';
import { DEMO_PAY_PASSWORD, DEMO_USER, seedDemo } from './demo.ts';
import { seedDemoAccount } from './demo-account.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await operatorTestApp({ DEMO: 'true' }));
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('makes the demo user ready to trade, once, and lists one issue and one block-trade offer', async () => {
    for (let run = 0; run < 2; run += 1) {
      await seedDemo(t.ctx.db, t.clock.now());
      await seedDemoAccount(t.ctx, t.services);
    }
    const user = await findUserByName(t.ctx.db, DEMO_USER.username);
    expect(user).toBeDefined();
    const id = user!.id;
    expect((await t.services.identity.status(id)).state).toBe('approved');
    await expect(t.services.account.verifyPayPassword(id, DEMO_PAY_PASSWORD)).resolves.toBeUndefined();
    // Two runs, one starting balance.
    expect((await t.services.ledger.balances(t.ctx.db, id)).cash_available).toBe(100_000_000n);
    expect((await t.services.ipo.operations.list(1, 10)).total).toBe(1);
    expect((await t.services.blockTrades.operations.list('all', 1, 10)).total).toBe(1);
    expect((await reconcile(t.ctx.db, t.clock.now())).ok).toBe(true);
  });
});
