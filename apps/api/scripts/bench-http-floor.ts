// HTTP floor benchmark: `npm run bench:http-floor -- [--seconds 10] [--concurrency 64]`.
//
// What Fastify and Node's HTTP cost on this machine when the route does nothing: a server with
// the app's security headers and one `POST /api/trading/orders` route that answers a filled
// order's envelope (the same shape and about the same bytes as the real answer, headers
// included), driven by the order benchmark's client (bench-http.ts) in a forked process with
// `concurrency` requests in flight on keep-alive connections, each carrying the real request's
// headers and body. Prints requests/s, latency p50/p99, and the CPU time per request of the
// server and of the client.
//
// `npm run bench:orders` prints the server's CPU per order over HTTP and direct; the gap between
// them is what the order route's HTTP side costs. This prints the part of that gap no route can
// avoid on this stack (docs/order-path.md, "The floor under the HTTP turnaround").
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { installSecurityHeaders } from '../src/platform/security-headers.ts';
import { keepInFlight, type InFlightReport } from './bench-http.ts';
import { percentile } from './bench-stats.ts';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '64' },
    role: { type: 'string', default: 'server' },
    port: { type: 'string', default: '0' },
  },
});
const seconds = Number(flags.seconds);
const concurrency = Number(flags.concurrency);

/** A filled market buy's answer, as the order route sends it (the values are an example). */
const ANSWER = {
  code: 1,
  msg: 'Purchase successful',
  data: {
    id: 1_234_567,
    code: '600000',
    name: '浦发银行',
    name_en: 'Shanghai Pudong Development Bank',
    side: 'buy',
    type: 'market',
    state: 'filled',
    quantity: 100,
    limit_price: null,
    leverage: 1,
    position_id: null,
    frozen: '0.00',
    fill_price: '11.61',
    value: '1161.00',
    fees: { commission: '5.00', transfer_fee: '0.01', stamp_duty: '0.00', total: '5.01' },
    total: '1166.01',
    created_at: '2026-12-05T06:32:14.692Z',
    filled_at: '2026-12-05T06:32:14.692Z',
    expires_at: null,
    closed_at: '2026-12-05T06:32:14.692Z',
    simulated: true,
  },
};

async function runClients(port: number) {
  const token = 'a'.repeat(64);
  const body = JSON.stringify({ code: '600000', side: 'buy', type: 'market', quantity: 100, pay_password: '246810' });
  const report = await keepInFlight(
    { port, concurrency, seconds },
    (connection, n) =>
      connection.request('POST', '/api/trading/orders', ['content-type: application/json', `token: ${token}`, `idempotency-key: bench-${process.pid}-${n}`, 'lang: en'], body),
    (res) => (res.status === 200 ? undefined : `HTTP ${res.status}`),
  );
  process.send?.(report);
  setTimeout(() => process.exit(0), 100);
}

async function runServer() {
  const app = Fastify({ logger: false });
  await installSecurityHeaders(app, { frameSources: [] });
  app.post('/api/trading/orders', async () => ANSWER);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const child = fork(import.meta.filename, ['--role', 'clients', '--port', String(port), '--seconds', String(seconds), '--concurrency', String(concurrency)], {
    execArgv: process.execArgv,
    stdio: 'inherit',
  });
  const cpu0 = process.cpuUsage();
  const report = await new Promise<InFlightReport>((resolve) => child.on('message', (m: InFlightReport) => resolve(m)));
  const cpu = process.cpuUsage(cpu0);
  const serverMs = (cpu.user + cpu.system) / 1000;
  console.log(`HTTP floor: Fastify with the app's security headers, a route that only answers; ${concurrency} requests in flight, ${seconds} s`);
  console.log(`  ${((report.ok * 1000) / report.wallMs).toFixed(0)} requests/s (${report.failed} failed), latency p50 ${percentile(report.histogram, 0.5)} ms, p99 ${percentile(report.histogram, 0.99)} ms`);
  console.log(`  CPU per request: server ${(serverMs / report.ok).toFixed(3)} ms (${((cpu.system / 1000 / serverMs) * 100).toFixed(0)} % in the kernel), client ${(report.cpuMs / report.ok).toFixed(3)} ms`);
  console.log(`  machine: ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`);
  await app.close();
}

if (flags.role === 'clients') await runClients(Number(flags.port));
else await runServer();
