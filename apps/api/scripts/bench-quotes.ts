// Quote fan-out benchmark: `npm run bench:quotes -- [--clients 2000] [--seconds 20] [--codes 10] [--tick-ms 100]`,
// or against servers already running: `npm run bench:quotes -- --target ws://127.0.0.1:3560/api/ws [--pids 123,456]`
// (their market ticking as they were started; `--pids` names the server processes whose CPU to count).
//
// Starts the whole server in this process on a free port (embedded PGlite in a temporary
// folder, the market always open, ticking every TICK_MS with its scheduler exactly as in
// production), then forks a second process that opens N WebSocket clients, each subscribed to
// a spread of codes. The clients live in their own process so that process.cpuUsage() here
// measures the server alone. Prints delivered messages per second, latency from a tick's time
// to its receipt (p50/p99), and the server's CPU, then exits.
import { fork } from 'node:child_process';
import { Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { cpuMs, MAX_MS, newHistogram, percentile, record } from './bench-stats.ts';

const { values: flags } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '20' },
    codes: { type: 'string', default: '10' },
    'tick-ms': { type: 'string', default: '100' },
    role: { type: 'string', default: 'server' },
    url: { type: 'string', default: '' },
    target: { type: 'string', default: '' },
    pids: { type: 'string', default: '' },
  },
});
const clients = Number(flags.clients);
const seconds = Number(flags.seconds);
const codesPerClient = Number(flags.codes);
const tickMs = Number(flags['tick-ms']);

type Report = { messages: number; frames: number; steps: number; histogram: number[]; connected: number; errors: number; closed: number; cpuMs: number; systemMs: number };
type FromChild = { type: 'ready'; connected: number } | { type: 'report'; report: Report };
type ToChild = { type: 'start'; codes: string[] } | { type: 'measure' } | { type: 'stop' };


async function runClients(url: string) {
  const sockets: WebSocket[] = [];
  const histogram = newHistogram();
  let measuring = false;
  let messages = 0;
  let frames = 0;
  // All states of one market step share its time: distinct times are the steps the clients saw.
  const times = new Set<string>();
  let errors = 0;
  let closed = 0;
  let cpuStart = process.cpuUsage();

  const onMessage = (raw: WebSocket.RawData) => {
    if (!measuring) return;
    // Cheaper than JSON.parse for every frame: the client side must not be the bottleneck.
    // A frame is `tick` (one state) or `ticks` (several): each state carries one "time".
    const text = raw.toString();
    if (!text.startsWith('{"type":"tick')) return;
    const now = Date.now();
    frames += 1;
    for (let at = text.indexOf('"time":"'); at >= 0; at = text.indexOf('"time":"', at + 32)) {
      const time = text.slice(at + 8, at + 32);
      times.add(time);
      const sent = Date.parse(time);
      messages += 1;
      histogram[Math.min(MAX_MS, Math.max(0, now - sent))]! += 1;
    }
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
        process.send?.({ type: 'report', report: { messages, frames, steps: times.size, histogram, connected, errors, closed, cpuMs: (cpu.user + cpu.system) / 1000, systemMs: cpu.system / 1000 } } satisfies FromChild);
        for (const s of sockets) s.terminate();
        setTimeout(() => process.exit(0), 200);
      }
    })();
  });
}

/** What a run measures on the server side, however the server was started. */
type Servers = {
  url: string;
  codes: string[];
  label: string;
  /** Starts the market (a local server ticks only once every client is connected). */
  start(): void;
  /** Called when measuring begins; answers the figures for the measured span when called with its wall time. */
  measure(): (wallMs: number) => string[];
  close(): Promise<void>;
};

async function localServer(): Promise<Servers> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-bench-'));
  const { loadConfig } = await import('../src/platform/config.ts');
  const { openDatabase } = await import('../src/db/client.ts');
  const { buildApp } = await import('../src/app.ts');
  const { listen } = await import('../src/platform/listen.ts');
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: 'false', MARKET_ALWAYS_OPEN: 'true', TICK_MS: String(tickMs), LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0' });
  const startedAt = performance.now();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const { app, ctx, services } = await buildApp({ config, database, logger: false });
  await listen(app, { port: 0, host: '127.0.0.1' });
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
  // When the server hands each quote frame to the kernel, measured from the time of its first
  // state: what the server alone adds, to tell it apart from the time the clients take to read.
  const written = newHistogram();
  let timing = false;
  // Every frame reaches the TCP stream through net.Socket's write (as the payload after ws's
  // header, a string or a buffer, or as one buffer with the header in front): it is timed there.
  const TICK = Buffer.from('{"type":"tick');
  const write = Socket.prototype.write;
  Socket.prototype.write = function (this: Socket, data: unknown, ...rest: unknown[]) {
    if (timing && typeof data === 'string' && data.startsWith('{"type":"tick')) {
      const at = data.indexOf('"time":"');
      if (at >= 0) record(written, Date.now() - Date.parse(data.slice(at + 8, at + 32)));
    } else if (timing && Buffer.isBuffer(data)) {
      const start = [0, 2, 4].find((at) => data.length > at + TICK.length && data.compare(TICK, 0, TICK.length, at, at + TICK.length) === 0);
      const at = start === undefined ? -1 : data.indexOf('"time":"', start);
      if (at >= 0) record(written, Date.now() - Date.parse(data.toString('latin1', at + 8, at + 32)));
    }
    return (write as (...args: unknown[]) => boolean).call(this, data, ...rest);
  } as typeof write;
  const codes: string[] = [...services.market.indices().map((i) => i.code), ...services.market.quotes('volume', 1, 10_000).list.map((q) => q.code)];

  return {
    url: `ws://127.0.0.1:${port}/api/ws`,
    codes,
    label: `TICK_MS=${tickMs}, in-process server`,
    // The market starts ticking once everyone is connected (the scheduler runs the ticker and the batched writes, as in main.ts).
    start: () => ctx.scheduler.start(),
    measure() {
      const stats0 = { ...services.hub.stats };
      const published0 = published;
      const steps0 = steps;
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      const cpu0 = process.cpuUsage();
      timing = true;
      return (wallMs) => {
        const cpu = process.cpuUsage(cpu0);
        timing = false;
        loopDelay.disable();
        const hub = { sent: services.hub.stats.sent - stats0.sent, dropped: services.hub.stats.dropped - stats0.dropped, closedSlow: services.hub.stats.closedSlow - stats0.closedSlow };
        const serverCpuMs = (cpu.user + cpu.system) / 1000;
        return [
          `  market steps run:             ${((steps - steps0) * 1000 / wallMs).toFixed(1)}/s (asked for ${(1000 / tickMs).toFixed(1)}/s)`,
          `  instrument updates published: ${Math.round(((published - published0) * 1000) / wallMs)}/s`,
          `  frames sent by the server:    ${Math.round((hub.sent * 1000) / wallMs)}/s (passed over for slow readers: ${hub.dropped}, closed as not reading: ${hub.closedSlow})`,
          `  server CPU:                   ${Math.round(serverCpuMs)} ms in ${Math.round(wallMs)} ms = ${((serverCpuMs / wallMs) * 100).toFixed(0)} % of one core (user ${Math.round(cpu.user / 1000)} ms, system ${Math.round(cpu.system / 1000)} ms)`,
          `  tick time → written by server: p50 ${percentile(written, 0.5)} ms, p99 ${percentile(written, 0.99)} ms (first state of each frame)`,
          `  server event-loop delay:      p50 ${(loopDelay.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms`,
          `  server memory (RSS):          ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`,
        ];
      };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Servers started elsewhere (one process, or a cluster behind a load balancer). */
async function remoteServers(target: string, pids: number[]): Promise<Servers> {
  const base = target.replace(/^ws/, 'http').replace(/\/api\/ws$/, '');
  const get = async <T>(url: string) => ((await (await fetch(`${base}${url}`)).json()) as { data: T }).data;
  const codes = (await get<{ code: string }[]>('/api/market/indices')).map((i) => i.code);
  for (let page = 1; ; page += 1) {
    const { list } = await get<{ list: { code: string }[] }>(`/api/market/quotes?sort=volume&page=${page}&size=50`);
    codes.push(...list.map((q) => q.code));
    if (list.length < 50) break;
  }
  console.log(`target ${target}: ${codes.length} instruments${pids.length ? `, CPU of processes ${pids.join(', ')}` : ''}`);
  const cpu = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  return {
    url: target,
    codes,
    label: `target ${target}`,
    start: () => undefined,
    measure() {
      const cpu0 = cpu();
      return (wallMs) => (pids.length ? [`  server processes' CPU:        ${(((cpu() - cpu0) / wallMs) * 100).toFixed(0)} % of one core (all of them together)`] : []);
    },
    close: async () => undefined,
  };
}

async function runServer() {
  const servers = flags.target ? await remoteServers(flags.target, flags.pids ? flags.pids.split(',').map(Number) : []) : await localServer();
  const child = fork(import.meta.filename, ['--role', 'clients', '--url', servers.url, '--clients', String(clients), '--codes', String(codesPerClient)], {
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
  child.send({ type: 'start', codes: servers.codes } satisfies ToChild);
  const ready = (await fromChild('ready')) as Extract<FromChild, { type: 'ready' }>;
  console.log(`${ready.connected}/${clients} clients connected and subscribed (${codesPerClient} codes each) in ${Math.round(performance.now() - connectStart)} ms`);
  servers.start();
  await new Promise((r) => setTimeout(r, 2000));

  const measured = servers.measure();
  const wall0 = performance.now();
  child.send({ type: 'measure' } satisfies ToChild);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const reportPromise = fromChild('report');
  child.send({ type: 'stop' } satisfies ToChild);
  const wallMs = performance.now() - wall0;
  const serverLines = measured(wallMs);
  const { report } = (await reportPromise) as Extract<FromChild, { type: 'report' }>;

  const lines = [
    '',
    `quote fan-out benchmark: ${clients} clients × ${codesPerClient} codes, ${seconds} s, ${servers.label}, ${servers.codes.length} instruments`,
    ...serverLines,
    `  market steps seen by clients: ${((report.steps * 1000) / wallMs).toFixed(1)}/s`,
    `  frames received by clients:   ${Math.round((report.frames * 1000) / wallMs)}/s`,
    `  ticks delivered to clients:   ${Math.round((report.messages * 1000) / wallMs)}/s (${report.messages} in total)`,
    `  latency tick time → receipt:  p50 ${percentile(report.histogram, 0.5)} ms, p99 ${percentile(report.histogram, 0.99)} ms, max ≤ ${percentile(report.histogram, 1)} ms`,
    // System time is the kernel reading the sockets; the rest is ws's parser and the handler above.
    `  client process CPU:           ${((report.cpuMs / wallMs) * 100).toFixed(0)} % of one core (system ${Math.round(report.systemMs)} ms of ${Math.round(report.cpuMs)} ms)`,
    `  clients still connected:      ${report.connected}/${clients} (errors ${report.errors}, closed ${report.closed})`,
    `  machine:                      ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`,
  ];
  console.log(lines.join('\n'));

  await servers.close();
  process.exit(0);
}

if (flags.role === 'clients') await runClients(flags.url);
else await runServer();
