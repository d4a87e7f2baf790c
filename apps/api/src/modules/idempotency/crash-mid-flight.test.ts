import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../db/client.ts';
import { reconcile } from '../ledger/reconcile.ts';
import { freshIban } from '../funding/test-support.ts';
import { call, login, readyz, startCluster, until, type Node } from '../cluster/cluster-kit.ts';

/**
 * The server SIGKILLed three times while concurrent keyed money requests of several kinds are
 * in flight, restarted, and every key retried until it answers, as a client would: each key
 * ends with exactly one effect (the one its answer names) or none, no key is left pending, and
 * the ledger reconciles. Real PostgreSQL only (DATABASE_URL); skipped without it.
 */
const enabled = Boolean(process.env['DATABASE_URL']);
const DEMO = { username: 'demo', password: 'Demo@1234', pin: '246810' };
const CODE = '300750';
/** Limit buys rest on a cheaper stock, so that the demo cash covers every round. */
const LIMIT_CODE = '601318';
const ROUNDS = 3;
/** Requests of each kind fired at once in each round. */
const PER_KIND = 8;
/** Answers to wait for before the kill: the rest are in flight. */
const KILL_AFTER_ANSWERS = 6;

type Kind = 'order' | 'limit' | 'withdrawal' | 'money-market' | 'deposit';
type Sent = { kind: Kind; key: string; method: string; url: string; body: unknown };

let cluster: Awaited<ReturnType<typeof startCluster>>;
let node: Node;
let db: Database;
let token = '';
let userId = 0;
let cardId = 0;
/** A limit price on the tick, inside the day's band and far under the market: limit buys rest with money held. */
let restingPrice = '';

const send = (s: Sent) => call(node, s.method, s.url, { token, headers: { 'idempotency-key': s.key }, body: s.body });

function requests(round: number): Sent[] {
  const make = (kind: Kind, i: number): Sent => {
    const key = `crash-${round}-${kind}-${i}-${randomUUID()}`;
    switch (kind) {
      case 'order':
        return { kind, key, method: 'POST', url: '/api/trading/orders', body: { code: CODE, side: 'buy', type: 'market', quantity: 100, pay_password: DEMO.pin } };
      case 'limit':
        return { kind, key, method: 'POST', url: '/api/trading/orders', body: { code: LIMIT_CODE, side: 'buy', type: 'limit', price: restingPrice, quantity: 100, pay_password: DEMO.pin } };
      case 'withdrawal':
        return { kind, key, method: 'POST', url: '/api/funding/withdrawals', body: { card_id: cardId, amount: '150.00', pay_password: DEMO.pin } };
      case 'money-market':
        return { kind, key, method: 'POST', url: '/api/money-market/purchases', body: { amount: '1000.00', pay_password: DEMO.pin } };
      case 'deposit':
        return { kind, key, method: 'POST', url: '/api/funding/deposits', body: { method: 'bank_transfer', amount: `${500 + round * 10 + i}.00` } };
    }
  };
  const kinds: Kind[] = ['order', 'limit', 'withdrawal', 'money-market', 'deposit'];
  // Interleaved, so that every kind is in flight when the process dies.
  return Array.from({ length: PER_KIND }, (_, i) => kinds.map((k) => make(k, i))).flat();
}

async function startAndWait(n: Node) {
  await until(`${n.name} ready`, 120_000, async () => (await readyz(n))?.status === 'ready' || undefined, 200).catch((err: Error) => {
    throw new Error(`${err.message}\n${n.output.join('')}`);
  });
}

/** The id of the record a success answer names (order, withdrawal, purchase, deposit). */
const idOf = (_kind: Kind, data: { id: number }): number => data.id;

describe.skipIf(!enabled)('a server killed in the middle of keyed money requests', () => {
  beforeAll(async () => {
    cluster = await startCluster({ ports: [3431], env: { REDIS_URL: '', DEMO: 'true', MARKET_ALWAYS_OPEN: 'true', TICK_MS: '500', LOG_LEVEL: 'warn' } });
    node = cluster.nodes[0]!;
    await startAndWait(node);
    // After the server's start: opening the database migrates it, which must not race the server's own migration.
    db = await openDatabase({ url: cluster.databaseUrl });
    const user = (await login(node, node, DEMO.username, DEMO.password)).body.data.userinfo;
    token = user.token;
    userId = user.id ?? user.user_id;
    const card = await call(node, 'POST', '/api/funding/cards', { token, body: { bank: 'Sparkasse', holder: 'Demo User', iban: freshIban() }, headers: { 'idempotency-key': randomUUID() } });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    cardId = card.body.data.id;
    const ticket = await call(node, 'GET', `/api/trading/ticket?code=${LIMIT_CODE}`, { token });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    // 5 % above the lowest price the band allows, in cents: on the tick, and far under the market.
    restingPrice = (Math.round(Number(ticket.body.data.band_down) * 105) / 100).toFixed(2);
  }, 240_000);
  afterAll(async () => {
    await db?.close();
    await cluster?.stop();
  }, 60_000);

  it('leaves each key with one effect or none, answers it, leaves no key pending, and the ledger reconciles', async () => {
    const sent: Sent[] = [];
    const answers = new Map<string, { status: number; body: { code: number; data: any } }>();
    for (let round = 0; round < ROUNDS; round++) {
      const batch = requests(round);
      sent.push(...batch);
      let answered = 0;
      const died = new Promise<void>((resolve) => node.child.once('exit', () => resolve()));
      const inFlight = batch.map((s) =>
        send(s).then(
          (res) => {
            answered++;
            if (res.status < 500) answers.set(s.key, res);
          },
          () => undefined,
        ),
      );
      await until('the first answers', 30_000, async () => answered >= KILL_AFTER_ANSWERS || undefined, 5);
      node.child.kill('SIGKILL');
      await died;
      await Promise.all(inFlight);
      expect(answered, 'some requests were still in flight at the kill').toBeLessThan(batch.length);
      node = cluster.restart(node);
      await startAndWait(node);
    }

    // Every key, as a client would: retried until it answers (a 5xx or a lost connection is retried).
    for (const s of sent) {
      const res = await until(`an answer for ${s.key}`, 30_000, async () => {
        const r = await send(s).catch(() => undefined);
        return r && r.status < 500 ? r : undefined;
      });
      expect(res.status, JSON.stringify(res.body)).not.toBe(409);
      const first = answers.get(s.key);
      // A key answered before the kill answers the same after it.
      if (first) expect({ status: res.status, body: res.body }).toEqual({ status: first.status, body: first.body });
      answers.set(s.key, res);
    }

    // Effects, by kind, are exactly the records the success answers name, each named once.
    const named = (kind: Kind) => sent.filter((s) => s.kind === kind && answers.get(s.key)!.status === 200).map((s) => idOf(kind, answers.get(s.key)!.body.data));
    const ids = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db.db, query)).map((r) => Number(r.id)).sort((a, b) => a - b);
    const effects: Record<Kind, number[]> = {
      order: await ids(sql`SELECT id FROM trading_orders WHERE user_id = ${userId} AND type = 'market'`),
      limit: await ids(sql`SELECT id FROM trading_orders WHERE user_id = ${userId} AND type = 'limit'`),
      withdrawal: await ids(sql`SELECT id FROM withdrawals WHERE user_id = ${userId}`),
      'money-market': await ids(sql`SELECT id FROM money_market_purchases WHERE user_id = ${userId}`),
      deposit: await ids(sql`SELECT id FROM deposits WHERE user_id = ${userId}`),
    };
    for (const kind of Object.keys(effects) as Kind[]) {
      const answered = named(kind).sort((a, b) => a - b);
      expect(answered.length, `${kind}: some keys had an effect`).toBeGreaterThan(0);
      expect(new Set(answered).size, `${kind}: no two keys answer the same record`).toBe(answered.length);
      expect(effects[kind], `${kind}: every effect is a key's answer, and every answer an effect`).toEqual(answered);
    }

    const pending = await queryRows<{ n: number }>(db.db, sql`SELECT count(*)::int AS n FROM idempotency_requests WHERE state <> 'done'`);
    expect(pending[0]!.n).toBe(0);
    const report = await reconcile(db.db, new Date());
    expect(report.ok, JSON.stringify(report)).toBe(true);
  }, 120_000);
});
