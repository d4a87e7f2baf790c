import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { buildTestApp } from '../../test/helper.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { reconcile } from '../ledger/reconcile.ts';
import { addDays, dayStart, localDay, weekday } from '../market/calendar.ts';
import { fourEyes, operatorLogin as signIn } from '../../test/operator-helpers.ts';

/** Shared by the money-market scenario tests (not a test file itself). */
export const PIN = '135790';
const OPERATOR = 'mm_op';
const OPERATOR_PASSWORD = 'Money-market-op-2026';

type Method = 'GET' | 'POST' | 'PUT';

/** The first Asia/Shanghai day after today (real time) that falls on `dow` (0 = Sunday … 6 = Saturday). */
export function nextWeekday(dow: number): string {
  let day = addDays(localDay(Date.now()), 1);
  while (weekday(day) !== dow) day = addDays(day, 1);
  return day;
}

/**
 * An app on the A-share calendar (not the demo's always-open market) whose sessions outlive the
 * days the tests move the clock forward. `env` may add MARKET_HOLIDAYS, the rate, the cap, …
 */
export async function mmTestApp(env: Record<string, string> = {}) {
  const t = await buildTestApp({ SESSION_TTL_HOURS: '720', MARKET_ALWAYS_OPEN: 'false', MONEY_MARKET_YIELD_BP: '200', OPERATOR_USERNAME: OPERATOR, OPERATOR_PASSWORD, ...env });
  await t.services.admin.ensureFirstOperator();

  const api = (token: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/money-market${url}`, headers: { token, lang: 'en', ...headers }, ...(payload ? { payload } : {}) });

  const operatorToken = async () =>
    (await signIn(t.app, OPERATOR, OPERATOR_PASSWORD));
  let opToken = '';
  /** Operator sessions are short and the tests move the clock by days: log in again when one has lapsed. */
  async function admin(method: Method, url: string, payload?: object) {
    const send = () => t.app.inject({ method, url: `/admin/api/money-market${url}`, headers: { 'x-admin-token': opToken, lang: 'en' }, ...(payload ? { payload } : {}) });
    const res = await send();
    if (res.statusCode !== 401) return res;
    opToken = await operatorToken();
    return send();
  }
  /** Four eyes: proposes as the kit's operator, then a second (markets) operator approves; answers the approval. */
  const checker = fourEyes(t, () => opToken, 'markets_checker', ['markets']);
  async function approved(method: Method, url: string, payload?: object) {
    const res = await admin(method, url, payload);
    if (res.statusCode !== 200) return res;
    return checker.approve(res.json().data.id as number);
  }


  /** A signed-up user with a trading password and `cents` of available cash. */
  async function investor(cents: number | bigint = 0) {
    const u = await t.signUp();
    const set = await t.app.inject({ method: 'POST', url: '/api/user/setPayPassword', headers: { token: u.token }, payload: { pay_password: PIN, confirm_pay_password: PIN } });
    expect(set.statusCode, set.body).toBe(200);
    if (BigInt(cents) > 0n) await fund(t, u.id, cents);
    return u;
  }

  const purchase = (token: string, amount: string, headers: Record<string, string> = {}) => api(token, 'POST', '/purchases', { amount, pay_password: PIN }, headers);
  const redeem = (token: string, amount: string, mode: 'normal' | 'instant', headers: Record<string, string> = {}) =>
    api(token, 'POST', '/redemptions', { amount, pay_password: PIN, mode }, headers);

  async function bought(token: string, amount: string) {
    const res = await purchase(token, amount);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; state: string; trade_day: string; confirm_day: string; first_income_day: string };
  }

  async function summary(token: string) {
    const res = await api(token, 'GET', '/summary');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Record<string, unknown> & { order_now: Record<string, string> };
  }

  /** Moves the clock to `hh:mm` Asia/Shanghai on `day` (never backwards). */
  function advanceTo(day: string, hhmm: string) {
    const [h, m] = hhmm.split(':').map(Number);
    const target = dayStart(day) + ((h ?? 0) * 60 + (m ?? 0)) * 60_000;
    const delta = target - t.clock.now().getTime();
    if (delta < 0) throw new Error(`the clock is already past ${day} ${hhmm}`);
    t.clock.advance(delta);
  }

  const settle = () => t.services.moneyMarket.runSettlement();
  const balances = (userId: number) => t.services.ledger.balances(t.ctx.db, userId);

  /** The income credited to a user, day by day, in cents. */
  const incomeOf = (userId: number) =>
    queryRows<{ day: string; amount: string; earning: string; rate_bp: number }>(
      t.ctx.db,
      sql`SELECT day::text AS day, amount::text AS amount, earning::text AS earning, rate_bp FROM money_market_income WHERE user_id = ${userId} ORDER BY day`,
    );

  /** Ledger entries of the product for a user: key and kind, in order. */
  const entriesOf = (userId: number) =>
    queryRows<{ key: string; kind: string }>(
      t.ctx.db,
      sql`SELECT idempotency_key AS key, kind FROM journal_entries WHERE user_id = ${userId} AND kind LIKE 'money_market%' ORDER BY id`,
    );

  async function expectReconciled() {
    const report = await reconcile(t.ctx.db, t.clock.now());
    expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
  }

  async function messagesOf(token: string, kind: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/messages?size=100', headers: { token, lang: 'en' } });
    return (res.json().data.list as { kind: string; title: string; body: string }[]).filter((m) => m.kind === kind);
  }

  async function auditOf(action: string) {
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/audit-log?size=100', headers: { 'x-admin-token': await operatorToken() } });
    return (res.json().data.list as { action: string; target: string; operator: string | null; detail: Record<string, unknown> }[]).filter((a) => a.action === action);
  }

  return { t, api, admin, approved, checker, auditOf, investor, purchase, redeem, bought, summary, advanceTo, settle, balances, incomeOf, entriesOf, expectReconciled, messagesOf };
}
export type MmKit = Awaited<ReturnType<typeof mmTestApp>>;
