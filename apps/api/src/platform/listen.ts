import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How many sockets listen on the server's port. libuv accepts one connection per listening
 * socket per turn of the event loop, and a turn can be long: on embedded PGlite a batch of market
 * orders runs on this thread. With one socket, 256 clients that connected during such a load were
 * accepted at about 25 a second, and the last waited 5 s for its first answer
 * (docs/order-path.md). With several sockets bound to the one port (SO_REUSEPORT), the kernel
 * spreads new connections over them and each turn accepts up to one per socket.
 */
const SOCKETS = 8;

/** The extra sockets of each listening app, closed when it closes (`closeListeners`). */
const extras = new WeakMap<FastifyInstance, net.Server[]>();

/**
 * Listens like `app.listen`, with `SOCKETS` sockets on the port (Linux; elsewhere one), and
 * answers the sockets beside the app's own. A connection accepted by any of them is handed to
 * the app's HTTP server, so it serves requests and WebSocket upgrades alike. A port that another
 * process holds is refused with EADDRINUSE, as with one socket, even if that process shares its
 * port too: the sockets would otherwise join that process's and split its connections with it.
 */
export async function listen(app: FastifyInstance, options: { port: number; host: string }): Promise<net.Server[]> {
  if (process.platform !== 'linux') {
    await app.listen(options);
    return [];
  }
  if (options.port !== 0) await ensureFree(options);
  // Fastify hands its listen options to Node's `server.listen`, which takes `reusePort`; its types do not name it.
  await app.listen({ ...options, reusePort: true } as typeof options);
  const { address, port } = app.server.address() as net.AddressInfo;
  const server = app.server as net.Server & { noDelay?: boolean; keepAlive?: boolean; allowHalfOpen?: boolean };
  const more: net.Server[] = [];
  extras.set(app, more);
  for (let i = 1; i < SOCKETS; i += 1) {
    // The options the HTTP server gives the connections it accepts itself.
    const extra = net.createServer({ allowHalfOpen: server.allowHalfOpen ?? true, noDelay: server.noDelay ?? true, keepAlive: server.keepAlive ?? false }, (socket) =>
      server.emit('connection', socket),
    );
    await new Promise<void>((resolve, reject) => {
      extra.once('error', reject);
      extra.listen({ port, host: address, reusePort: true }, () => {
        extra.off('error', reject);
        resolve();
      });
    });
    more.push(extra);
  }
  return more;
}

/** Stops the extra sockets accepting (the app's `preClose`): a closing app takes no new connections. */
export async function closeListeners(app: FastifyInstance): Promise<void> {
  const more = extras.get(app) ?? [];
  extras.delete(app);
  await Promise.all(more.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
}

/** Binds the port alone for a moment: fails with EADDRINUSE when anything listens on it. */
function ensureFree(options: { port: number; host: string }): Promise<void> {
  const probe = net.createServer();
  return new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port: options.port, host: options.host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
