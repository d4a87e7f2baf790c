import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { listen } from './listen.ts';

// The server listens on several sockets of one port (SO_REUSEPORT, Linux only), so that a long
// turn of the event loop does not hold new connections back to one per turn.
describe.skipIf(process.platform !== 'linux')('listening on several sockets of one port', () => {
  let t: TestApp;
  let port: number;
  let extras: net.Server[];
  beforeAll(async () => {
    t = await buildTestApp();
    extras = await listen(t.app, { port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the requests of connections accepted by any of them', async () => {
    expect(extras.length).toBeGreaterThan(0);
    const accepted = extras.map(() => 0);
    const counters = extras.map((extra, i) => {
      const count = () => void (accepted[i]! += 1);
      extra.on('connection', count);
      return count;
    });
    try {
      // A connection of its own for each request: the kernel spreads them over the sockets.
      const answers = await Promise.all(Array.from({ length: 64 }, () => getOnce(port, '/healthz')));
      expect(answers.every((a) => a.startsWith('HTTP/1.1 200'))).toBe(true);
    } finally {
      extras.forEach((extra, i) => extra.off('connection', counters[i]!));
    }
    // 64 connections over 8 sockets: several of the extra ones took some.
    expect(accepted.filter((n) => n > 0).length).toBeGreaterThan(1);
  });

  it('upgrades WebSockets arriving on any of them', async () => {
    const opened = await Promise.all(
      Array.from(
        { length: 24 },
        () =>
          new Promise<boolean>((resolve) => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
            ws.once('open', () => {
              ws.close();
              resolve(true);
            });
            ws.once('error', () => resolve(false));
          }),
      ),
    );
    expect(opened).toEqual(Array(24).fill(true));
  });

  it('refuses a port another server listens on, even one that shares its port', async () => {
    const second = await buildTestApp();
    try {
      await expect(listen(second.app, { port, host: '127.0.0.1' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await second.close();
    }
  });

  it('leaves the port free once the app has closed', async () => {
    const other = await buildTestApp();
    await listen(other.app, { port: 0, host: '127.0.0.1' });
    const itsPort = (other.app.server.address() as net.AddressInfo).port;
    await other.close();
    const plain = net.createServer();
    await new Promise<void>((resolve, reject) => {
      plain.once('error', reject);
      plain.listen({ port: itsPort, host: '127.0.0.1', exclusive: true }, () => resolve());
    });
    await new Promise<void>((resolve) => plain.close(() => resolve()));
  });
});

/** One request on a connection of its own, closed by the server after its answer; answers the raw answer. */
function getOnce(port: number, path: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
    socket.write(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`);
  });
}
