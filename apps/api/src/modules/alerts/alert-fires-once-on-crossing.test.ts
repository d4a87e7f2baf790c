import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsTestApp, CODE, type AlertsKit } from './alerts-test-kit.ts';

let k: AlertsKit;
beforeAll(async () => {
  k = await alertsTestApp();
});
afterAll(() => k.t.close());

const money = (cents: number) => (cents / 100).toFixed(2);

describe('a price alert', () => {
  it('fires once on the tick that crosses its level — not before, not twice — then re-arms on demand', async () => {
    const u = await k.t.signUp();
    const frames: unknown[] = [];
    const off = k.t.ctx.bus.subscribe('user', (p) => {
      const push = p as { userId: number; frame: { type: string; data: unknown } };
      if (push.userId === u.id && push.frame.type === 'alert') frames.push(push.frame.data);
    });
    const start = await k.tick(CODE, k.prevClose(CODE));
    const level = start + 300; // 3.00 above
    const made = await k.api(u.token, 'POST', '/', { code: CODE, kind: 'price_above', value: money(level) });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ code: CODE, kind: 'price_above', value: money(level), state: 'armed', fired_at: null });
    const id = made.json().data.id as number;

    await k.tick(CODE, level - 1); // a cent below: nothing
    expect(frames).toHaveLength(0);
    expect(await k.messagesOf(u.token)).toHaveLength(0);

    await k.tick(CODE, level + 100); // crosses
    await k.tick(CODE, level + 200); // still above: no second firing
    await k.tick(CODE, level - 100);
    await k.tick(CODE, level + 100); // crosses again while disarmed: nothing
    expect(frames).toEqual([expect.objectContaining({ id, state: 'fired', fired_price: money(level + 100) })]);
    const notes = await k.messagesOf(u.token);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.kind).toBe('price_alert_above');
    // The message centre prints the price as the reader's language groups it.
    expect(notes[0]!.body).toContain(Number(money(level + 100)).toLocaleString('en', { minimumFractionDigits: 2 }));
    expect((await k.api(u.token, 'GET', `/?code=${CODE}`)).json().data.list[0]).toMatchObject({ id, state: 'fired', fired_price: money(level + 100) });

    // Re-arming is refused while the price is still beyond the level, accepted once it is back.
    expect((await k.api(u.token, 'POST', `/${id}/rearm`)).json().error).toBe('ALERT_ALREADY_MET');
    await k.tick(CODE, level - 100);
    const rearmed = await k.api(u.token, 'POST', `/${id}/rearm`);
    expect(rearmed.json().data).toMatchObject({ state: 'armed', fired_at: null, fired_price: null });
    await k.tick(CODE, level);
    expect(frames).toHaveLength(2);
    expect(await k.messagesOf(u.token)).toHaveLength(2);
    off();
  });

  it('fires on a daily move of at least the percentage either way, below-price alerts on a fall', async () => {
    const u = await k.t.signUp();
    const pc = k.prevClose(CODE);
    await k.tick(CODE, pc);
    const move = await k.api(u.token, 'POST', '/', { code: CODE, kind: 'change_pct', value: '2' });
    const below = await k.api(u.token, 'POST', '/', { code: CODE, kind: 'price_below', value: money(pc - Math.round(pc * 0.01)) });
    expect(move.statusCode, move.body).toBe(200);
    expect(below.statusCode, below.body).toBe(200);
    await k.tick(CODE, pc - Math.round(pc * 0.015)); // −1.5%: the below-level alert only
    let list = (await k.api(u.token, 'GET', '/')).json().data.list as { kind: string; state: string }[];
    expect(list.find((a) => a.kind === 'change_pct')?.state).toBe('armed');
    expect(list.find((a) => a.kind === 'price_below')?.state).toBe('fired');
    await k.tick(CODE, pc - Math.round(pc * 0.025)); // −2.5%
    list = (await k.api(u.token, 'GET', '/')).json().data.list;
    expect(list.find((a) => a.kind === 'change_pct')?.state).toBe('fired');
    expect((await k.messagesOf(u.token)).map((m) => m.kind).sort()).toEqual(['price_alert_below', 'price_alert_change']);
  });
});
