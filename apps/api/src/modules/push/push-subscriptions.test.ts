import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { sendPush, type PushTransport } from './service.ts';
import { pushSubscriptions } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/push${url}`, headers: { lang: 'en', ...(token ? { token } : {}) }, ...(payload ? { payload } : {}) });

// A browser's subscription as PushManager.subscribe() gives it (keys are base64url).
const subscription = (n: string) => ({
  endpoint: `https://push.example.com/send/${n}`,
  keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'c2VjcmV0LWF1dGgtMTY' },
});

const rowsOf = (userId: number) => t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('Web Push subscriptions', () => {
  it('gives the same VAPID public key to anyone, made once', async () => {
    const first = await call('GET', '/public-key');
    expect(first.statusCode).toBe(200);
    const key = first.json().data.public_key as string;
    // An uncompressed P-256 point: 65 bytes, base64url without padding.
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await call('GET', '/public-key')).json().data.public_key).toBe(key);
  });

  it('keeps a subscription for the signed-in user only, and forgets it on unsubscribe', async () => {
    expect((await call('POST', '/subscribe', undefined, subscription('anon'))).statusCode).toBe(401);

    const a = await t.signUp();
    const res = await call('POST', '/subscribe', a.token, subscription('a1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 1, data: { subscribed: true } });
    // Subscribing again with the same endpoint keeps one row.
    await call('POST', '/subscribe', a.token, subscription('a1'));
    expect(await rowsOf(a.id)).toHaveLength(1);

    // Another user cannot remove it.
    const b = await t.signUp();
    await call('POST', '/unsubscribe', b.token, { endpoint: subscription('a1').endpoint });
    expect(await rowsOf(a.id)).toHaveLength(1);

    const off = await call('POST', '/unsubscribe', a.token, { endpoint: subscription('a1').endpoint });
    expect(off.json()).toMatchObject({ code: 1, data: { subscribed: false } });
    expect(await rowsOf(a.id)).toHaveLength(0);
  });

  it('refuses a subscription that is not an https endpoint with keys, and stores nothing', async () => {
    const a = await t.signUp();
    for (const bad of [
      { ...subscription('x'), endpoint: 'http://push.example.com/plain' },
      { endpoint: 'https://push.example.com/nokeys' },
      { ...subscription('y'), keys: { p256dh: 'short', auth: 'c2VjcmV0' } },
    ]) {
      const res = await call('POST', '/subscribe', a.token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ data: null, error: 'VALIDATION_FAILED' });
    }
    expect(await rowsOf(a.id)).toHaveLength(0);
  });

  it('sends to every device of the user and deletes subscriptions the push service reports gone', async () => {
    const a = await t.signUp();
    for (const n of ['live', 'gone', 'missing', 'flaky']) await call('POST', '/subscribe', a.token, subscription(`${a.id}-${n}`));
    const sent: string[] = [];
    const transport: PushTransport = async (sub, body, vapid) => {
      expect(JSON.parse(body)).toEqual({ title: 'Order filled', body: '100 × 600036' });
      expect(vapid.subject).toMatch(/^mailto:/);
      if (sub.endpoint.endsWith('-gone')) throw Object.assign(new Error('Gone'), { statusCode: 410 });
      if (sub.endpoint.endsWith('-missing')) throw Object.assign(new Error('Not found'), { statusCode: 404 });
      if (sub.endpoint.endsWith('-flaky')) throw Object.assign(new Error('Busy'), { statusCode: 503 });
      sent.push(sub.endpoint);
    };
    const delivered = await sendPush(t.ctx, a.id, { title: 'Order filled', body: '100 × 600036' }, transport);
    expect(delivered).toBe(1);
    expect(sent).toEqual([subscription(`${a.id}-live`).endpoint]);
    const left = (await rowsOf(a.id)).map((r) => r.endpoint.split('-').at(-1)).sort();
    expect(left).toEqual(['flaky', 'live']);
    // A user without subscriptions: nothing to do.
    const b = await t.signUp();
    expect(await sendPush(t.ctx, b.id, { title: 'x', body: 'y' }, transport)).toBe(0);
  });
});
