// Order benchmark: `npm run bench:orders -- [--users 50] [--seconds 15] [--concurrency 64] [--sweep 10x8,25x32,50x64,50x256] [--sweep-seconds 5]`.
// With DATABASE_URL set it runs on a fresh PostgreSQL database (dropped at the end); otherwise
// on embedded PGlite.
//
// Starts the whole server in this process on a free port (market always open, ticking slowly so
// prices stay put), makes `users` verified users with a trading password and plenty of cash, then
// forks a client process that keeps `concurrency` market buy orders of 100 shares in flight over
// keep-alive HTTP for `seconds` seconds (each with its own Idempotency-Key, spread over the users
// and over low-priced main-board stocks). Prints orders/s and latency p50/p99. In the same run it
// then places orders for `seconds` seconds directly through the trading service, without HTTP,
// auth or the trading password check — the same database transaction — with the same
// concurrency, and prints that rate and the ratio HTTP / direct (our HTTP overhead), with the
// database commits per order of each (from pg_stat_database) and the server process's CPU time per
// order of each (user + system, all its threads; on PGlite that includes the database). Then a sweep: for each
// users × in-flight pair, the same two runs for `sweep-seconds` (HTTP orders/s should not fall as
// the load grows while the direct rate rises). The ledger is reconciled at the end. Before the
// timed runs every user places one order over HTTP (a warm-up, not counted): the timed figures
// are those of the warm path.
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { keepAliveConnection } from './bench-http.ts';
import { newHistogram, percentile, record } from './bench-stats.ts';

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
    concurrency: { type: 'string', default: '64' },
    role: { type: 'string', default: 'server' },
    port: { type: 'string', default: '0' },
    sweep: { type: 'string', default: '10x8,25x32,50x64,50x256' },
    'sweep-seconds': { type: 'string', default: '5' },
  },
});
const sweep = flags.sweep
  .split(',')
  .filter(Boolean)
  .map((p) => p.split('x').map(Number) as [number, number]);
const sweepSeconds = Number(flags['sweep-seconds']);
const userCount = Number(flags.users);
const seconds = Number(flags.seconds);
const concurrency = Number(flags.concurrency);
const PIN = '246810';

type Account = { token: string; id: number };
type Report = { ok: number; failed: number; errors: Record<string, number>; histogram: number[]; wallMs: number; cpuMs: number };
type ToChild = { type: 'start'; accounts: Account[]; codes: string[] };
type FromChild = { type: 'report'; report: Report };

/** Keeps `concurrency` orders in flight for `seconds` and reports what came back. */
async function runClients(port: number) {
  const msg = await new Promise<ToChild>((resolve) => process.once('message', (m: ToChild) => resolve(m)));
  const histogram = newHistogram();
  const errors: Record<string, number> = {};
  let ok = 0;
  let failed = 0;
  let n = 0;

  // One keep-alive connection per order in flight (bench-http.ts: a client that costs little of the shared CPU).
  const connections = Array.from({ length: concurrency }, () => keepAliveConnection(port));
  const post = (slot: number, account: Account, body: string, key: string) =>
    connections[slot]!.request('POST', '/api/trading/orders', ['content-type: application/json', `token: ${account.token}`, `idempotency-key: ${key}`, 'lang: en'], body);

  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const until = start + seconds * 1000;
  async function worker(slot: number) {
    while (performance.now() < until) {
      n += 1;
      const account = msg.accounts[n % msg.accounts.length]!;
      const code = msg.codes[n % msg.codes.length]!;
      const body = JSON.stringify({ code, side: 'buy', type: 'market', quantity: 100, pay_password: PIN });
      const t0 = performance.now();
      try {
        const res = await post(slot, account, body, `bench-${process.pid}-${n}`);
        record(histogram, performance.now() - t0);
        if (res.status === 200 && res.text.startsWith('{"code":1')) ok += 1;
        else {
          failed += 1;
          const code = /"error":"(\w+)"/.exec(res.text)?.[1] ?? `HTTP ${res.status}`;
          errors[code] = (errors[code] ?? 0) + 1;
        }
      } catch (err) {
        failed += 1;
        connections[slot]!.close();
        connections[slot] = keepAliveConnection(port);
        const code = (err as NodeJS.ErrnoException).code ?? 'socket';
        errors[code] = (errors[code] ?? 0) + 1;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, (_, slot) => worker(slot)));
  const cpu = process.cpuUsage(cpu0);
  process.send?.({
    type: 'report',
    report: { ok, failed, errors, histogram, wallMs: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 },
  } satisfies FromChild);
  for (const c of connections) c.close();
  setTimeout(() => process.exit(0), 100);
}

async function runServer() {
  const { buildTestApp } = await import('../src/test/helper.ts');
  const { approveForTest } = await import('../src/test/identity-helpers.ts');
  const { fund } = await import('../src/test/ledger-helpers.ts');
  const { reconcile } = await import('../src/modules/ledger/reconcile.ts');
  const { queryRows } = await import('../src/db/client.ts');
  const { listen } = await import('../src/platform/listen.ts');
  const { sql } = await import('drizzle-orm');

  const setupStart = performance.now();
  const t = await buildTestApp({
    MARKET_ALWAYS_OPEN: 'true',
    TICK_MS: '60000',
    LOG_LEVEL: 'silent',
    // Setup registers every user from one address: above the default 30/min of the auth routes.
    AUTH_RATE_LIMIT_PER_MINUTE: String(Math.max(30, userCount * 4)),
    // Each user places far more orders a minute than a person would: lift the per-user PIN-route limit.
    PIN_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const dbKind = t.ctx.database.kind;
  console.log(`database: ${dbKind}; making ${Math.max(userCount, ...sweep.map(([u]) => u))} verified, funded users with a trading password …`);

  const accounts: Account[] = [];
  // Enough users for the largest point of the sweep too.
  const made = Math.max(userCount, ...sweep.map(([u]) => u));
  for (let i = 0; i < made; i += 1) {
    const u = await t.signUp();
    await approveForTest(t, u.id);
    const pin = await t.app.inject({ method: 'POST', url: '/api/user/setPayPassword', headers: { token: u.token }, payload: { pay_password: PIN, confirm_pay_password: PIN } });
    if (pin.json().code !== 1) throw new Error(`trading password not set: ${pin.body}`);
    await fund(t, u.id, 1_000_000_000_00n);
    accounts.push({ token: u.token, id: u.id });
  }
  const main = accounts.slice(0, userCount);
  // Main-board stocks priced under 20.00, so that every order is a plain 100-share lot.
  const codes = t.services.market
    .quotes('volume', 1, 10_000)
    .list.filter((q) => /^(600|601|603|000|002)/.test(q.code) && Number(q.price) < 20)
    .slice(0, 50)
    .map((q) => q.code);
  if (codes.length === 0) throw new Error('no cheap main-board stock to trade');
  console.log(`setup took ${Math.round(performance.now() - setupStart)} ms; trading ${codes.length} codes`);

  await listen(t.app, { port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  /** Transactions committed in the benchmark's database so far (PostgreSQL's statistics; they lag up to a second). */
  async function commits(): Promise<number | undefined> {
    await new Promise((r) => setTimeout(r, 1100));
    try {
      const [row] = await queryRows<{ n: string }>(t.ctx.db, sql`SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = current_database()`);
      const n = Number(row?.n ?? 0);
      return n > 0 ? n : undefined;
    } catch {
      return undefined;
    }
  }

  /** Orders over HTTP from a client process: `concurrency` in flight for `secs`. */
  async function overHttp(users: Account[], concurrency: number, secs: number) {
    const child = fork(import.meta.filename, ['--role', 'clients', '--port', String(port), '--seconds', String(secs), '--concurrency', String(concurrency)], {
      execArgv: process.execArgv,
      stdio: 'inherit',
    });
    const reported = new Promise<Report>((resolve) => child.on('message', (m: FromChild) => resolve(m.report)));
    const c0 = await commits();
    const cpu0 = process.cpuUsage();
    child.send({ type: 'start', accounts: users, codes } satisfies ToChild);
    const report = await reported;
    const cpu = process.cpuUsage(cpu0);
    const c1 = await commits();
    const rate = (report.ok * 1000) / report.wallMs;
    return { report, rate, cpuMs: (cpu.user + cpu.system) / 1000, systemMs: cpu.system / 1000, commitsPerOrder: c0 !== undefined && c1 !== undefined && report.ok ? (c1 - c0) / report.ok : undefined };
  }

  /** The same orders straight into the trading service: no HTTP, no session lookup, no PIN check. */
  let n = 0;
  async function direct(users: Account[], concurrency: number, secs: number) {
    const histogram = newHistogram();
    let ok = 0;
    let failed = 0;
    const c0 = await commits();
    const cpu0 = process.cpuUsage();
    const start = performance.now();
    const until = start + secs * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          n += 1;
          const account = users[n % users.length]!;
          const t0 = performance.now();
          try {
            await t.services.trading.placeDirect(account.id, { code: codes[n % codes.length]!, side: 'buy', type: 'market', quantity: 100, leverage: 1 }, `bench-direct-${n}`);
            ok += 1;
          } catch {
            failed += 1;
          }
          record(histogram, performance.now() - t0);
        }
      }),
    );
    const ms = performance.now() - start;
    const cpu = process.cpuUsage(cpu0);
    const c1 = await commits();
    return { ok, failed, histogram, rate: (ok * 1000) / ms, cpuMs: (cpu.user + cpu.system) / 1000, systemMs: cpu.system / 1000, commitsPerOrder: c0 !== undefined && c1 !== undefined && ok ? (c1 - c0) / ok : undefined };
  }

  const cpuPerOrder = (cpuMs: number, systemMs: number, orders: number) =>
    `${(cpuMs / Math.max(1, orders)).toFixed(3)} ms (${((systemMs / Math.max(1, cpuMs)) * 100).toFixed(0)} % in the kernel)`;
  const perOrder = (x: number | undefined) => (x === undefined ? 'n/a' : x.toFixed(2));
  // Warm-up: one order per user over HTTP first (at least), so that the timed runs measure the
  // warm path. A user's first order pays a full trading-password check (scrypt, ~0.1 s, then
  // remembered for minutes) that the direct runs skip altogether; left in the timed run, fifty
  // of them weighed on its rate and made its p99.
  const warm = await overHttp(accounts, accounts.length, 1);
  if (warm.report.failed) throw new Error(`warm-up orders failed: ${JSON.stringify(warm.report.errors)}`);
  const http1 = await overHttp(main, concurrency, seconds);
  const direct1 = await direct(main, concurrency, seconds);
  const lines = [
    '',
    `order benchmark on ${dbKind}: ${userCount} users, ${concurrency} orders in flight, ${seconds} s each way, market buys of 100 shares`,
    `  over HTTP:        ${http1.rate.toFixed(0)} orders/s (${http1.report.ok} filled, ${http1.report.failed} failed${http1.report.failed ? ` ${JSON.stringify(http1.report.errors)}` : ''}), latency p50 ${percentile(http1.report.histogram, 0.5)} ms, p99 ${percentile(http1.report.histogram, 0.99)} ms, ${perOrder(http1.commitsPerOrder)} commits/order`,
    `  direct (no HTTP): ${direct1.rate.toFixed(0)} orders/s (${direct1.ok} filled, ${direct1.failed} failed), latency p50 ${percentile(direct1.histogram, 0.5)} ms, p99 ${percentile(direct1.histogram, 0.99)} ms, ${perOrder(direct1.commitsPerOrder)} commits/order`,
    `  ratio HTTP / direct: ${(http1.rate / direct1.rate).toFixed(2)}`,
    `  server CPU during the HTTP run: ${((http1.cpuMs / http1.report.wallMs) * 100).toFixed(0)} % of one core; client process ${((http1.report.cpuMs / http1.report.wallMs) * 100).toFixed(0)} %`,
    // The server's own work per order, whatever the machine's speed: what HTTP adds is this difference.
    `  server CPU per order: ${cpuPerOrder(http1.cpuMs, http1.systemMs, http1.report.ok)} over HTTP, ${cpuPerOrder(direct1.cpuMs, direct1.systemMs, direct1.ok)} direct`,
  ];
  console.log(lines.join('\n'));

  if (sweep.length) {
    console.log(`  sweep (${sweepSeconds} s each way): users × in flight → HTTP orders/s (p99) | direct orders/s (p99) | ratio`);
    for (const [users, inFlight] of sweep) {
      const some = accounts.slice(0, Math.min(users, accounts.length));
      const h = await overHttp(some, inFlight, sweepSeconds);
      const d = await direct(some, inFlight, sweepSeconds);
      console.log(
        `    ${String(some.length).padStart(4)} × ${String(inFlight).padEnd(4)} → ${h.rate.toFixed(0).padStart(5)} (${percentile(h.report.histogram, 0.99)} ms)${h.report.failed ? ` ${h.report.failed} failed` : ''} | ${d.rate.toFixed(0).padStart(5)} (${percentile(d.histogram, 0.99)} ms) | ${(h.rate / d.rate).toFixed(2)}`,
      );
    }
  }

  const check = await reconcile(t.ctx.db, t.clock.now());
  console.log(
    [
      `  ledger reconciles: ${check.ok ? 'yes' : `NO ${JSON.stringify(check)}`}`,
      `  machine: ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`,
    ].join('\n'),
  );
  await t.close();
  process.exit(check.ok ? 0 : 1);
}

if (flags.role === 'clients') await runClients(Number(flags.port));
else await runServer();
