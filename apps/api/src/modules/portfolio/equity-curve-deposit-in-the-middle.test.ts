import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { localDay } from '../market/calendar.ts';
import { setLivePrice } from '../market/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SESSION_TTL_HOURS: '720' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const portfolio = async (token: string, range: string) => (await t.app.inject({ method: 'GET', url: `/api/portfolio?range=${range}`, headers: { token } })).json().data;

describe('the equity curve', () => {
  it('has zero return when the only change is a deposit in the middle, and one valuation per user and day', async () => {
    const u = await t.signUp();
    await fund(t, u.id, 100_000); // day 1: 1,000.00 deposited
    await t.ctx.scheduler.runNow('portfolio.snapshot');
    await t.ctx.scheduler.runNow('portfolio.snapshot'); // the same day again: still one row
    t.clock.advance(DAY);
    await fund(t, u.id, 100_000); // day 2: 1,000.00 more
    await t.ctx.scheduler.runNow('portfolio.snapshot');
    t.clock.advance(DAY); // day 3 (today): nothing happens

    const rows = await queryRows<{ n: string }>(t.ctx.db, sql`SELECT count(*)::text AS n FROM portfolio_snapshots WHERE user_id = ${u.id}`);
    expect(rows[0]?.n).toBe('2');

    const all = await portfolio(u.token, 'all');
    expect(all.points.map((p: { net_assets: string; net_flow: string }) => [p.net_assets, p.net_flow])).toEqual([
      ['1000.00', '1000.00'],
      ['2000.00', '1000.00'],
      ['2000.00', '0.00'],
    ]);
    expect(all).toMatchObject({ start_value: '0.00', end_value: '2000.00', net_flows: '2000.00', gain: '0.00', return_pct: '0.00' });
    expect(all.by_product).toEqual([{ key: 'cash', value: '2000.00', pct: '100.00' }]);
    expect(all.by_sector).toEqual([]);

    // The week starts before the first deposit; "today" starts from yesterday's 2,000.00.
    expect(await portfolio(u.token, 'week')).toMatchObject({ start_value: '0.00', gain: '0.00', return_pct: '0.00' });
    expect(await portfolio(u.token, 'today')).toMatchObject({ start_value: '2000.00', net_flows: '0.00', gain: '0.00', return_pct: '0.00', points: [{ net_assets: '2000.00' }] });
  });

  it('counts a price move as return but an adjustment as a flow, and is the user’s own', async () => {
    const u = await t.signUp();
    await fund(t, u.id, 1_000_000);
    const code = '000001';
    const p1 = setLivePrice(t.services.market, t.ctx.bus, code, t.services.market.book(code)!.quote.prevClose);
    await t.ctx.db.transaction((tx) =>
      t.services.trading.grantPosition(tx, { userId: u.id, code, quantity: 1000, priceCents: BigInt(p1), buyFeeCents: 0n, fees: { commission: 0n, transferFee: 0n, stampDuty: 0n }, source: 'ipo', sellableFrom: localDay(t.clock.now()), key: `pf-hold-${u.id}` }),
    );
    await t.ctx.scheduler.runNow('portfolio.snapshot');
    t.clock.advance(DAY);
    const p2 = setLivePrice(t.services.market, t.ctx.bus, code, p1 + 50);
    const v1 = 1_000_000 + 1000 * p1;
    const v2 = 1_000_000 + 1000 * p2;
    const moved = await portfolio(u.token, 'all');
    expect(moved.return_pct).toBe(((v2 / v1 - 1) * 100).toFixed(2));
    expect(moved.by_product.map((s: { key: string }) => s.key).sort()).toEqual(['cash', 'stocks']);
    expect(moved.by_sector).toEqual([{ key: 'Financials', value: ((1000 * p2) / 100).toFixed(2), pct: '100.00' }]);
    await t.ctx.scheduler.runNow('portfolio.snapshot');
    t.clock.advance(DAY);
    // An operator's journaled adjustment is an external flow, not a gain: still zero.
    await t.ctx.db.transaction((tx) =>
      t.services.ledger.post(tx, {
        key: `pf-adj-${u.id}`,
        kind: 'adjustment',
        userId: u.id,
        lines: [
          { account: { house: 'adjustments' }, amount: -50_000n as never },
          { account: { user: u.id, kind: 'cash_available' }, amount: 50_000n as never },
        ],
      }),
    );
    const adjusted = await portfolio(u.token, 'today');
    expect(adjusted).toMatchObject({ net_flows: '500.00', gain: '0.00', return_pct: '0.00' });
    const other = await t.signUp();
    expect(await portfolio(other.token, 'all')).toMatchObject({ end_value: '0.00', points: [{ net_assets: '0.00' }] });
    expect((await t.app.inject({ method: 'GET', url: '/api/portfolio' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/portfolio?range=decade', headers: { token: u.token } })).statusCode).toBe(400);
  });

  it('counts a deposit made on a day without a valuation as a flow, not a gain', async () => {
    const u = await t.signUp();
    await fund(t, u.id, 300_000); // no valuation that day
    t.clock.advance(2 * DAY);
    expect(await portfolio(u.token, 'all')).toMatchObject({ start_value: '0.00', end_value: '3000.00', net_flows: '3000.00', gain: '0.00', return_pct: '0.00' });
  });
});
