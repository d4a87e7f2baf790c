import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { QuickPayEvent } from '@meridian/contract/funding';
import type { TestApp } from '../../test/helper.ts';
import { adminApi, balances, customer, expectReconciled, fundingTestApp, inbox, WEBHOOK_SECRET } from './test-support.ts';
import { loadWebhookSecret, signedCallback, signQuickPay } from './quick-pay.ts';
import { paymentEvents } from './tables.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  ({ t, op } = await fundingTestApp());
});
afterAll(() => t.close());

const now = () => Math.floor(t.clock.now().getTime() / 1000);
const deliver = (raw: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/funding/webhooks/quick-pay', headers: { 'content-type': 'application/json', lang: 'en', ...headers }, payload: raw });

async function quickPayDeposit(amount = '888.00') {
  const u = await customer(t);
  const res = await u.api.post('/api/funding/deposits', { method: 'quick_pay', amount });
  expect(res.statusCode, res.body).toBe(200);
  return { u, d: res.json().data };
}

const event = (paymentId: string, over: Partial<QuickPayEvent> = {}): QuickPayEvent => ({
  event_id: `evt_${Math.random().toString(36).slice(2)}`,
  type: 'payment.succeeded',
  payment_id: paymentId,
  amount: '888.00',
  currency: 'CNY',
  paid_at: t.clock.now().toISOString(),
  ...over,
});

describe('the webhook secret', () => {
  it('comes from the setting, else is made once and kept in DATA_DIR/keys', () => {
    expect(loadWebhookSecret({ QUICKPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, DATA_DIR: '/nonexistent' })).toBe(WEBHOOK_SECRET);
    const dir = mkdtempSync(path.join(tmpdir(), 'qp-secret-'));
    const made = loadWebhookSecret({ DATA_DIR: dir });
    expect(made).toMatch(/^[0-9a-f]{64}$/);
    expect(loadWebhookSecret({ DATA_DIR: dir })).toBe(made);
    expect(statSync(path.join(dir, 'keys', 'quickpay-webhook-secret')).mode & 0o777).toBe(0o600);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('the quick-pay webhook', () => {
  it('credits a signed payment once, however often the same event is replayed', async () => {
    const { u, d } = await quickPayDeposit();
    expect(d.quick_pay).toMatchObject({ simulated: true, pay_url: `/fastpayment?payment_id=${d.quick_pay.payment_id}` });
    expect(d.bank_transfer).toBeNull();
    const cb = signedCallback(WEBHOOK_SECRET, event(d.quick_pay.payment_id), now());
    const first = await deliver(cb.raw, cb.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ received: true, duplicate: false, deposit_id: d.id, deposit_state: 'credited' });
    for (let i = 0; i < 3; i++) {
      const again = await deliver(cb.raw, cb.headers);
      expect(again.json().data).toMatchObject({ received: true, duplicate: true, deposit_state: 'credited' });
    }
    // A different event for the same, already paid, payment does not pay twice either.
    const other = signedCallback(WEBHOOK_SECRET, event(d.quick_pay.payment_id), now());
    expect((await deliver(other.raw, other.headers)).json().data.duplicate).toBe(true);
    expect((await balances(t, u.id)).cash_available).toBe(88_800n);
    expect((await inbox(t, u.token)).filter((m) => m.kind === 'deposit_received')).toHaveLength(1);
    await expectReconciled(t);
  });

  it('credits once when the same event arrives many times at once', async () => {
    const { u, d } = await quickPayDeposit();
    const cb = signedCallback(WEBHOOK_SECRET, event(d.quick_pay.payment_id), now());
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(cb.raw, cb.headers)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().data.duplicate === false)).toHaveLength(1);
    expect((await balances(t, u.id)).cash_available).toBe(88_800n);
    const [n] = await t.ctx.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.depositId, d.id));
    expect(n!.n).toBe(1);
    await expectReconciled(t);
  });

  it('refuses a bad signature, a tampered body, a stale or future timestamp and a wrong amount, moving nothing', async () => {
    const { u, d } = await quickPayDeposit();
    const good = event(d.quick_pay.payment_id);
    const cb = signedCallback(WEBHOOK_SECRET, good, now());

    const wrongKey = signedCallback('another-secret-another-secret-another-secret', good, now());
    expect((await deliver(wrongKey.raw, wrongKey.headers)).json()).toMatchObject({ error: 'WEBHOOK_SIGNATURE_INVALID', code: 401 });
    const tampered = cb.raw.replace('888.00', '8888.00');
    expect((await deliver(tampered, cb.headers)).json().error).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await deliver(cb.raw, { 'x-quickpay-timestamp': cb.headers['x-quickpay-timestamp']! })).json().error).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await deliver(cb.raw, { ...cb.headers, 'x-quickpay-signature': 'zz' })).json().error).toBe('WEBHOOK_SIGNATURE_INVALID');
    // The timestamp is signed: moving it breaks the signature.
    expect((await deliver(cb.raw, { ...cb.headers, 'x-quickpay-timestamp': String(now() + 1) })).json().error).toBe('WEBHOOK_SIGNATURE_INVALID');

    const stale = signedCallback(WEBHOOK_SECRET, good, now() - 301);
    expect((await deliver(stale.raw, stale.headers)).json()).toMatchObject({ error: 'WEBHOOK_STALE', code: 401 });
    const future = signedCallback(WEBHOOK_SECRET, good, now() + 301);
    expect((await deliver(future.raw, future.headers)).json().error).toBe('WEBHOOK_STALE');
    const justInTime = signedCallback(WEBHOOK_SECRET, event(d.quick_pay.payment_id, { amount: '887.99' }), now() - 299);
    expect((await deliver(justInTime.raw, justInTime.headers)).json().error).toBe('DEPOSIT_AMOUNT_MISMATCH');
    const currency = signedCallback(WEBHOOK_SECRET, event(d.quick_pay.payment_id, { currency: 'EUR' }), now());
    expect((await deliver(currency.raw, currency.headers)).json().error).toBe('DEPOSIT_AMOUNT_MISMATCH');
    const unknown = signedCallback(WEBHOOK_SECRET, event('QP-NOSUCHPAYMENT000000'), now());
    expect((await deliver(unknown.raw, unknown.headers)).statusCode).toBe(404);
    const ts = now();
    const notJson = 'not json';
    expect((await deliver(notJson, { 'x-quickpay-timestamp': String(ts), 'x-quickpay-signature': signQuickPay(WEBHOOK_SECRET, ts, notJson) })).statusCode).toBe(400);

    expect((await balances(t, u.id)).cash_available).toBe(0n);
    expect((await u.api.get(`/api/funding/deposits/${d.id}`)).json().data.state).toBe('pending');
    // The refused amount left no event behind: the right one still credits.
    expect((await deliver(cb.raw, cb.headers)).json().data.duplicate).toBe(false);
    expect((await balances(t, u.id)).cash_available).toBe(88_800n);
    await expectReconciled(t);
  });

  it('pays through the simulated provider page, which calls the signed webhook', async () => {
    const { u, d } = await quickPayDeposit('120.50');
    const id = d.quick_pay.payment_id;
    const page = await u.api.get(`/api/funding/quickpay/payments/${id}`);
    expect(page.json().data).toMatchObject({ payment_id: id, amount: '120.50', deposit_state: 'pending', simulated: true });
    const paid = await u.api.post(`/api/funding/quickpay/simulate/${id}`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ id: d.id, state: 'credited', credited_amount: '120.50' });
    expect((await u.api.post(`/api/funding/quickpay/simulate/${id}`)).json().data.state).toBe('credited');
    expect((await balances(t, u.id)).cash_available).toBe(12_050n);
    // An operator cannot confirm or reject a provider's deposit by hand.
    const other = await quickPayDeposit('130.00');
    expect((await adminApi(t, op).post(`/funding/deposits/${other.d.id}/confirm`, { note: 'by hand' })).statusCode).toBe(409);
    expect((await adminApi(t, op).post(`/funding/deposits/${other.d.id}/reject`, { reason: 'by hand, no' })).statusCode).toBe(409);
    expect((await balances(t, other.u.id)).cash_available).toBe(0n);
    await expectReconciled(t);
  });
});
