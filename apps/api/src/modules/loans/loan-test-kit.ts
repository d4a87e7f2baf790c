import { expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { approveForTest } from '../../test/identity-helpers.ts';
import { reconcile } from '../ledger/reconcile.ts';
import { shanghaiDay } from './interest.ts';
import { operatorLogin as signIn } from '../../test/operator-helpers.ts';

/** Shared by the loan scenario tests (not a test file itself). */
export const PIN = '246810';
const OPERATOR = 'loan_op';
const OPERATOR_PASSWORD = 'Loan-operator-2026';
const DAY_MS = 86_400_000;

type Method = 'GET' | 'POST';

export async function loanTestApp(env: Record<string, string> = {}) {
  // Sessions must outlive the days the clock is moved forward.
  const t = await buildTestApp({ OPERATOR_USERNAME: OPERATOR, OPERATOR_PASSWORD, SESSION_TTL_HOURS: '720', ...env });
  await t.services.admin.ensureFirstOperator();
  // Operator sessions are short; as the tests move the clock by days, log in again when one has lapsed.
  const operatorLogin = async () =>
    (await signIn(t.app, OPERATOR, OPERATOR_PASSWORD));
  let opToken = await operatorLogin();

  const api = (token: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/loans${url}`, headers: { token, lang: 'en', ...headers }, ...(payload ? { payload } : {}) });
  async function admin(method: Method, url: string, payload?: object, headers: Record<string, string> = {}) {
    const send = () => t.app.inject({ method, url: `/admin/api/loans${url}`, headers: { 'x-admin-token': opToken, lang: 'en', ...headers }, ...(payload ? { payload } : {}) });
    const res = await send();
    if (res.statusCode !== 401) return res;
    opToken = await operatorLogin();
    return send();
  }

  /** A signed-up user with a verified identity and a trading password. */
  async function borrower(opts: { verified?: boolean } = {}) {
    const u = await t.signUp();
    if (opts.verified !== false) await approveForTest(t, u.id);
    const set = await t.app.inject({ method: 'POST', url: '/api/user/setPayPassword', headers: { token: u.token }, payload: { pay_password: PIN, confirm_pay_password: PIN } });
    expect(set.statusCode, set.body).toBe(200);
    return u;
  }

  async function apply(token: string, amount: string, termDays = 30) {
    const res = await api(token, 'POST', '/applications', { amount, term_days: termDays });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; state: string };
  }

  async function approve(loanId: number) {
    const res = await admin('POST', `/applications/${loanId}/approve`, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  /** A verified borrower with an approved loan. */
  async function openLoan(amount: string, termDays = 30) {
    const u = await borrower();
    const loan = await apply(u.token, amount, termDays);
    await approve(loan.id);
    return { u, loanId: loan.id };
  }

  const repay = (token: string, loanId: number, amount: string, headers: Record<string, string> = {}) =>
    api(token, 'POST', `/${loanId}/repay`, { amount, pay_password: PIN }, headers);

  /** Moves the clock to the next noon in Asia/Shanghai, so whole-day steps never straddle midnight. */
  function toNoon() {
    const local = (t.clock.now().getTime() + 8 * 3600_000) % DAY_MS;
    t.clock.advance((12 * 3600_000 - local + DAY_MS) % DAY_MS);
  }
  const nextDays = (n: number) => t.clock.advance(n * DAY_MS);
  const today = () => shanghaiDay(t.clock.now());
  const balances = (userId: number) => t.services.ledger.balances(t.ctx.db, userId);

  async function expectReconciled() {
    const report = await reconcile(t.ctx.db, t.clock.now());
    expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
  }

  /** The user's messages of a kind, as the message centre shows them in English. */
  async function messagesOf(token: string, kind: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/messages?size=100', headers: { token, lang: 'en' } });
    return (res.json().data.list as { kind: string; title: string; body: string; params: Record<string, unknown> }[]).filter((m) => m.kind === kind);
  }

  async function auditActions(action: string) {
    opToken = await operatorLogin();
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/audit-log?size=100', headers: { 'x-admin-token': opToken } });
    return (res.json().data.list as { action: string; target: string; detail: Record<string, unknown> }[]).filter((a) => a.action === action);
  }

  return { t, api, admin, borrower, apply, approve, openLoan, repay, toNoon, nextDays, today, balances, expectReconciled, messagesOf, auditActions };
}
export type LoanKit = Awaited<ReturnType<typeof loanTestApp>>;
export type { TestApp };
