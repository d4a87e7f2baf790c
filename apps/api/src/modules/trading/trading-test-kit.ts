import pg from 'pg';
import { expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { approveForTest } from '../../test/identity-helpers.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { operators } from '../admin/tables.ts';
import { reconcile } from '../ledger/reconcile.ts';
import { localDay, localMinutes, weekday } from '../market/calendar.ts';
import { setLivePrice } from '../market/test-support.ts';
import { fourEyes, operatorLogin as signIn } from '../../test/operator-helpers.ts';

/** Shared by the trading scenario tests (not a test file itself). */
export const PIN = '135790';
const OPERATOR = 'trading_op';
const OPERATOR_PASSWORD = 'Trading-operator-2026';
const DAY_MS = 86_400_000;
/** Pudong Development Bank: Shanghai main board, reference price 10.17, band ±10 % (9.15 … 11.19). */
export const SH_STOCK = '600000';
/** Ping An Bank: Shenzhen main board, reference price 11.60. */
export const SZ_STOCK = '000001';
/** Raytron Technology: STAR board, reference price 45.00, band ±20 %. */
export const STAR_STOCK = '688002';

type Method = 'GET' | 'POST' | 'PUT';

/**
 * A test app for trading. By default the market is always open (MARKET_ALWAYS_OPEN); pass
 * `{ MARKET_ALWAYS_OPEN: 'false' }` for the real sessions and move the clock with `toLocal`.
 */
export async function tradingTestApp(env: Record<string, string> = {}) {
  const t = await buildTestApp({ MARKET_ALWAYS_OPEN: 'true', OPERATOR_USERNAME: OPERATOR, OPERATOR_PASSWORD, SESSION_TTL_HOURS: '720', ...env });
  await t.services.admin.ensureFirstOperator();
  const operatorLogin = async () =>
    (await signIn(t.app, OPERATOR, OPERATOR_PASSWORD));
  let opToken = await operatorLogin();

  const api = (token: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/trading${url}`, headers: { token, lang: 'en', ...headers }, ...(payload ? { payload } : {}) });
  async function admin(method: Method, url: string, payload?: object) {
    const send = () => t.app.inject({ method, url: `/admin/api/trading${url}`, headers: { 'x-admin-token': opToken, lang: 'en' }, ...(payload ? { payload } : {}) });
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


  /** A verified user with a trading password and, optionally, cash (in cents). */
  async function trader(cash: bigint | number = 0n) {
    const u = await t.signUp();
    await approveForTest(t, u.id);
    const set = await t.app.inject({ method: 'POST', url: '/api/user/setPayPassword', headers: { token: u.token }, payload: { pay_password: PIN, confirm_pay_password: PIN } });
    expect(set.statusCode, set.body).toBe(200);
    if (BigInt(cash) > 0n) await fund(t, u.id, cash);
    return u;
  }

  /** Places an order over HTTP (trading password included). */
  const order = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api(token, 'POST', '/orders', { type: 'market', leverage: 1, pay_password: PIN, ...body }, headers);
  /** Places an order and expects it accepted; answers the order. */
  async function placed(token: string, body: Record<string, unknown>) {
    const res = await order(token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; state: string; fill_price: string | null; value: string | null; fees: Record<string, string> | null; total: string | null; frozen: string };
  }
  async function positions(token: string) {
    const res = await api(token, 'GET', '/positions');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: { id: number; code: string; quantity: number; sellable: number; sellable_from: string; buy_fee: string; buy_value: string }[]; market_value: string };
  }

  const balances = (userId: number) => t.services.ledger.balances(t.ctx.db, userId);
  /** Makes `cents` the last price of `code` and lets the broker act on the tick. */
  async function setPrice(code: string, cents: number) {
    const set = setLivePrice(t.services.market, t.ctx.bus, code, cents);
    await t.services.trading.drain();
    return set;
  }

  /** Moves the clock forward to the next `hh:mm` (Asia/Shanghai) on a weekday (or on `weekdayWanted`, 1 = Monday). */
  function toLocal(time: string, weekdayWanted?: number) {
    const [h, m] = time.split(':').map(Number);
    const target = h! * 60 + m!;
    const now = t.clock.now();
    let wait = Math.round((target - localMinutes(now)) * 60_000);
    if (wait <= 0) wait += DAY_MS;
    t.clock.advance(wait);
    for (;;) {
      const d = weekday(localDay(t.clock.now()));
      const ok = weekdayWanted === undefined ? d !== 0 && d !== 6 : d === weekdayWanted;
      if (ok) return;
      t.clock.advance(DAY_MS);
    }
  }
  const nextDays = (n: number) => t.clock.advance(n * DAY_MS);
  const today = () => localDay(t.clock.now());

  async function expectReconciled() {
    const report = await reconcile(t.ctx.db, t.clock.now());
    expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
  }

  /** Gives a user shares directly (as an IPO allocation would), sellable from `sellableFrom` (default: today). */
  async function grant(userId: number, code: string, quantity: number, priceCents: bigint, opts: { sellableFrom?: string; source?: 'ipo' | 'block_trade'; buyFee?: bigint } = {}) {
    return t.ctx.db.transaction((tx) =>
      t.services.trading.grantPosition(tx, {
        userId,
        code,
        quantity,
        priceCents,
        buyFeeCents: opts.buyFee ?? 0n,
        source: opts.source ?? 'ipo',
        sellableFrom: opts.sellableFrom ?? today(),
        key: `test-grant-${userId}-${code}-${Math.random()}`,
      }),
    );
  }

  async function messagesOf(token: string, kind: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/messages?size=100', headers: { token, lang: 'en' } });
    return (res.json().data.list as { kind: string; title: string; body: string; params: Record<string, unknown> }[]).filter((m) => m.kind === kind);
  }

  /** Halts or resumes an instrument as an operator would. */
  async function halt(code: string, halted: boolean) {
    const [op] = await t.ctx.db.select({ id: operators.id }).from(operators).limit(1);
    const by = { operatorId: op!.id, ip: '127.0.0.1' };
    return halted ? t.services.market.halt(code, 'test halt', by) : t.services.market.resume(code, by);
  }

  return { t, api, admin, approved, checker, trader, order, placed, positions, balances, setPrice, toLocal, nextDays, today, expectReconciled, grant, messagesOf, halt };
}
export type TradingKit = Awaited<ReturnType<typeof tradingTestApp>>;

/** A statement as it left for PostgreSQL: its text, and its name when it was sent prepared. */
export type SentStatement = { text: string; name: string | undefined };

/**
 * The statements every PostgreSQL connection sent while `fn` ran, in the order they left, cut into
 * their transactions (`BEGIN` … `COMMIT`): for the tests that watch what a batch sends.
 */
export async function transactionsSentDuring(fn: () => Promise<void>): Promise<SentStatement[][]> {
  const transactions: SentStatement[][] = [];
  const open = new Map<pg.Client, SentStatement[]>();
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string; name?: string };
    const sent = typeof config === 'string' ? { text: config, name: undefined } : { text: config.text ?? '', name: config.name };
    if (/^begin\b/i.test(sent.text)) {
      const tx = [sent];
      open.set(this, tx);
      transactions.push(tx);
    } else open.get(this)?.push(sent);
    if (/^(commit|rollback)\b/i.test(sent.text)) open.delete(this);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = query;
  }
  return transactions;
}
export type { TestApp };
