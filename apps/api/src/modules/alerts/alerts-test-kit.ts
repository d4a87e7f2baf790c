import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { setLivePrice } from '../market/test-support.ts';

/** Shared by the price-alert scenario tests (not a test file itself). */
export const CODE = '600519';

export async function alertsTestApp() {
  const t = await buildTestApp();
  const api = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/alerts${url}`, headers: { token, lang: 'en' }, ...(payload ? { payload } : {}) });
  /** Makes `cents` the live price (inside the band) and waits until the evaluator has acted on the tick. */
  async function tick(code: string, cents: number): Promise<number> {
    const price = setLivePrice(t.services.market, t.ctx.bus, code, cents);
    await t.services.alerts.drain();
    return price;
  }
  const price = (code: string) => t.services.market.book(code)!.quote.price;
  const prevClose = (code: string) => t.services.market.book(code)!.quote.prevClose;
  async function messagesOf(token: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/messages?size=100', headers: { token, lang: 'en' } });
    return (res.json().data.list as { kind: string; title: string; body: string }[]).filter((m) => m.kind.startsWith('price_alert'));
  }
  return { t, api, tick, price, prevClose, messagesOf };
}
export type AlertsKit = Awaited<ReturnType<typeof alertsTestApp>>;
export type { TestApp };
