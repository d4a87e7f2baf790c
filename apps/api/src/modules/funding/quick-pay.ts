import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  QUICKPAY_SIGNATURE_HEADER,
  QUICKPAY_TIMESTAMP_HEADER,
  QUICKPAY_TOLERANCE_SECONDS,
  quickPayEvent,
  type QuickPayEvent,
} from '@meridian/contract/funding';
import { AppError } from '../../platform/errors.ts';
import { keptSecret } from '../../platform/kept-secret.ts';
import { formatMoney, parseMoney, type Money } from '../../platform/money.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { quickPayEventId, quickPayPaymentId } from './references.ts';

/** The secret from the setting, else one made on first start and kept beside the RSA key. */
export function loadWebhookSecret(config: { QUICKPAY_WEBHOOK_SECRET?: string | undefined; DATA_DIR: string }): string {
  return config.QUICKPAY_WEBHOOK_SECRET || keptSecret(config.DATA_DIR, 'quickpay-webhook-secret', () => randomBytes(32).toString('hex'));
}

/** Hex HMAC-SHA256 of `${timestamp}.${body}`: the timestamp is signed too, so it cannot be moved. */
export function signQuickPay(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export type SignedCallback = { raw: string; headers: Record<string, string> };

export function signedCallback(secret: string, event: QuickPayEvent, timestamp: number): SignedCallback {
  const raw = JSON.stringify(event);
  return { raw, headers: { [QUICKPAY_TIMESTAMP_HEADER]: String(timestamp), [QUICKPAY_SIGNATURE_HEADER]: signQuickPay(secret, timestamp, raw) } };
}

/**
 * A simulated quick-payment provider, shaped like the real ones: a payment id and a payment
 * page; when the user pays there, the provider calls our webhook with a signed JSON body. It
 * moves no real money, and every answer about it says `simulated: true`.
 */
export function createQuickPayProvider(options: { secret: string }): PaymentProvider & {
  simulatePaid(input: { paymentId: string; amount: Money; currency: string; now: Date }): SignedCallback;
} {
  const { secret } = options;

  function verify(raw: string, headers: Record<string, string | undefined>, now: Date): void {
    const ts = headers[QUICKPAY_TIMESTAMP_HEADER] ?? '';
    const given = headers[QUICKPAY_SIGNATURE_HEADER] ?? '';
    if (!/^\d{1,12}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(given)) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    const expected = Buffer.from(signQuickPay(secret, Number(ts), raw), 'hex');
    // Constant time: the comparison must not tell an attacker how many leading bytes were right.
    if (!timingSafeEqual(Buffer.from(given, 'hex'), expected)) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    // Replays: a signed body is only good for a few minutes (either side, for clock skew).
    if (Math.abs(now.getTime() / 1000 - Number(ts)) > QUICKPAY_TOLERANCE_SECONDS) throw new AppError('WEBHOOK_STALE');
  }

  return {
    name: 'quick_pay',
    confirmation: 'callback',
    async createDeposit() {
      const paymentId = quickPayPaymentId();
      return { paymentId, instructions: { payment_id: paymentId, pay_url: `/fastpayment?payment_id=${paymentId}`, simulated: true } };
    },
    parseCallback(raw, headers, now) {
      verify(raw, headers, now);
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new AppError('BAD_REQUEST');
      }
      const parsed = quickPayEvent.safeParse(json);
      if (!parsed.success) throw new AppError('BAD_REQUEST');
      const event = parsed.data;
      let amount: Money;
      try {
        amount = parseMoney(event.amount);
      } catch {
        throw new AppError('BAD_REQUEST');
      }
      return { eventId: event.event_id, paymentId: event.payment_id, amount, currency: event.currency, payload: event };
    },
    simulatePaid({ paymentId, amount, currency, now }) {
      const event: QuickPayEvent = {
        event_id: quickPayEventId(),
        type: 'payment.succeeded',
        payment_id: paymentId,
        amount: formatMoney(amount),
        currency,
        paid_at: now.toISOString(),
      };
      return signedCallback(secret, event, Math.floor(now.getTime() / 1000));
    },
  };
}
export type QuickPayProvider = ReturnType<typeof createQuickPayProvider>;
