import net from 'node:net';

/**
 * A lean keep-alive HTTP/1.1 connection for the benchmarks' clients, which share the machine's
 * cores with the server they measure: one request at a time, the answer read by its
 * Content-Length, and nothing else (no agent, no header objects, no streams). Node's own client
 * spent about 100 µs of CPU per order there; this spends a fraction of that, so less of the
 * measured latency is the client's.
 */
export type Answer = { status: number; text: string };

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
