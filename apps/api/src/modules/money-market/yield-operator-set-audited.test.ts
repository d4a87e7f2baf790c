import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../market/calendar.ts';
import { mmTestApp, nextWeekday, type MmKit } from './mm-test-kit.ts';

const MON = nextWeekday(1);

let k: MmKit;
beforeAll(async () => {
  k = await mmTestApp();
});
afterAll(() => k.t.close());

describe('the operator-set yield', () => {
  it('is changed only by an operator, audited, in force from the day of the change, and averaged into the 7-day yield', async () => {
    k.advanceTo(MON, '10:00');
    const u = await k.investor();
    expect((await k.admin('GET', '/yield')).json().data).toEqual({
      source: 'operator',
      today: MON,
      current_rate_bp: 200,
      current_rate: '2.00',
      seven_day_yield: '2.0000',
      default_rate_bp: 200,
      schedule: [],
    });

    // Bad input: refused, nothing changes, nothing audited.
    for (const body of [{ annual_rate_bp: 5001 }, { annual_rate_bp: -1 }, { annual_rate_bp: 1.5 }, { annual_rate_bp: '300' }, {}]) {
      const res = await k.admin('PUT', '/yield', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ data: null, error: 'VALIDATION_FAILED' });
    }
    expect(await k.auditOf('money_market.yield')).toEqual([]);

    // Four eyes: proposed by one operator (nothing changes yet), in force once a second approves.
    const proposed = await k.admin('PUT', '/yield', { annual_rate_bp: 350 });
    expect(proposed.json()).toMatchObject({ msg: 'Proposed: waiting for a second operator to approve', data: { kind: 'money-market.yield', state: 'pending' } });
    expect((await k.admin('GET', '/yield')).json().data.current_rate_bp).toBe(200);
    const set = await k.checker.approve(proposed.json().data.id);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ msg: 'Approved and carried out', data: { state: 'approved', result: { annual_rate_bp: 350 } } });
    expect((await k.admin('GET', '/yield')).json().data).toMatchObject({ current_rate_bp: 350, current_rate: '3.50', seven_day_yield: '2.0000', schedule: [{ from: MON, bp: 350 }] });
    const [line] = await k.auditOf('money_market.yield');
    expect(line).toMatchObject({ operator: 'markets_checker', target: 'money_market.yield', detail: { from_bp: 200, to_bp: 350, in_force_from: MON } });

    // Users see today's rate at once; the 7-day yield moves as days with the new rate end.
    expect(await k.summary(u.token)).toMatchObject({ current_rate_bp: 350, current_rate: '3.50', seven_day_yield: '2.0000', income_per_10k: '0.5479', yield_source: 'operator' });
    k.advanceTo(addDays(MON, 1), '10:00');
    // (350 + 6 × 200) / 7 = 221.43 bp → 2.2143 %; yesterday's 10 000.00 earned 10 000 × 3.50 % / 365 = 0.9589.
    expect(await k.summary(u.token)).toMatchObject({ seven_day_yield: '2.2143', income_per_10k: '0.9589' });
    k.advanceTo(addDays(MON, 7), '10:00');
    expect(await k.summary(u.token)).toMatchObject({ seven_day_yield: '3.5000' });

    // A second change the same day replaces that day's rate; earlier days keep theirs.
    await k.approved('PUT', '/yield', { annual_rate_bp: 100 });
    await k.approved('PUT', '/yield', { annual_rate_bp: 120 });
    expect((await k.admin('GET', '/yield')).json().data.schedule).toEqual([
      { from: MON, bp: 350 },
      { from: addDays(MON, 7), bp: 120 },
    ]);
    expect((await k.auditOf('money_market.yield')).map((a) => a.detail['to_bp'])).toEqual([120, 100, 350]);
  });
});
