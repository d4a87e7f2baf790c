import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { TestApp } from '../../test/helper.ts';
import { customer, fundingTestApp, WEBHOOK_SECRET } from './test-support.ts';
import { signedCallback } from './quick-pay.ts';
import { paymentEvents } from './tables.ts';
import { idempotencyRequests } from '../idempotency/tables.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await fundingTestApp());
});
afterAll(() => t.close());

const deliver = (raw: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/funding/webhooks/quick-pay',
    headers: { 'content-type': 'application/json', lang: 'en', 'idempotency-key': `hostile-${Math.random()}`, ...headers },
    payload: raw,
  });

async function rows() {
  const [idem] = await t.ctx.db.select({ n: count() }).from(idempotencyRequests);
  const [events] = await t.ctx.db.select({ n: count() }).from(paymentEvents);
  return { idempotency: idem!.n, events: events!.n };
}

describe('a quick-pay callback without a valid signature', () => {
  it('is answered 401 in the envelope before anything is stored, its idempotency record included', async () => {
    const u = await customer(t);
    const created = await u.api.post('/api/funding/deposits', { method: 'quick_pay', amount: '888.00' });
    expect(created.statusCode, created.body).toBe(200);
    const d = created.json().data;
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const event = { event_id: 'evt_hostile', type: 'payment.succeeded' as const, payment_id: d.quick_pay.payment_id, amount: '888.00', currency: 'CNY', paid_at: t.clock.now().toISOString() };
    const forged = signedCallback('not-the-secret', event, now);
    const before = await rows();

    for (const headers of [{}, forged.headers, { 'x-quickpay-timestamp': String(now), 'x-quickpay-signature': '0'.repeat(64) }]) {
      const res = await deliver(forged.raw, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, error: 'WEBHOOK_SIGNATURE_INVALID', data: null });
      expect(res.json().msg).toEqual(expect.any(String));
    }
    expect(await rows()).toEqual(before);

    // The same event, rightly signed, is stored and applied once.
    const good = signedCallback(WEBHOOK_SECRET, event, now);
    const res = await deliver(good.raw, good.headers);
    expect(res.statusCode, res.body).toBe(200);
    const after = await rows();
    expect(after.events).toBe(before.events + 1);
    expect(after.idempotency).toBe(before.idempotency + 1);
  });
});
