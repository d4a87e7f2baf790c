import { expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { approveForTest } from '../../test/identity-helpers.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { reconcile } from '../ledger/reconcile.ts';
import { localDay } from '../market/calendar.ts';
import { fourEyes, operatorLogin as signIn } from '../../test/operator-helpers.ts';

/** Shared by the IPO scenario tests (not a test file itself). */
export const PIN = '975310';
const OPERATOR = 'ipo_op';
const OPERATOR_PASSWORD = 'Ipo-operator-2026';
const MIN = 60_000;
const HOUR = 3_600_000;
/** SMIC, STAR board, Shanghai: the issues' code (units of 1,000 shares in Shanghai). */
export const SH_ISSUE_CODE = '688981';
/** CATL, ChiNext, Shenzhen (units of 500 shares). */
export const SZ_ISSUE_CODE = '300750';
/** Holdings that give quota: Kweichow Moutai (Shanghai, reference 1524.00) and Ping An Bank (Shenzhen, 11.60). */
export const SH_HOLDING = '600519';
export const SZ_HOLDING = '000001';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Offsets from "now" of the five times of a test issue. */
export const TIMES = { start: 1 * MIN, end: 1 * HOUR, draw: 2 * HOUR, deadline: 26 * HOUR, listing: 50 * HOUR };

export async function ipoTestApp(env: Record<string, string> = {}) {
  // Sessions must outlive the days the clock is moved forward.
  const t = await buildTestApp({ OPERATOR_USERNAME: OPERATOR, OPERATOR_PASSWORD, SESSION_TTL_HOURS: '720', IPO_BASE_UNITS: '0', ...env });
  await t.services.admin.ensureFirstOperator();
  const operatorLogin = async () =>
    (await signIn(t.app, OPERATOR, OPERATOR_PASSWORD));
  let opToken = await operatorLogin();

  const api = (token: string | undefined, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/ipo${url}`, headers: { ...(token ? { token } : {}), lang: 'en', ...headers }, ...(payload ? { payload } : {}) });
  async function admin(method: Method, url: string, payload?: object, headers: Record<string, string> = {}) {
    const send = () => t.app.inject({ method, url: `/admin/api/ipo${url}`, headers: { 'x-admin-token': opToken, lang: 'en', ...headers }, ...(payload ? { payload } : {}) });
    const res = await send();
    if (res.statusCode !== 401) return res;
    opToken = await operatorLogin();
    return send();
  }
  /** Four eyes: proposes as the kit's operator, then a second (markets) operator approves; answers the approval. */
  const checker = fourEyes(t, () => opToken, 'markets_checker', ['markets']);
  async function approved(method: Method, url: string, payload?: object) {
    const res = await admin(method, url, payload);
    if (res.statusCode !== 200) return res;
    return checker.approve(res.json().data.id as number);
  }


  /** A signed-up user; by default verified, with a trading password and no cash. */
  async function investor(opts: { verified?: boolean; cash?: bigint } = {}) {
    const u = await t.signUp();
    if (opts.verified !== false) await approveForTest(t, u.id);
    const set = await t.app.inject({ method: 'POST', url: '/api/user/setPayPassword', headers: { token: u.token }, payload: { pay_password: PIN, confirm_pay_password: PIN } });
    expect(set.statusCode, set.body).toBe(200);
    if (opts.cash) await fund(t, u.id, opts.cash);
    return u;
  }

  /** Shares held (a granted position at the live price), which is what the quota counts. */
  async function hold(userId: number, code: string, quantity: number) {
    const price = BigInt(t.services.market.book(code)!.quote.price);
    await t.ctx.db.transaction((tx) =>
      t.services.trading.grantPosition(tx, { userId, code, quantity, priceCents: price, buyFeeCents: 0n, fees: { commission: 0n, transferFee: 0n, stampDuty: 0n }, source: 'ipo', sellableFrom: localDay(t.clock.now()), key: `test-hold-${userId}-${code}-${Math.random()}` }),
    );
    return price * BigInt(quantity);
  }

  function issueBody(overrides: Record<string, unknown> = {}, times = TIMES) {
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    return {
      code: SH_ISSUE_CODE,
      apply_code: String(780000 + Math.floor(Math.random() * 19999)),
      name: '',
      issue_price: '27.46',
      pe: '22.98',
      industry_pe: '30.15',
      sector: 'Semiconductors',
      issue_quantity: 1_000_000,
      public_quantity: 5_000,
      max_shares_per_user: 5_000,
      subscribe_start: at(times.start),
      subscribe_end: at(times.end),
      draw_at: at(times.draw),
      pay_deadline: at(times.deadline),
      listing_at: at(times.listing),
      ...overrides,
    };
  }

  async function createIssue(overrides: Record<string, unknown> = {}, times = TIMES) {
    // Published under four eyes: proposed by the kit's operator, approved by a second one.
    const res = await approved('POST', '/issues', issueBody(overrides, times));
    expect(res.statusCode, res.body).toBe(200);
    const made = await admin('GET', `/issues/${res.json().data.result.issue_id}`);
    return made.json().data as { id: number; apply_code: string; unit_shares: number; exchange: string; issue_price: string; subscribe_start: string; subscribe_end: string };
  }

  /** Moves the clock to `ms` after the issue's creation time reference and runs the IPO jobs. */
  async function advanceAndRun(ms: number) {
    t.clock.advance(ms);
    await t.ctx.scheduler.runNow('ipo.lifecycle');
  }

  const apply = (token: string, applyCode: string, shares: number | string, headers: Record<string, string> = {}) =>
    api(token, 'POST', '/applications', { apply_code: applyCode, shares: String(shares) }, headers);
  const pay = (token: string, applicationId: number, headers: Record<string, string> = {}, pin = PIN) =>
    api(token, 'POST', `/applications/${applicationId}/pay`, { pay_password: pin }, headers);
  const draw = async (issueId: number) => (await api(undefined, 'GET', `/issues/${issueId}/draw`)).json().data;
  const balances = (userId: number) => t.services.ledger.balances(t.ctx.db, userId);

  async function expectReconciled() {
    const report = await reconcile(t.ctx.db, t.clock.now());
    expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
  }

  async function messagesOf(token: string, kind: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/messages?size=100', headers: { token, lang: 'en' } });
    return (res.json().data.list as { kind: string; title: string; body: string; params: Record<string, unknown> }[]).filter((m) => m.kind === kind);
  }

  async function auditActions(action: string) {
    opToken = await operatorLogin();
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/audit-log?size=100', headers: { 'x-admin-token': opToken } });
    return (res.json().data.list as { action: string; target: string; detail: Record<string, unknown> }[]).filter((a) => a.action === action);
  }

  return { t, api, admin, approved, checker, investor, hold, issueBody, createIssue, advanceAndRun, apply, pay, draw, balances, expectReconciled, messagesOf, auditActions };
}
export type IpoKit = Awaited<ReturnType<typeof ipoTestApp>>;
export type { TestApp };
export { HOUR, MIN };
