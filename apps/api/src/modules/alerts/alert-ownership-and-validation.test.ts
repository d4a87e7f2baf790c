import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_MAX } from '@meridian/contract/alerts';
import { alertsTestApp, CODE, type AlertsKit } from './alerts-test-kit.ts';

let k: AlertsKit;
beforeAll(async () => {
  k = await alertsTestApp();
});
afterAll(() => k.t.close());

const money = (cents: number) => (cents / 100).toFixed(2);

describe('price alerts are personal', () => {
  it('user A can neither see, re-arm nor delete user B’s alert', async () => {
    const a = await k.t.signUp();
    const b = await k.t.signUp();
    const made = await k.api(b.token, 'POST', '/', { code: CODE, kind: 'price_above', value: money(k.price(CODE) + 500) });
    const id = made.json().data.id as number;
    expect((await k.api(a.token, 'GET', '/')).json().data.list).toEqual([]);
    expect((await k.api(a.token, 'DELETE', `/${id}`)).statusCode).toBe(404);
    expect((await k.api(a.token, 'POST', `/${id}/rearm`)).statusCode).toBe(404);
    expect((await k.api(b.token, 'GET', '/')).json().data.list).toHaveLength(1);
    expect((await k.api(b.token, 'DELETE', `/${id}`)).statusCode).toBe(200);
    expect((await k.api(b.token, 'GET', '/')).json().data.list).toEqual([]);
    expect((await k.t.app.inject({ method: 'GET', url: '/api/alerts' })).statusCode).toBe(401);
  });
});

describe('bad alerts are refused and change nothing', () => {
  it('answers 4xx with a translated message for each bad input', async () => {
    const u = await k.t.signUp();
    const p = k.price(CODE);
    const cases: [object, number, string][] = [
      [{ code: '999999', kind: 'price_above', value: '10' }, 422, 'UNKNOWN_CODE'],
      [{ code: 'abc', kind: 'price_above', value: '10' }, 400, 'VALIDATION_FAILED'],
      [{ code: CODE, kind: 'sideways', value: '10' }, 400, 'VALIDATION_FAILED'],
      [{ code: CODE, kind: 'price_above', value: '-1' }, 400, 'VALIDATION_FAILED'],
      [{ code: CODE, kind: 'price_above', value: '1.234' }, 400, 'VALIDATION_FAILED'],
      [{ code: CODE, kind: 'price_above', value: '0' }, 422, 'ALERT_VALUE_INVALID'],
      [{ code: CODE, kind: 'change_pct', value: '25' }, 422, 'ALERT_VALUE_INVALID'],
      [{ code: CODE, kind: 'price_above', value: money(p) }, 422, 'ALERT_ALREADY_MET'],
      [{ code: CODE, kind: 'price_below', value: money(p + 1) }, 422, 'ALERT_ALREADY_MET'],
    ];
    for (const [body, status, error] of cases) {
      const res = await k.api(u.token, 'POST', '/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error).toBe(error);
      // A sentence for the user, not the code echoed back.
      expect(res.json().msg).toMatch(/\w+ \w+/);
      expect(res.json().msg).not.toContain(error);
    }
    expect((await k.api(u.token, 'GET', '/')).json().data.list).toEqual([]);
  });

  it('refuses more than the limit per user', async () => {
    const u = await k.t.signUp();
    const level = money(k.price(CODE) + 1000);
    for (let i = 0; i < ALERTS_MAX; i++) expect((await k.api(u.token, 'POST', '/', { code: CODE, kind: 'price_above', value: level })).statusCode).toBe(200);
    const over = await k.api(u.token, 'POST', '/', { code: CODE, kind: 'price_above', value: level });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toBe('ALERT_LIMIT');
    expect(over.json().msg).toContain(String(ALERTS_MAX));
  });
});
