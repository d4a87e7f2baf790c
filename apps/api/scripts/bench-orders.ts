// Order benchmark: `npm run bench:orders -- [--users 50] [--seconds 15] [--concurrency 64]`.
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
// concurrency, and prints that rate and the ratio HTTP / direct (our HTTP overhead). The ledger
// is reconciled at the end.
import { fork } from 'node:child_process';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { newHistogram, percentile, record } from './bench-stats.ts';

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
    concurrency: { type: 'string', default: '64' },
    role: { type: 'string', default: 'server' },
    port: { type: 'string', default: '0' },
  },
});
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
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const msg = await new Promise<ToChild>((resolve) => process.once('message', (m: ToChild) => resolve(m)));
  const histogram = newHistogram();
  const errors: Record<string, number> = {};
  let ok = 0;
  let failed = 0;
  let n = 0;

  const post = (account: Account, body: string, key: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/trading/orders',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), token: account.token, 'idempotency-key': key, lang: 'en' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const until = start + seconds * 1000;
  async function worker() {
    while (performance.now() < until) {
      n += 1;
      const account = msg.accounts[n % msg.accounts.length]!;
      const code = msg.codes[n % msg.codes.length]!;
      const body = JSON.stringify({ code, side: 'buy', type: 'market', quantity: 100, pay_password: PIN });
      const t0 = performance.now();
      try {
        const res = await post(account, body, `bench-${process.pid}-${n}`);
        record(histogram, performance.now() - t0);
        if (res.status === 200 && res.text.startsWith('{"code":1')) ok += 1;
        else {
          failed += 1;
          const code = /"error":"(\w+)"/.exec(res.text)?.[1] ?? `HTTP ${res.status}`;
          errors[code] = (errors[code] ?? 0) + 1;
        }
      } catch (err) {
        failed += 1;
        const code = (err as NodeJS.ErrnoException).code ?? 'socket';
        errors[code] = (errors[code] ?? 0) + 1;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const cpu = process.cpuUsage(cpu0);
  process.send?.({
    type: 'report',
    report: { ok, failed, errors, histogram, wallMs: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 },
  } satisfies FromChild);
  agent.destroy();
  setTimeout(() => process.exit(0), 100);
}

async function runServer() {
  const { buildTestApp } = await import('../src/test/helper.ts');
  const { approveForTest } = await import('../src/test/identity-helpers.ts');
  const { fund } = await import('../src/test/ledger-helpers.ts');
  const { reconcile } = await import('../src/modules/ledger/reconcile.ts');

  const setupStart = performance.now();
  const t = await buildTestApp({
    MARKET_ALWAYS_OPEN: 'true',
    TICK_MS: '60000',
    LOG_LEVEL: 'silent',
    // Setup registers every user from one address: above the default 30/min of the auth routes.
    AUTH_RATE_LIMIT_PER_MINUTE: String(Math.max(30, userCount * 4)),
  });
  const dbKind = t.ctx.database.kind;
  console.log(`database: ${dbKind}; making ${userCount} verified, funded users with a trading password …`);

  const accounts: Account[] = [];
  for (let i = 0; i < userCount; i += 1) {
    const u = await t.signUp();
    await approveForTest(t, u.id);
    const pin = await t.app.inject({ method: 'POST', url: '/api/user/setPayPassword', headers: { token: u.token }, payload: { pay_password: PIN, confirm_pay_password: PIN } });
    if (pin.json().code !== 1) throw new Error(`trading password not set: ${pin.body}`);
    await fund(t, u.id, 1_000_000_000_00n);
    accounts.push({ token: u.token, id: u.id });
  }
  // Main-board stocks priced under 20.00, so that every order is a plain 100-share lot.
  const codes = t.services.market
    .quotes('volume', 1, 10_000)
    .list.filter((q) => /^(600|601|603|000|002)/.test(q.code) && Number(q.price) < 20)
    .slice(0, 50)
    .map((q) => q.code);
  if (codes.length === 0) throw new Error('no cheap main-board stock to trade');
  console.log(`setup took ${Math.round(performance.now() - setupStart)} ms; trading ${codes.length} codes`);

  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  // 1. Over HTTP, clients in their own process.
  const child = fork(import.meta.filename, ['--role', 'clients', '--port', String(port), '--seconds', String(seconds), '--concurrency', String(concurrency)], {
    execArgv: process.execArgv,
    stdio: 'inherit',
  });
  const reported = new Promise<Report>((resolve) => child.on('message', (m: FromChild) => resolve(m.report)));
  const cpu0 = process.cpuUsage();
  child.send({ type: 'start', accounts, codes } satisfies ToChild);
  const http1 = await reported;
  const serverCpu = process.cpuUsage(cpu0);

  // 2. The same orders straight into the trading service: no HTTP, no session lookup, no PIN check.
  const direct = newHistogram();
  let directOk = 0;
  let directFailed = 0;
  let n = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        n += 1;
        const account = accounts[n % accounts.length]!;
        const t0 = performance.now();
        try {
          await t.services.trading.placeDirect(account.id, { code: codes[n % codes.length]!, side: 'buy', type: 'market', quantity: 100, leverage: 1 }, `bench-direct-${n}`);
          directOk += 1;
        } catch {
          directFailed += 1;
        }
        record(direct, performance.now() - t0);
      }
    }),
  );
  const directMs = performance.now() - start;

  const check = await reconcile(t.ctx.db, t.clock.now());
  const httpRate = (http1.ok * 1000) / http1.wallMs;
  const directRate = (directOk * 1000) / directMs;
  const lines = [
    '',
    `order benchmark on ${dbKind}: ${userCount} users, ${concurrency} orders in flight, ${seconds} s each way, market buys of 100 shares`,
    `  over HTTP:        ${httpRate.toFixed(0)} orders/s (${http1.ok} filled, ${http1.failed} failed${http1.failed ? ` ${JSON.stringify(http1.errors)}` : ''}), latency p50 ${percentile(http1.histogram, 0.5)} ms, p99 ${percentile(http1.histogram, 0.99)} ms`,
    `  direct (no HTTP): ${directRate.toFixed(0)} orders/s (${directOk} filled, ${directFailed} failed), latency p50 ${percentile(direct, 0.5)} ms, p99 ${percentile(direct, 0.99)} ms`,
    `  ratio HTTP / direct: ${(httpRate / directRate).toFixed(2)}`,
    `  server CPU during the HTTP run: ${(((serverCpu.user + serverCpu.system) / 1000 / http1.wallMs) * 100).toFixed(0)} % of one core; client process ${((http1.cpuMs / http1.wallMs) * 100).toFixed(0)} %`,
    `  ledger reconciles: ${check.ok ? 'yes' : `NO ${JSON.stringify(check)}`}`,
    `  machine: ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`,
  ];
  console.log(lines.join('\n'));
  await t.close();
  process.exit(check.ok ? 0 : 1);
}

if (flags.role === 'clients') await runClients(Number(flags.port));
else await runServer();
