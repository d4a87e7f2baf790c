import { expect } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';
import { approveForTest } from '../../test/identity-helpers.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { reconcile } from '../ledger/reconcile.ts';
import { localDay } from '../market/calendar.ts';
import { bandLimits } from '../market/rules.ts';
import { operatorLogin as signIn } from '../../test/operator-helpers.ts';

/** Shared by the block trade scenario tests (not a test file itself). */
export const PIN = '135790';
/** ICBC: a main-board stock (lots of 100, band ±10 %). */
export const CODE = '601398';
/** A STAR-board stock (at least 200, then any whole number; band ±20 %). */
export const STAR_CODE = '688981';
const OPERATOR = 'block_op';
const OPERATOR_PASSWORD = 'Block-operator-2026';
export const DAY_MS = 86_400_000;

type Method = 'GET' | 'POST';
export type OfferInput = {
  code?: string;
  price?: string;
  total_quantity?: number;
  min_quantity?: number;
  holding_days?: number;
  starts_at?: string;
  ends_at?: string;
  note?: string;
};

export async function blockTradeTestApp(env: Record<string, string> = {}) {
  // Sessions must outlive the days the clock is moved forward.
  const t = await buildTestApp({ OPERATOR_USERNAME: OPERATOR, OPERATOR_PASSWORD, SESSION_TTL_HOURS: '720', ...env });
  await t.services.admin.ensureFirstOperator();
  const operatorLogin = async () =>
    (await signIn(t.app, OPERATOR, OPERATOR_PASSWORD));
  let opToken = await operatorLogin();

  const api = (token: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/block-trades${url}`, headers: { token, lang: 'en', ...headers }, ...(payload ? { payload } : {}) });
  async function admin(method: Method, url: string, payload?: object, headers: Record<string, string> = {}) {
    const send = () => t.app.inject({ method, url: `/admin/api/block-trades${url}`, headers: { 'x-admin-token': opToken, lang: 'en', ...headers }, ...(payload ? { payload } : {}) });
    const res = await send();
    if (res.statusCode !== 401) return res;
    opToken = await operatorLogin();
    return send();
  }

  /** A signed-up user with a trading password; verified and funded unless told otherwise. */
  async function buyer(opts: { verified?: boolean; cents?: number | bigint } = {}) {
    const u = await t.signUp();
    if (opts.verified !== false) await approveForTest(t, u.id);
    const set = await t.app.inject({ method: 'POST', url: '/api/user/setPayPassword', headers: { token: u.token }, payload: { pay_password: PIN, confirm_pay_password: PIN } });
    expect(set.statusCode, set.body).toBe(200);
    if (opts.cents) await fund(t, u.id, opts.cents);
    return u;
  }

  /**
   * Puts an instrument's day where a test wants it: the price now and the previous close, from
   * which today's band follows (what the ticker does when a new trading day starts).
   */
  function setMarket(code: string, priceCents: number, prevCloseCents = priceCents) {
    const book = t.services.market.liveBook(code);
    if (!book) throw new Error(`no book for ${code}`);
    book.quote.price = priceCents;
    book.quote.prevClose = prevCloseCents;
    book.band = bandLimits(prevCloseCents, book.inst.bandPct);
    return book;
  }

  const hoursFromNow = (h: number) => new Date(t.clock.now().getTime() + h * 3600_000).toISOString();

  /** Lists an offer as the operator: by default 10 000 shares of CODE at 9.50 (market 10.00), min 100, 30 days' holding, open for a day. */
  async function listOffer(input: OfferInput = {}) {
    const res = await admin('POST', '/offers', {
      code: CODE,
      price: '9.50',
      total_quantity: 10_000,
      min_quantity: 100,
      holding_days: 30,
      ends_at: hoursFromNow(24),
      ...input,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; code: string; price: string; remaining_quantity: number; status: string };
  }

  const purchase = (token: string, offerId: number, quantity: number, headers: Record<string, string> = {}, pin = PIN) =>
    api(token, 'POST', `/offers/${offerId}/purchase`, { quantity, pay_password: pin }, headers);

  async function offer(offerId: number) {
    const res = await admin('GET', `/offers/${offerId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { remaining_quantity: number; sold_quantity: number; purchases: number; status: string; in_band: boolean };
  }

  const balances = (userId: number) => t.services.ledger.balances(t.ctx.db, userId);
  const today = () => localDay(t.clock.now());

  async function expectReconciled() {
    const report = await reconcile(t.ctx.db, t.clock.now());
    expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
  }

  /** The user's messages of a kind, as the message centre shows them in English. */
  async function messagesOf(token: string, kind: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/messages?size=100', headers: { token, lang: 'en' } });
    return (res.json().data.list as { kind: string; title: string; body: string }[]).filter((m) => m.kind === kind);
  }

  async function auditActions(action: string) {
    opToken = await operatorLogin();
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/audit-log?size=100', headers: { 'x-admin-token': opToken } });
    return (res.json().data.list as { action: string; target: string; detail: Record<string, unknown> }[]).filter((a) => a.action === action);
  }

  /** Moves the clock to the next noon in Asia/Shanghai, so whole-day steps never straddle midnight. */
  function toNoon() {
    const local = (t.clock.now().getTime() + 8 * 3600_000) % DAY_MS;
    t.clock.advance((12 * 3600_000 - local + DAY_MS) % DAY_MS);
  }

  return { t, api, admin, buyer, setMarket, hoursFromNow, listOffer, purchase, offer, balances, today, expectReconciled, messagesOf, auditActions, toNoon };
}
export type BlockTradeKit = Awaited<ReturnType<typeof blockTradeTestApp>>;
