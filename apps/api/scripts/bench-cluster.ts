// Cluster benchmark: `npm run bench:cluster -- [--seconds 10] [--concurrency 32] [--clients 200] [--users 20]`.
// Needs DATABASE_URL and REDIS_URL; installs HAProxy (Debian's package) when it is missing.
// Makes `users` verified, funded users with a trading password on a fresh database (dropped at
// the end), then, for 1 and for 3 API processes (compiled, as production runs them) behind
// HAProxy, in the same run:
// - orders: `concurrency` market buys of 100 shares in flight through HAProxy for `seconds`:
//   orders/s and latency p50/p99;
// - quotes: `clients` WebSockets through HAProxy, each subscribed to 10 codes, the market ticking
//   every 100 ms, for `seconds`: frames/s, quote states/s and tick-to-receipt latency p50/p99;
// with the CPU used by the API processes and HAProxy (100 % = one core) during each phase.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { cpuMs, newHistogram, percentile, record } from './bench-stats.ts';
import { ensureHaproxy, haproxyConfig } from './haproxy-config.mjs';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '32' },
    clients: { type: 'string', default: '200' },
    users: { type: 'string', default: '20' },
    port: { type: 'string', default: '3660' },
  },
});
const seconds = Number(flags.seconds);
const concurrency = Number(flags.concurrency);
const clientCount = Number(flags.clients);
const userCount = Number(flags.users);
const lbPort = Number(flags.port);
const PIN = '246810';
const API = path.resolve(import.meta.dirname, '..');
if (!process.env['DATABASE_URL'] || !process.env['REDIS_URL']) throw new Error('bench:cluster needs DATABASE_URL and REDIS_URL');

async function setup() {
  const { buildTestApp, withDatabase } = await import('../src/test/helper.ts');
  const { approveForTest } = await import('../src/test/identity-helpers.ts');
  const { fund } = await import('../src/test/ledger-helpers.ts');
  const { queryRows } = await import('../src/db/client.ts');
  const t = await buildTestApp({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: String(userCount * 4 + 30) });
  const tokens: string[] = [];
  for (let i = 0; i < userCount; i++) {
    const u = await t.signUp();
    await approveForTest(t, u.id);
    await t.app.inject({ method: 'POST', url: '/api/user/setPayPassword', headers: { token: u.token }, payload: { pay_password: PIN, confirm_pay_password: PIN } });
    await fund(t, u.id, 1_000_000_000_00n);
    tokens.push(u.token);
  }
  const codes = t.services.market
    .quotes('volume', 1, 10_000)
    .list.filter((q) => /^(600|601|603|000|002)/.test(q.code) && Number(q.price) < 20)
    .slice(0, 30)
    .map((q) => q.code);
  const [row] = await queryRows<{ name: string }>(t.ctx.db, sql`SELECT current_database() AS name`);
  return { t, tokens, codes, databaseUrl: withDatabase(process.env['DATABASE_URL']!, row!.name) };
}

/** Every process this bench started and has not stopped: killed if the bench itself ends early. */
const started = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of started) c.kill('SIGKILL');
});
function track(c: ChildProcess): ChildProcess {
  started.add(c);
  c.once('exit', () => started.delete(c));
  return c;
}

async function startNodes(n: number, databaseUrl: string) {
  const nodes = Array.from({ length: n }, (_, i) => ({ host: '127.0.0.1', port: lbPort + 1 + i }));
  const dirs: string[] = [];
  const children: ChildProcess[] = nodes.map((node) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'meridian-bench-'));
    dirs.push(dir);
    return track(spawn(process.execPath, ['--conditions=meridian-compiled', 'dist/main.js'], {
      cwd: API,
      stdio: 'ignore',
      env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_PREFIX: `${process.env['REDIS_PREFIX'] ?? 'meridian'}-cl-bench-${n}`, PORT: String(node.port), HOST: node.host, DATA_DIR: dir, DEMO: 'false', MARKET_ALWAYS_OPEN: 'true', TICK_MS: '100', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1', OPERATOR_PASSWORD: 'bench-operator-password', PIN_RATE_LIMIT_PER_MINUTE: '100000' },
    }));
  });
  const cfg = path.join(dirs[0]!, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig({ port: lbPort, nodes }));
  for (const node of nodes) await waitReady(`http://${node.host}:${node.port}/readyz`);
  const haproxy = track(spawn('haproxy', ['-f', cfg, '-db'], { stdio: 'ignore' }));
  await waitReady(`http://127.0.0.1:${lbPort}/readyz`);
  await new Promise((r) => setTimeout(r, 3000)); // every server passes its rise checks
  const pids = [...children.map((c) => c.pid!), haproxy.pid!];
  return {
    cpu: () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0),
    async stop() {
      for (const c of [haproxy, ...children]) c.kill('SIGTERM');
      await Promise.all([haproxy, ...children].map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}

async function waitReady(url: string) {
  for (let i = 0; i < 600; i++) {
    if ((await fetch(url).catch(() => undefined))?.ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never became ready`);
}

async function orders(tokens: string[], codes: string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const histogram = newHistogram();
  let ok = 0;
  let failed = 0;
  let n = 0;
  const end = performance.now() + seconds * 1000;
  const one = (i: number) =>
    new Promise<number>((resolve) => {
      const body = JSON.stringify({ code: codes[i % codes.length], side: 'buy', type: 'market', quantity: 100, pay_password: PIN });
      const req = http.request(
        { agent, host: '127.0.0.1', port: lbPort, method: 'POST', path: '/api/trading/orders', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), token: tokens[i % tokens.length]!, 'idempotency-key': `bench-${process.pid}-${Date.now()}-${i}` } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const status = await one(n++);
        record(histogram, performance.now() - t0);
        if (status === 200) ok++;
        else failed++;
      }
    }),
  );
  agent.destroy();
  return { perSecond: ok / seconds, failed, p50: percentile(histogram, 0.5), p99: percentile(histogram, 0.99) };
}

async function quotes(codes: string[]) {
  const histogram = newHistogram();
  let frames = 0;
  let states = 0;
  let counting = false;
  const onMessage = (e: MessageEvent) => {
    if (!counting) return;
    const f = JSON.parse(String(e.data)) as { type: string; data?: { time: string }[] };
    if (f.type !== 'ticks') return;
    frames++;
    const now = Date.now();
    for (const state of f.data!) {
      states++;
      record(histogram, now - Date.parse(state.time));
    }
  };
  /** Opens one socket; a handshake that neither opens nor fails within 20 s is given up, so the run cannot hang. */
  const open = (i: number) =>
    new Promise<WebSocket | undefined>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${lbPort}/api/ws`);
      const timer = setTimeout(() => {
        ws.close();
        resolve(undefined);
      }, 20_000);
      ws.onopen = () => {
        clearTimeout(timer);
        ws.onmessage = onMessage;
        ws.send(JSON.stringify({ op: 'sub', codes: codes.slice((i % 3) * 10, (i % 3) * 10 + 10) }));
        resolve(ws);
      };
      ws.onerror = () => {
        clearTimeout(timer);
        resolve(undefined);
      };
    });
  // In batches, so that the load balancer's and the servers' accept queues are not flooded.
  const sockets: WebSocket[] = [];
  for (let i = 0; i < clientCount; i += 100) {
    const batch = await Promise.all(Array.from({ length: Math.min(100, clientCount - i) }, (_, k) => open(i + k)));
    sockets.push(...batch.filter((ws) => ws !== undefined));
  }
  await new Promise((r) => setTimeout(r, 1000));
  counting = true;
  await new Promise((r) => setTimeout(r, seconds * 1000));
  counting = false;
  sockets.forEach((s) => s.close());
  return { opened: sockets.length, framesPerSecond: frames / seconds, statesPerSecond: states / seconds, p50: percentile(histogram, 0.5), p99: percentile(histogram, 0.99) };
}

ensureHaproxy();
const build = spawnSync('node', ['scripts/build.mjs'], { cwd: API, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
const { t, tokens, codes, databaseUrl } = await setup();
console.log(`${userCount} users, ${codes.length} codes; ${seconds} s per phase; ${concurrency} orders in flight; ${clientCount} sockets × 10 codes at 10 ticks/s`);
const rows: string[] = [];
try {
  for (const n of [1, 3]) {
    const cluster = await startNodes(n, databaseUrl);
    try {
      let cpu0 = cluster.cpu();
      const o = await orders(tokens, codes);
      const orderCpu = ((cluster.cpu() - cpu0) / (seconds * 1000)) * 100;
      cpu0 = cluster.cpu();
      const wall0 = performance.now();
      const q = await quotes(codes);
      const quoteCpu = ((cluster.cpu() - cpu0) / (performance.now() - wall0)) * 100;
      rows.push(
        `${n} node${n > 1 ? 's' : ' '} | ${o.perSecond.toFixed(0).padStart(5)} orders/s p50 ${o.p50} ms p99 ${o.p99} ms (failed ${o.failed}) CPU ${orderCpu.toFixed(0)} % | ` +
          `${q.opened}/${clientCount} sockets, ${q.framesPerSecond.toFixed(0)} frames/s (${q.statesPerSecond.toFixed(0)} quote states/s) tick→client p50 ${q.p50} ms p99 ${q.p99} ms CPU ${quoteCpu.toFixed(0)} %`,
      );
      console.log(rows.at(-1));
    } finally {
      await cluster.stop();
    }
  }
} finally {
  await t.close();
}
console.log(['', 'through HAProxy (CPU: API processes + HAProxy, 100 % = one core)', ...rows].join('\n'));
process.exit(0);
