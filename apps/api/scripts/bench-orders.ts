// Order benchmark: `npm run bench:orders -- [--users 50] [--seconds 15] [--concurrency 64] [--rounds 3] [--sweep 10x8,25x32,50x64,50x256] [--sweep-seconds 5]`.
// With DATABASE_URL set it runs on a fresh PostgreSQL database (dropped at the end); otherwise
// on embedded PGlite.
//
// Starts the whole server in this process on a free port (market always open, ticking slowly so
// prices stay put), makes `users` verified users with a trading password and plenty of cash, then
// compares three ways of placing `concurrency` market buy orders of 100 shares at once (spread over
// the users and over low-priced main-board stocks), `seconds` seconds each:
// - over HTTP: a forked client process keeps them in flight over keep-alive connections, each
//   order with its own Idempotency-Key;
// - direct: straight into the trading service, without HTTP, auth or the trading password check;
//   the same batches, but no key claimed and no answer stored;
// - over HTTP without the Idempotency-Key header: the direct path's database work over HTTP, so
//   its ratio to direct is HTTP's own cost, and its gap to the keyed run the keys'.
// The three take turns in `rounds` rounds (so that none of them gets a quieter stretch of the
// machine or the database than the others). Prints each one's orders/s, latency p50/p99 and
// database commits per order (from pg_stat_database), the ratio HTTP / direct overall and round by
// round, and the server process's CPU time per order on each path (user + system, all its threads;
// on PGlite that includes the database). Then a sweep: for each
// users × in-flight pair, the same two runs for `sweep-seconds` (HTTP orders/s should not fall as
// the load grows while the direct rate rises). The ledger is reconciled at the end. Before the
// timed runs every user places one order over HTTP (a warm-up, not counted): the timed figures
// are those of the warm path.
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { keepInFlight, type InFlightReport } from './bench-http.ts';
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
    rounds: { type: 'string', default: '3' },
    // The client's own flag: send each order without an Idempotency-Key.
    unkeyed: { type: 'boolean', default: false },
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
const rounds = Math.max(1, Number(flags.rounds));
const PIN = '246810';

type Account = { token: string; id: number };
type ToChild = { type: 'start'; accounts: Account[]; codes: string[] };
type FromChild = { type: 'report'; report: InFlightReport };

/** Keeps `concurrency` orders in flight for `seconds` and reports what came back. */
async function runClients(port: number) {
  const msg = await new Promise<ToChild>((resolve) => process.once('message', (m: ToChild) => resolve(m)));
  // One keep-alive connection per order in flight (bench-http.ts: a client that costs little of the shared CPU).
  const report = await keepInFlight(
    { port, concurrency, seconds },
    (connection, n) => {
      const account = msg.accounts[n % msg.accounts.length]!;
      const code = msg.codes[n % msg.codes.length]!;
      const body = JSON.stringify({ code, side: 'buy', type: 'market', quantity: 100, pay_password: PIN });
      const headers = ['content-type: application/json', `token: ${account.token}`, ...(flags.unkeyed ? [] : [`idempotency-key: bench-${process.pid}-${n}`]), 'lang: en'];
      return connection.request('POST', '/api/trading/orders', headers, body);
    },
    (res) => (res.status === 200 && res.text.startsWith('{"code":1') ? undefined : (/"error":"(\w+)"/.exec(res.text)?.[1] ?? `HTTP ${res.status}`)),
  );
  process.send?.({ type: 'report', report } satisfies FromChild);
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

  /** One timed run of one path: what it filled, how fast, and what it cost the server and the database. */
  type Phase = { ok: number; failed: number; errors: Record<string, number>; histogram: number[]; wallMs: number; cpuMs: number; systemMs: number; clientCpuMs: number; commits: number | undefined };

  /** Orders over HTTP from a client process: `concurrency` in flight for `secs` (each with an Idempotency-Key unless `unkeyed`). */
  async function overHttp(users: Account[], concurrency: number, secs: number, unkeyed = false): Promise<Phase> {
    const args = ['--role', 'clients', '--port', String(port), '--seconds', String(secs), '--concurrency', String(concurrency), ...(unkeyed ? ['--unkeyed'] : [])];
    const child = fork(import.meta.filename, args, {
      execArgv: process.execArgv,
      stdio: 'inherit',
    });
    const reported = new Promise<InFlightReport>((resolve) => child.on('message', (m: FromChild) => resolve(m.report)));
    const c0 = await commits();
    const cpu0 = process.cpuUsage();
    child.send({ type: 'start', accounts: users, codes } satisfies ToChild);
    const report = await reported;
    const cpu = process.cpuUsage(cpu0);
    const c1 = await commits();
    const { ok, failed, errors, histogram, wallMs } = report;
    return { ok, failed, errors, histogram, wallMs, cpuMs: (cpu.user + cpu.system) / 1000, systemMs: cpu.system / 1000, clientCpuMs: report.cpuMs, commits: c0 !== undefined && c1 !== undefined ? c1 - c0 : undefined };
  }

  /** The same orders straight into the trading service: no HTTP, no session lookup, no PIN check. */
  let n = 0;
  async function direct(users: Account[], concurrency: number, secs: number): Promise<Phase> {
    const histogram = newHistogram();
    const errors: Record<string, number> = {};
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
          } catch (err) {
            failed += 1;
            const code = (err as { code?: string }).code ?? 'error';
            errors[code] = (errors[code] ?? 0) + 1;
          }
          record(histogram, performance.now() - t0);
        }
      }),
    );
    const wallMs = performance.now() - start;
    const cpu = process.cpuUsage(cpu0);
    const c1 = await commits();
    return { ok, failed, errors, histogram, wallMs, cpuMs: (cpu.user + cpu.system) / 1000, systemMs: cpu.system / 1000, clientCpuMs: 0, commits: c0 !== undefined && c1 !== undefined ? c1 - c0 : undefined };
  }

  /** Several runs of one path as one: their orders, times and costs added up. */
  function together(phases: Phase[]): Phase {
    const sum = (f: (p: Phase) => number) => phases.reduce((a, p) => a + f(p), 0);
    const errors: Record<string, number> = {};
    for (const p of phases) for (const [code, count] of Object.entries(p.errors)) errors[code] = (errors[code] ?? 0) + count;
    const counted = phases.every((p) => p.commits !== undefined);
    return {
      ok: sum((p) => p.ok),
      failed: sum((p) => p.failed),
      errors,
      histogram: phases[0]!.histogram.map((_, ms) => sum((p) => p.histogram[ms]!)),
      wallMs: sum((p) => p.wallMs),
      cpuMs: sum((p) => p.cpuMs),
      systemMs: sum((p) => p.systemMs),
      clientCpuMs: sum((p) => p.clientCpuMs),
      commits: counted ? sum((p) => p.commits!) : undefined,
    };
  }

  const rate = (p: Phase) => (p.ok * 1000) / p.wallMs;
  const cpuPerOrder = (p: Phase) => `${(p.cpuMs / Math.max(1, p.ok)).toFixed(3)} ms (${((p.systemMs / Math.max(1, p.cpuMs)) * 100).toFixed(0)} % in the kernel)`;
  const commitsPerOrder = (p: Phase) => (p.commits === undefined || p.ok === 0 ? 'n/a' : (p.commits / p.ok).toFixed(2));
  const summary = (p: Phase) =>
    `${rate(p).toFixed(0)} orders/s (${p.ok} filled, ${p.failed} failed${p.failed ? ` ${JSON.stringify(p.errors)}` : ''}), latency p50 ${percentile(p.histogram, 0.5)} ms, p99 ${percentile(p.histogram, 0.99)} ms, ${commitsPerOrder(p)} commits/order`;
  // Warm-up: one order per user over HTTP first (at least), so that the timed runs measure the
  // warm path. A user's first order pays a full trading-password check (scrypt, ~0.1 s, then
  // remembered for minutes) that the direct runs skip altogether; left in the timed run, fifty
  // of them weighed on its rate and made its p99.
  const warm = await overHttp(accounts, accounts.length, 1);
  if (warm.failed) throw new Error(`warm-up orders failed: ${JSON.stringify(warm.errors)}`);
  // The three paths take turns, `rounds` times, each starting a round in turn: the database slows
  // down and speeds up over a run (its tables and indexes grow, a checkpoint writes whole pages
  // again, autovacuum comes by), and one long run of each would hand each path a different part
  // of that. The third path is HTTP without the Idempotency-Key header: the database then does the
  // same work per order as on the direct path (no key claimed, no answer stored), so its ratio is
  // the cost of HTTP alone, and the gap between the two HTTP rates the cost of the keys.
  const runs = {
    keyed: () => overHttp(main, concurrency, seconds / rounds),
    direct: () => direct(main, concurrency, seconds / rounds),
    unkeyed: () => overHttp(main, concurrency, seconds / rounds, true),
  };
  const names = Object.keys(runs) as (keyof typeof runs)[];
  const done: Record<keyof typeof runs, Phase[]> = { keyed: [], direct: [], unkeyed: [] };
  const perRound: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const k of names.keys()) {
      const name = names[(round + k) % names.length]!;
      done[name].push(await runs[name]());
    }
    perRound.push((rate(done.keyed[round]!) / rate(done.direct[round]!)).toFixed(2));
  }
  const [http1, direct1, unkeyed] = [together(done.keyed), together(done.direct), together(done.unkeyed)];
  const lines = [
    '',
    `order benchmark on ${dbKind}: ${userCount} users, ${concurrency} orders in flight, ${seconds} s each way in ${rounds} turns, market buys of 100 shares`,
    `  over HTTP:        ${summary(http1)}`,
    `  direct (no HTTP): ${summary(direct1)}`,
    `  ratio HTTP / direct: ${(rate(http1) / rate(direct1)).toFixed(2)} (turn by turn: ${perRound.join(', ')})`,
    `  over HTTP without Idempotency-Key (the direct path's database work): ${summary(unkeyed)}; ratio to direct ${(rate(unkeyed) / rate(direct1)).toFixed(2)}`,
    `  server CPU during the HTTP run: ${((http1.cpuMs / http1.wallMs) * 100).toFixed(0)} % of one core; client process ${((http1.clientCpuMs / http1.wallMs) * 100).toFixed(0)} %`,
    // The server's own work per order, whatever the machine's speed: what HTTP adds is this difference.
    `  server CPU per order: ${cpuPerOrder(http1)} over HTTP, ${cpuPerOrder(unkeyed)} over HTTP without the key, ${cpuPerOrder(direct1)} direct`,
  ];
  console.log(lines.join('\n'));

  if (sweep.length) {
    console.log(`  sweep (${sweepSeconds} s each way): users × in flight → HTTP orders/s (p99) | direct orders/s (p99) | ratio`);
    for (const [users, inFlight] of sweep) {
      const some = accounts.slice(0, Math.min(users, accounts.length));
      const h = await overHttp(some, inFlight, sweepSeconds);
      const d = await direct(some, inFlight, sweepSeconds);
      console.log(
        `    ${String(some.length).padStart(4)} × ${String(inFlight).padEnd(4)} → ${rate(h).toFixed(0).padStart(5)} (${percentile(h.histogram, 0.99)} ms)${h.failed ? ` ${h.failed} failed` : ''} | ${rate(d).toFixed(0).padStart(5)} (${percentile(d.histogram, 0.99)} ms) | ${(rate(h) / rate(d)).toFixed(2)}`,
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
