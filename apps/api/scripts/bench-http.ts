import net from 'node:net';
import { newHistogram, record } from './bench-stats.ts';

/**
 * A lean keep-alive HTTP/1.1 connection for the benchmarks' clients, which share the machine's
 * cores with the server they measure: one request at a time, the answer read by its
 * Content-Length, and nothing else (no agent, no header objects, no streams). Node's own client
 * spent about 100 µs of CPU per order there; this spends a fraction of that, so less of the
 * measured latency is the client's.
 */
export type Answer = { status: number; text: string };
export type Connection = ReturnType<typeof keepAliveConnection>;

export function keepAliveConnection(port: number, host = '127.0.0.1') {
  const socket = net.connect(port, host);
  socket.setNoDelay(true);
  let buffer: Buffer = Buffer.alloc(0);
  let waiting: { resolve(a: Answer): void; reject(err: Error): void } | undefined;
  let failure: Error | undefined;

  const fail = (err: Error) => {
    failure ??= err;
    const w = waiting;
    waiting = undefined;
    w?.reject(err);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(Object.assign(new Error('connection closed'), { code: 'ECONNRESET' })));
  socket.on('data', (chunk: Buffer) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = buffer.toString('latin1', 0, end);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return fail(new Error('an answer without Content-Length'));
    const size = end + 4 + Number(length[1]);
    if (buffer.length < size) return;
    const answer = { status: Number(head.slice(9, 12)), text: buffer.toString('utf8', end + 4, size) };
    buffer = buffer.subarray(size);
    const w = waiting;
    waiting = undefined;
    w?.resolve(answer);
  });

  return {
    /** Sends one request (`headers` as "name: value" lines) and answers its status and body. */
    request(method: string, path: string, headers: string[], body: string): Promise<Answer> {
      if (failure) return Promise.reject(failure);
      return new Promise<Answer>((resolve, reject) => {
        waiting = { resolve, reject };
        const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`, ...headers, `content-length: ${Buffer.byteLength(body)}`, '', body];
        socket.write(lines.join('\r\n'));
      });
    },
    close: () => socket.destroy(),
  };
}

/** What `keepInFlight` saw: answers counted ok or failed (failures by code), latencies, its own time and CPU. */
export type InFlightReport = { ok: number; failed: number; errors: Record<string, number>; histogram: number[]; wallMs: number; cpuMs: number };

/**
 * Keeps `concurrency` requests in flight for `seconds`, one keep-alive connection each: `send`
 * makes request `n` on a connection, and `failure` names what went wrong with its answer
 * (undefined: it counts as ok). A connection that fails is replaced.
 */
export async function keepInFlight(
  options: { port: number; concurrency: number; seconds: number },
  send: (connection: Connection, n: number) => Promise<Answer>,
  failure: (answer: Answer) => string | undefined,
): Promise<InFlightReport> {
  const { port, concurrency, seconds } = options;
  const histogram = newHistogram();
  const errors: Record<string, number> = {};
  let ok = 0;
  let failed = 0;
  let n = 0;
  const fail = (code: string) => {
    failed += 1;
    errors[code] = (errors[code] ?? 0) + 1;
  };
  const connections = Array.from({ length: concurrency }, () => keepAliveConnection(port));
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const until = start + seconds * 1000;
  async function worker(slot: number) {
    while (performance.now() < until) {
      n += 1;
      const t0 = performance.now();
      try {
        const answer = await send(connections[slot]!, n);
        record(histogram, performance.now() - t0);
        const code = failure(answer);
        if (code === undefined) ok += 1;
        else fail(code);
      } catch (err) {
        connections[slot]!.close();
        connections[slot] = keepAliveConnection(port);
        fail((err as NodeJS.ErrnoException).code ?? 'socket');
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, (_, slot) => worker(slot)));
  const cpu = process.cpuUsage(cpu0);
  for (const c of connections) c.close();
  return { ok, failed, errors, histogram, wallMs: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 };
}
