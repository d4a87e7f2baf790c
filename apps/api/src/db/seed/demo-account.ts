import { eq } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import type { Services } from '../../app.ts';
import { findUserByName } from '../../modules/auth/repo.ts';
import { operators } from '../../modules/admin/tables.ts';
import { blockTradeOffers } from '../../modules/block-trades/tables.ts';
import { ipoIssues } from '../../modules/ipo/tables.ts';
import { memo } from '../../modules/ledger/memo.ts';
import { DEMO_PAY_PASSWORD, DEMO_USER } from './demo.ts';

const DEMO_STARTING_CASH = '1000000.00';
/** ID number of the demo identity: a valid check digit (GB 11643), a made-up person. */
const DEMO_ID_NUMBER = '110105199003070017';
/** The smallest valid PNG (1×1): the demo identity's "photos". */
const DEMO_PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const HOUR = 3_600_000;

/**
 * Demo mode only: makes the demo user ready to try everything at once — a verified identity, a
 * trading password, and starting cash as a journaled adjustment with a reason the user sees —
 * and lists one new-share issue and one block-trade offer when there are none. Each step goes
 * through the same services (and audit log) as an operator's action, under the first operator's
 * name, and is skipped when already done, so it is safe on every start.
 */
export async function seedDemoAccount(ctx: Ctx, services: Services): Promise<void> {
  const [op] = await ctx.db.select({ id: operators.id, username: operators.username }).from(operators).orderBy(operators.id).limit(1);
  const user = await findUserByName(ctx.db, DEMO_USER.username);
  if (!op || !user) return;
  const by = { operatorId: op.id, ip: '127.0.0.1' };

  const identity = await services.identity.status(user.id);
  if (identity.state !== 'approved') {
    const submitted = await services.identity.submit(user.id, {
      realName: 'Demo User',
      idType: 'id_card',
      idNumber: DEMO_ID_NUMBER,
      front: { data: DEMO_PHOTO },
      back: { data: DEMO_PHOTO },
    });
    if (submitted.id !== null) await services.identity.approve(submitted.id, by);
  }
  if (!user.payPasswordHash) {
    await services.account.setPayPassword(user.id, { pay_password: DEMO_PAY_PASSWORD, confirm_pay_password: DEMO_PAY_PASSWORD });
  }
  // The request key makes this one entry for ever: a restart finds it and posts nothing.
  // Seeding is the system, not an operator's decision: no four eyes here.
  const seeded = await ctx.db.transaction((tx) =>
    services.funding.backOffice.postAdjustment(
      tx,
      { user_id: user.id, amount: DEMO_STARTING_CASH, reason: 'Demo mode: starting balance (simulated money)', memo: memo('demo_starting_balance') },
      { ...by, operator: op.username },
      `adjustment:${by.operatorId}:demo-starting-cash`,
    ),
  );
  await seeded.after();

  const now = ctx.clock.now().getTime();
  const [anyIssue] = await ctx.db.select({ id: ipoIssues.id }).from(ipoIssues).limit(1);
  const issueBook = services.market.book('688981') ?? services.market.book('600519');
  if (!anyIssue && issueBook) {
    const start = Math.ceil((now + 60_000) / HOUR) * HOUR;
    const at = (hours: number) => new Date(start + hours * HOUR).toISOString();
    const price = Math.max(1, Math.round(issueBook.quote.price * 0.6));
    await ctx.db.transaction((tx) =>
      services.ipo.operations.createIn(
        tx,
      {
        code: issueBook.inst.code,
        apply_code: issueBook.inst.code.startsWith('6') ? '787981' : '301981',
        name: '',
        issue_price: (price / 100).toFixed(2),
        pe: '28.50',
        industry_pe: '35.20',
        sector: 'Semiconductors',
        issue_quantity: 50_000_000,
        public_quantity: 5_000_000,
        max_shares_per_user: 20_000,
        subscribe_start: at(0),
        subscribe_end: at(24),
        draw_at: at(25),
        pay_deadline: at(49),
        listing_at: at(73),
      },
      by,
    ));
  }

  const [anyOffer] = await ctx.db.select({ id: blockTradeOffers.id }).from(blockTradeOffers).where(eq(blockTradeOffers.state, 'open')).limit(1);
  const offerBook = services.market.book('601318');
  if (!anyOffer && offerBook?.band && !offerBook.inst.halted) {
    // 5 % under the price, never under the band's floor.
    const price = Math.max(offerBook.band.down, Math.round(offerBook.quote.price * 0.95));
    if (price < offerBook.quote.price) {
      await services.blockTrades.operations.create(
        {
          code: offerBook.inst.code,
          price: (price / 100).toFixed(2),
          total_quantity: 100_000,
          min_quantity: 1_000,
          holding_days: 5,
          ends_at: new Date(now + 30 * 24 * HOUR).toISOString(),
          note: 'Demo offer',
        },
        by,
      );
    }
  }
}
