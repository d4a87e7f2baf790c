// Quote fan-out benchmark: `npm run bench:quotes -- [--clients 2000] [--seconds 20] [--codes 10] [--tick-ms 100]`.
//
// Starts the whole server in this process on a free port (embedded PGlite in a temporary
// folder, the market always open, ticking every TICK_MS with its scheduler exactly as in
// production), then forks a second process that opens N WebSocket clients, each subscribed to
// a spread of codes. The clients live in their own process so that process.cpuUsage() here
// measures the server alone. Prints delivered messages per second, latency from a tick's time
// to its receipt (p50/p99), and the server's CPU, then exits.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { MAX_MS, newHistogram, percentile } from './bench-stats.ts';

const { values: flags } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '20' },
    codes: { type: 'string', default: '10' },
    'tick-ms': { type: 'string', default: '100' },
    role: { type: 'string', default: 'server' },
    url: { type: 'string', default: '' },
  },
});
const clients = Number(flags.clients);
const seconds = Number(flags.seconds);
const codesPerClient = Number(flags.codes);
const tickMs = Number(flags['tick-ms']);

type Report = { messages: number; histogram: number[]; connected: number; errors: number; closed: number; cpuMs: number };
type FromChild = { type: 'ready'; connected: number } | { type: 'report'; report: Report };
type ToChild = { type: 'start'; codes: string[] } | { type: 'measure' } | { type: 'stop' };


async function runClients(url: string) {
  const sockets: WebSocket[] = [];
  const histogram = newHistogram();
  let measuring = false;
  let messages = 0;
  let errors = 0;
  let closed = 0;
  let cpuStart = process.cpuUsage();

  const onMessage = (raw: WebSocket.RawData) => {
    if (!measuring) return;
    // Cheaper than JSON.parse for every frame: the client side must not be the bottleneck.
    const text = raw.toString();
    if (!text.startsWith('{"type":"tick"')) return;
    const at = text.indexOf('"time":"');
    if (at < 0) return;
    const sent = Date.parse(text.slice(at + 8, at + 32));
    messages += 1;
    histogram[Math.min(MAX_MS, Math.max(0, Date.now() - sent))]! += 1;
  };

  async function open(codes: string[], i: number): Promise<void> {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    sockets.push(ws);
    ws.on('message', onMessage);
    ws.on('error', () => (errors += 1));
    ws.on('close', () => (closed += 1));
    await new Promise<void>((resolve) => {
      // A handshake the server never answers must not hang the benchmark.
      const timer = setTimeout(() => {
        ws.terminate();
        resolve();
      }, 20_000);
      ws.once('open', () => {
        clearTimeout(timer);
        const mine = Array.from({ length: codesPerClient }, (_, k) => codes[(i * 7 + k * 31) % codes.length]!);
        ws.send(JSON.stringify({ op: 'sub', codes: [...new Set(mine)] }));
        resolve();
      });
      ws.once('error', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  process.on('message', (msg: ToChild) => {
    void (async () => {
      if (msg.type === 'start') {
        // Open in batches so the server's accept queue is not flooded.
        for (let i = 0; i < clients; i += 100) {
          await Promise.all(Array.from({ length: Math.min(100, clients - i) }, (_, k) => open(msg.codes, i + k)));
          if ((i + 100) % 500 === 0) console.log(`  … ${Math.min(i + 100, clients)} clients opened`);
        }
        await new Promise((r) => setTimeout(r, 500));
        process.send?.({ type: 'ready', connected: sockets.filter((s) => s.readyState === WebSocket.OPEN).length } satisfies FromChild);
      } else if (msg.type === 'measure') {
        cpuStart = process.cpuUsage();
        measuring = true;
      } else {
        measuring = false;
        const cpu = process.cpuUsage(cpuStart);
        const connected = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
        process.send?.({ type: 'report', report: { messages, histogram, connected, errors, closed, cpuMs: (cpu.user + cpu.system) / 1000 } } satisfies FromChild);
        for (const s of sockets) s.terminate();
        setTimeout(() => process.exit(0), 200);
      }
    })();
  });
}

async function runServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-bench-'));
  const { loadConfig } = await import('../src/platform/config.ts');
  const { openDatabase } = await import('../src/db/client.ts');
  const { buildApp } = await import('../src/app.ts');
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: 'false', MARKET_ALWAYS_OPEN: 'true', TICK_MS: String(tickMs), LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0' });
  const startedAt = performance.now();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const { app, ctx, services } = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`server up on port ${port} in ${Math.round(performance.now() - startedAt)} ms (PGlite in ${dataDir}), TICK_MS=${tickMs}`);

  let published = 0;
  let steps = 0;
  let lastTime = '';
  ctx.bus.subscribe('tick', (payload) => {
    published += 1;
    // All trades of one step share its time: counting distinct times counts the steps that ran.
    const time = (payload as { time: string }).time;
    if (time !== lastTime) {
      steps += 1;
      lastTime = time;
    }
  });
  const all: string[] = [...services.market.indices().map((i) => i.code), ...services.market.quotes('volume', 1, 10_000).list.map((q) => q.code)];

  const child = fork(import.meta.filename, ['--role', 'clients', '--url', `ws://127.0.0.1:${port}/api/ws`, '--clients', String(clients), '--codes', String(codesPerClient)], {
    execArgv: process.execArgv,
    stdio: 'inherit',
  });
  const fromChild = (type: FromChild['type']) =>
    new Promise<FromChild>((resolve) => {
      const on = (msg: FromChild) => {
        if (msg.type !== type) return;
        child.off('message', on);
        resolve(msg);
      };
      child.on('message', on);
    });

  const connectStart = performance.now();
  child.send({ type: 'start', codes: all } satisfies ToChild);
  const ready = (await fromChild('ready')) as Extract<FromChild, { type: 'ready' }>;
  console.log(`${ready.connected}/${clients} clients connected and subscribed (${codesPerClient} codes each) in ${Math.round(performance.now() - connectStart)} ms`);
  // The market starts ticking once everyone is connected (the scheduler runs the ticker and the batched writes, as in main.ts).
  ctx.scheduler.start();
  await new Promise((r) => setTimeout(r, 2000));

  const stats0 = { ...services.hub.stats };
  const published0 = published;
  const steps0 = steps;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  child.send({ type: 'measure' } satisfies ToChild);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const reportPromise = fromChild('report');
  child.send({ type: 'stop' } satisfies ToChild);
  const cpu = process.cpuUsage(cpu0);
  loopDelay.disable();
  const wallMs = performance.now() - wall0;
  const { report } = (await reportPromise) as Extract<FromChild, { type: 'report' }>;
  const hub = { sent: services.hub.stats.sent - stats0.sent, dropped: services.hub.stats.dropped - stats0.dropped, closedSlow: services.hub.stats.closedSlow - stats0.closedSlow };
  const serverCpuMs = (cpu.user + cpu.system) / 1000;

  const lines = [
    '',
    `quote fan-out benchmark: ${clients} clients × ${codesPerClient} codes, ${seconds} s, TICK_MS=${tickMs}, ${all.length} instruments`,
    `  market steps run:             ${((steps - steps0) * 1000 / wallMs).toFixed(1)}/s (asked for ${(1000 / tickMs).toFixed(1)}/s)`,
    `  instrument updates published: ${Math.round(((published - published0) * 1000) / wallMs)}/s`,
    `  frames sent by the server:    ${Math.round((hub.sent * 1000) / wallMs)}/s (dropped for slow readers: ${hub.dropped}, closed as not reading: ${hub.closedSlow})`,
    `  ticks delivered to clients:   ${Math.round((report.messages * 1000) / wallMs)}/s (${report.messages} in total)`,
    `  latency tick time → receipt:  p50 ${percentile(report.histogram, 0.5)} ms, p99 ${percentile(report.histogram, 0.99)} ms, max ≤ ${percentile(report.histogram, 1)} ms`,
    `  server CPU:                   ${Math.round(serverCpuMs)} ms in ${Math.round(wallMs)} ms = ${((serverCpuMs / wallMs) * 100).toFixed(0)} % of one core (user ${Math.round(cpu.user / 1000)} ms, system ${Math.round(cpu.system / 1000)} ms)`,
    `  client process CPU:           ${((report.cpuMs / wallMs) * 100).toFixed(0)} % of one core`,
    `  server event-loop delay:      p50 ${(loopDelay.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms`,
    `  server memory (RSS):          ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`,
    `  clients still connected:      ${report.connected}/${clients} (errors ${report.errors}, closed ${report.closed})`,
    `  machine:                      ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`,
  ];
  console.log(lines.join('\n'));

  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

if (flags.role === 'clients') await runClients(flags.url);
else await runServer();
