import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { openDatabase, queryRows, type Database } from '../../db/client.ts';
import { reconcile } from '../ledger/reconcile.ts';
import { TINY_PNG } from '../../test/identity-helpers.ts';
import { call, login, readyz, socket, startCluster, until, type Node } from './cluster-kit.ts';
import { totpNow } from '../../test/operator-helpers.ts';

/**
 * Three API processes on one PostgreSQL and one Redis, each with its own data folder, started at
 * the same moment, behave as one server and survive the leader's death. Needs DATABASE_URL and
 * REDIS_URL (CI sets both when the services answer); skipped without them.
 */
const enabled = Boolean(process.env['DATABASE_URL'] && process.env['REDIS_URL']);
const TAKEOVER_MS = 5000;
const CODE = '300750';
const DEMO = { username: 'demo', password: 'Demo@1234', pin: '246810' };

let cluster: Awaited<ReturnType<typeof startCluster>>;
let A: Node, B: Node, C: Node;
let db: Database;
let operator = '';
const key = () => ({ 'idempotency-key': randomUUID() });
const price = async (node: Node) => Number((await call(node, 'GET', `/api/market/quote/${CODE}`)).body.data.price);

describe.skipIf(!enabled)('three processes on one database and one Redis', () => {
  beforeAll(async () => {
    cluster = await startCluster({
      ports: [3691, 3692, 3693],
      env: {
        REDIS_URL: process.env['REDIS_URL']!,
        DEMO: 'true',
        TICK_MS: '250',
        MARKET_PERSIST_MS: '1000',
        LEADER_TAKEOVER_MS: String(TAKEOVER_MS),
        TRUST_PROXY: '127.0.0.1',
        AUTH_RATE_LIMIT_PER_MINUTE: '30',
        LOG_LEVEL: 'warn',
      },
    });
    [A, B, C] = cluster.nodes as [Node, Node, Node];
    // Opening the database migrates it: only once a node is ready (its migration is done), not alongside.
    await until('a node ready', 150_000, async () => ((await readyz(A))?.status === 'ready' ? true : undefined), 250);
    db = await openDatabase({ url: cluster.databaseUrl });
  }, 240_000);
  afterAll(async () => {
    await db?.close();
    await cluster?.stop();
  }, 60_000);

  it('starts every process; one leads; the first operator is made once and its printed password works everywhere', async () => {
    for (const n of cluster.nodes) await until(`${n.name} ready`, 150_000, async () => (await readyz(n))?.status === 'ready' || undefined, 250);
    const roles = await Promise.all(cluster.nodes.map(async (n) => (await readyz(n))!.role));
    expect(roles.filter((r) => r === 'leader')).toHaveLength(1);
    const printed = cluster.nodes.flatMap((n) => [...n.output.join('').matchAll(/operator: +admin \/ (\S+)/g)].map((m) => m[1]!));
    expect(printed).toHaveLength(1);
    // Enrols the second factor on the first node; the others take one recovery code each.
    let recovery: string[] = [];
    for (const n of cluster.nodes) {
      const res = await call(n, 'POST', '/admin/api/auth/login', { body: { username: 'admin', password: printed[0] } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const step = res.body.data;
      const factor = step.step === 'enroll' ? { code: await totpNow(step.secret) } : { recovery_code: recovery.shift() };
      const second = await call(n, 'POST', '/admin/api/auth/second-factor', { body: { challenge: step.challenge, ...factor } });
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      if (second.body.data.recovery_codes) recovery = second.body.data.recovery_codes;
      operator = second.body.data.token;
    }
  }, 200_000);

  it('sends the same ticks (time, price, volume) to sockets on every node', async () => {
    const sockets = await Promise.all(cluster.nodes.map((n) => socket(n, [{ op: 'sub', codes: [CODE] }])));
    // A step need not move this code: wait for five ticks every socket has seen, however many steps that takes.
    const seenBy = () => sockets.map((s) => new Map(s.ticks(CODE).map((t) => [t.time, `${t.price}/${t.volume}`])));
    const commonOf = (seen: Map<string, string>[]) => [...seen[0]!.keys()].filter((time) => seen.every((m) => m.has(time)));
    await until('five ticks seen on every node', 30_000, async () => (commonOf(seenBy()).length >= 5 ? true : undefined), 250);
    const seen = seenBy();
    sockets.forEach((s) => s.ws.close());
    const common = commonOf(seen);
    expect(common.length).toBeGreaterThanOrEqual(5);
    for (const time of common) expect(seen.map((m) => m.get(time))).toEqual([seen[0]!.get(time), seen[0]!.get(time), seen[0]!.get(time)]);
  }, 40_000);

  it("accepts on B a login encrypted with A's key; refuses on B, on the very next request, a session logged out on A", async () => {
    const res = await login(A, B, DEMO.username, DEMO.password);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const token = res.body.data.userinfo.token as string;
    expect((await call(B, 'GET', '/api/user/info', { token })).status).toBe(200);
    expect((await call(A, 'POST', '/api/user/logout', { token })).status).toBe(200);
    expect((await call(B, 'GET', '/api/user/info', { token })).status).toBe(401);
  });

  it("pushes an order filled through C to the user's socket on A and to the message centre", async () => {
    const token = (await login(C, C, DEMO.username, DEMO.password)).body.data.userinfo.token as string;
    const s = await socket(A, [{ op: 'auth', token }]);
    await until('auth ack', 5000, async () => s.frames.find((f) => f.type === 'ack') ?? undefined);
    const limit = ((await price(C)) * 1.02).toFixed(2);
    const placed = await call(C, 'POST', '/api/trading/orders', { token, headers: key(), body: { code: CODE, side: 'buy', type: 'limit', quantity: 100, price: limit, pay_password: DEMO.pin } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data.state).toBe('filled');
    const id = placed.body.data.id as number;
    await until('trading push on A', 5000, async () => s.frames.find((f) => f.type === 'trading' && f.data.order_id === id && f.data.event === 'filled'));
    await until('message push on A', 5000, async () => s.frames.find((f) => f.type === 'message' && f.data.kind === 'order_filled'));
    const inbox = await call(A, 'GET', '/api/messages?page=1&size=20', { token });
    expect(inbox.body.data.list.some((m: { kind: string; params: { order_id?: number } }) => m.kind === 'order_filled' && m.params.order_id === id)).toBe(true);
    s.ws.close();
  });

  it('serves on C an avatar stored through B', async () => {
    const token = (await login(B, B, DEMO.username, DEMO.password)).body.data.userinfo.token as string;
    const form = new FormData();
    form.append('avatar', new Blob([TINY_PNG], { type: 'image/png' }), 'me.png');
    const up = await call(B, 'POST', '/api/user/editAvatar', { token, body: form });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const served = await fetch(C.url + (up.body.data.avatar as string));
    expect(served.status).toBe(200);
    // Stored re-encoded (no metadata): the same bytes on every node, still the 1×1 PNG.
    const onC = Buffer.from(await served.arrayBuffer());
    const onB = Buffer.from(await (await fetch(B.url + (up.body.data.avatar as string))).arrayBuffer());
    expect(onC.equals(onB)).toBe(true);
    expect(await sharp(onC).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('counts failed logins from one address over all nodes against one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 36; i++) {
      const node = cluster.nodes[i % 3]!;
      statuses.push((await login(node, node, `nobody${i}`, 'Wrong-password-1', { 'x-forwarded-for': '203.0.113.9' })).status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    expect(statuses.slice(0, 30)).not.toContain(429);
  });

  it('survives the leader being killed: another leads in time, ticks go on, a resting order fills once, daily jobs post once, the ledger reconciles', async () => {
    const token = (await login(A, A, DEMO.username, DEMO.password)).body.data.userinfo.token as string;
    const mm = await call(A, 'POST', '/api/money-market/purchases', { token, headers: key(), body: { amount: '10000.00', pay_password: DEMO.pin } });
    expect(mm.status, JSON.stringify(mm.body)).toBe(200);
    const loan = await call(B, 'POST', '/api/loans/applications', { token, headers: key(), body: { amount: '5000.00', term_days: 30 } });
    expect(loan.status, JSON.stringify(loan.body)).toBe(200);
    const approved = await call(C, 'POST', `/admin/api/loans/applications/${loan.body.data.id}/approve`, { admin: operator, headers: key(), body: {} });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    // One day on the old leader: the money-market purchase is confirmed, the loan accrues.
    expect((await call(B, 'POST', '/admin/api/demo/clock', { admin: operator, body: { hours: 24 } })).status).toBe(200);

    const leader = (await Promise.all(cluster.nodes.map(async (n) => ((await readyz(n))?.role === 'leader' ? n : undefined)))).find(Boolean)!;
    const survivors = cluster.nodes.filter((n) => n !== leader) as [Node, Node];
    const watch = await socket(survivors[0], [{ op: 'sub', codes: [CODE] }]);
    const killedAt = Date.now();
    leader.child.kill('SIGKILL');
    const next = await until('a new leader', TAKEOVER_MS + 5000, async () => {
      for (const n of survivors) if ((await readyz(n))?.role === 'leader') return n;
      return undefined;
    });
    expect(Date.now() - killedAt).toBeLessThan(TAKEOVER_MS);
    await until('ticks after the takeover', 5000, async () => watch.frames.find((f) => f.type === 'ticks' && f.at > Date.now() - 1000 && f.at > killedAt + 500));
    watch.ws.close();
    const follower = survivors.find((n) => n !== next)!;

    // A resting buy one cent under the price fills when the price comes down to it (re-placed if the price runs away).
    let filled: number | undefined;
    for (let round = 0; round < 6 && filled === undefined; round++) {
      const limit = ((await price(follower)) - 0.01).toFixed(2);
      const placed = await call(follower, 'POST', '/api/trading/orders', { token, headers: key(), body: { code: CODE, side: 'buy', type: 'limit', quantity: 100, price: limit, pay_password: DEMO.pin } });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const id = placed.body.data.id as number;
      if (placed.body.data.state === 'filled') continue;
      filled = await until('the resting order to fill', 10_000, async () => {
        const list = (await call(follower, 'GET', '/api/trading/orders?page=1&size=20', { token })).body.data.list as { id: number; state: string }[];
        return list.find((o) => o.id === id && o.state === 'filled')?.id;
      }).catch(async () => {
        await call(follower, 'POST', `/api/trading/orders/${id}/cancel`, { token, headers: key(), body: {} });
        return undefined;
      });
    }
    expect(filled).toBeDefined();
    const trades = await queryRows<{ n: number }>(db.db, sql`SELECT count(*)::int AS n FROM trading_trades WHERE order_id = ${filled!}`);
    expect(trades[0]!.n).toBe(1);

    // Two more days, asked of different nodes: the new leader runs the jobs, every process's clock moves.
    expect((await call(follower, 'POST', '/admin/api/demo/clock', { admin: operator, body: { hours: 24 } })).status).toBe(200);
    expect((await call(next, 'POST', '/admin/api/demo/clock', { admin: operator, body: { hours: 24 } })).status).toBe(200);
    const offsets = await Promise.all(survivors.map(async (n) => (await call(n, 'GET', '/admin/api/demo/clock', { admin: operator })).body.data.offset_ms));
    expect(offsets).toEqual([72 * 3600_000, 72 * 3600_000]);
    const daily = await queryRows<{ key: string; n: number }>(
      db.db,
      sql`SELECT idempotency_key AS key, count(*)::int AS n FROM journal_entries
          WHERE idempotency_key LIKE 'mm:income:%' OR idempotency_key LIKE 'loan:%:interest:%' GROUP BY idempotency_key`,
    );
    expect(daily.filter((d) => d.key.startsWith('mm:income:')).length).toBeGreaterThan(0);
    expect(daily.filter((d) => d.key.includes(':interest:')).length).toBeGreaterThan(0);
    expect(daily.filter((d) => d.n !== 1)).toEqual([]);

    const report = await reconcile(db.db, new Date());
    expect(report.ok, JSON.stringify(report)).toBe(true);
  }, 180_000);
});
