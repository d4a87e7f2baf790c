import { expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { approveForTest } from '../../test/identity-helpers.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { reconcile } from '../ledger/reconcile.ts';
import { ibanCheckDigits } from './iban.ts';
import { addOperator, operatorLogin as signIn } from '../../test/operator-helpers.ts';

export const OPERATOR = { username: 'money_op', password: 'Operator-pass-2026' };
export const PIN = '246810';
export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789abcdef0123456789';

/** A test app with a logged-in operator and a known webhook secret. */
export async function fundingTestApp(env: Record<string, string> = {}): Promise<{ t: TestApp; op: string }> {
  const t = await buildTestApp({ OPERATOR_USERNAME: OPERATOR.username, OPERATOR_PASSWORD: OPERATOR.password, QUICKPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, ...env });
  await t.services.admin.ensureFirstOperator();
  return { t, op: await operatorLogin(t) };
}

/** A fresh operator session (operator sessions are short; tests that move the clock log in again). */
export async function operatorLogin(t: TestApp): Promise<string> {
  return signIn(t.app, OPERATOR.username, OPERATOR.password);
}

/** A valid IBAN for a country from a BBAN of the right length. */
export const iban = (country: string, bban: string) => `${country}${ibanCheckDigits(country, bban)}${bban}`;
let serial = 1000;
/** A fresh valid German IBAN each call. */
export const freshIban = () => iban('DE', `37040044${String(serial++).padStart(10, '0')}`);

type Method = 'GET' | 'POST' | 'DELETE';

/** Requests as a signed-in user, in English. */
export function userApi(t: TestApp, token: string) {
  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { token, lang: 'en', ...headers }, ...(payload ? { payload } : {}) });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object = {}, headers: Record<string, string> = {}) => call('POST', url, payload, headers),
    del: (url: string, headers: Record<string, string> = {}) => call('DELETE', url, undefined, headers),
  };
}

export function adminApi(t: TestApp, op: string) {
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url: `/admin/api${url}`, headers: { 'x-admin-token': op, lang: 'en' } }),
    post: (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/admin/api${url}`, headers: { 'x-admin-token': op, lang: 'en', ...headers }, payload }),
  };
}

/**
 * A verified customer with a trading password, optionally a bound card and money on the
 * account (through the ledger test helper, as a confirmed deposit would).
 */
export async function customer(t: TestApp, options: { name?: string; cents?: number; card?: boolean } = {}) {
  const u = await t.signUp();
  const name = await approveForTest(t, u.id, options.name ?? 'Anna Müller');
  const api = userApi(t, u.token);
  const pin = await api.post('/api/user/setPayPassword', { pay_password: PIN, confirm_pay_password: PIN });
  if (pin.statusCode !== 200) throw new Error(`pay password: ${pin.body}`);
  if (options.cents) await fund(t, u.id, options.cents);
  let cardId = 0;
  if (options.card) {
    const res = await api.post('/api/funding/cards', { bank: 'Deutsche Bank', branch: 'Berlin', holder: name, iban: freshIban() });
    if (res.statusCode !== 200) throw new Error(`bind card: ${res.body}`);
    cardId = res.json().data.id as number;
  }
  return { ...u, name, api, cardId };
}

export async function balances(t: TestApp, userId: number) {
  return t.services.ledger.balances(t.ctx.db, userId);
}

export async function expectReconciled(t: TestApp) {
  const report = await reconcile(t.ctx.db, t.clock.now());
  expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
}

/** The user's messages, newest first, as kind + body. */
export async function inbox(t: TestApp, token: string) {
  const res = await userApi(t, token).get('/api/messages?page=1&size=50');
  return (res.json().data.list as { kind: string; body: string; title: string }[]).map((m) => ({ kind: m.kind, title: m.title, body: m.body }));
}

const checkers = new WeakMap<TestApp, Promise<string>>();
/** A second operator (finance) to approve what the first proposes: four eyes. Made once per app. */
export function checker(t: TestApp, op: string): Promise<string> {
  let made = checkers.get(t);
  if (!made) {
    made = addOperator(t, op, 'fin_checker', ['finance']);
    checkers.set(t, made);
  }
  return made;
}

/** Proposes an adjustment as `op` and has the checker approve it; answers both responses' data. */
export async function adjustWithApproval(t: TestApp, op: string, body: { user_id: number; amount: string; reason: string }) {
  const proposed = await adminApi(t, op).post('/funding/adjustments', body);
  if (proposed.statusCode !== 200) return { proposed, approved: undefined };
  const approved = await adminApi(t, await checker(t, op)).post(`/approvals/${proposed.json().data.id}/approve`, {});
  return { proposed, approved };
}
