import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { createClock } from '../../platform/clock.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { periodStart } from '../market/calendar.ts';
import { customer, expectReconciled, fundingTestApp, userApi } from './test-support.ts';

describe('period starts in Asia/Shanghai', () => {
  it('put today, this week (Monday), month, quarter and year on the local calendar', () => {
    // Wednesday 2026-08-19 01:30 in Shanghai is still Tuesday 17:30 UTC.
    const now = new Date('2026-08-18T17:30:00Z');
    expect(periodStart('today', now).toISOString()).toBe('2026-08-18T16:00:00.000Z');
    expect(periodStart('week', now).toISOString()).toBe('2026-08-16T16:00:00.000Z');
    expect(periodStart('month', now).toISOString()).toBe('2026-07-31T16:00:00.000Z');
    expect(periodStart('quarter', now).toISOString()).toBe('2026-06-30T16:00:00.000Z');
    expect(periodStart('year', now).toISOString()).toBe('2025-12-31T16:00:00.000Z');
    // A Sunday evening belongs to the week that began the Monday before.
    expect(periodStart('week', new Date('2026-08-23T15:59:59Z')).toISOString()).toBe('2026-08-16T16:00:00.000Z');
    expect(periodStart('week', new Date('2026-08-23T16:00:00Z')).toISOString()).toBe('2026-08-23T16:00:00.000Z');
  });
});

let t: TestApp;
beforeAll(async () => {
  ({ t } = await fundingTestApp());
});
afterAll(() => t.close());

describe('the money log', () => {
  it('shows the postings of the period asked for, with kind, signed amount and balance after', async () => {
    // The app's clock only moves forward: move it to a known future instant, Tuesday 2030-02-12 10:00 in Shanghai.
    const target = Date.parse('2030-02-12T02:00:00Z');
    t.clock.advance(Math.max(0, target - t.clock.now().getTime()));
    if (t.clock.now().getTime() > target + 60_000) return expect.fail(`the machine clock is past ${new Date(target).toISOString()}; this test needs an earlier start`);
    const u = await customer(t);
    await fund(t, u.id, 10_000); // Tue 12 Feb (Q1, February)
    t.clock.advance(24 * 3600_000);
    await fund(t, u.id, 20_000); // Wed 13 Feb
    t.clock.advance(6 * 24 * 3600_000);
    await fund(t, u.id, 30_000); // Tue 19 Feb: a new week
    t.clock.advance(20 * 24 * 3600_000);
    await fund(t, u.id, 40_000); // Mon 11 Mar: a new month
    t.clock.advance(30 * 24 * 3600_000);
    await fund(t, u.id, 50_000); // Wed 10 Apr: a new quarter
    t.clock.advance(3600_000);

    // Weeks have passed: the session has ended, so log in again.
    const login = await t.login(u.username, u.password);
    const api = userApi(t, login.json().data.userinfo.token as string);
    const amounts = async (range: string) => {
      const data = (await api.get(`/api/funding/money-log?range=${range}&size=100`)).json().data;
      expect(data.range).toBe(range);
      return (data.list as { available_change: string }[]).map((l) => l.available_change);
    };
    expect(await amounts('today')).toEqual(['500.00']);
    expect(await amounts('week')).toEqual(['500.00']);
    expect(await amounts('month')).toEqual(['500.00']);
    expect(await amounts('quarter')).toEqual(['500.00']);
    expect(await amounts('year')).toEqual(['500.00', '400.00', '300.00', '200.00', '100.00']);

    t.clock.advance(24 * 3600_000); // Thu 11 Apr
    expect(await amounts('today')).toEqual([]);
    expect(await amounts('week')).toEqual(['500.00']);
    const page = (await api.get('/api/funding/money-log?range=year&page=2&size=2')).json().data;
    expect(page).toMatchObject({ total: 5, page: 2, size: 2 });
    expect(page.list[0]).toMatchObject({ kind: 'deposit', available_change: '300.00', balance_after: '600.00' });
    expect((await api.get('/api/funding/money-log?range=decade')).json().error).toBe('VALIDATION_FAILED');
    await expectReconciled(t);
  });

  it('uses the server clock, not the machine clock', () => {
    const c = createClock(5 * 86_400_000);
    expect(c.now().getTime() - Date.now()).toBeGreaterThan(5 * 86_400_000 - 1000);
  });
});
