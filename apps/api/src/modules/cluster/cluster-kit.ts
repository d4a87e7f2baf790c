import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { encryptQuery, freshDatabaseName, onServer, withDatabase } from '../../test/helper.ts';

const API = path.resolve(import.meta.dirname, '../../..');

export type Node = { name: string; port: number; url: string; child: ChildProcess; output: string[]; dataDir: string };

/**
 * N API processes as production runs them (compiled JavaScript), each with its own data folder,
 * on a fresh PostgreSQL database and a Redis prefix of their own, all started at the same moment.
 */
export async function startCluster(options: { ports: number[]; env: Record<string, string> }) {
  const serverUrl = process.env['DATABASE_URL']!;
  const id = randomBytes(5).toString('hex');
  const dbName = freshDatabaseName(serverUrl, 'cl', id);
  const prefix = `meridian-cl-${id}`;
  await onServer(serverUrl, `CREATE DATABASE ${dbName}`);
  const databaseUrl = withDatabase(serverUrl, dbName);
  const build = spawnSync('node', ['scripts/build.mjs'], { cwd: API, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed: ${build.stdout}${build.stderr}`);

  const spawnNode = (name: string, port: number, dataDir = mkdtempSync(path.join(tmpdir(), `meridian-cl-${name}-`))): Node => {
    const child = spawn(process.execPath, ['--conditions=meridian-compiled', 'dist/main.js'], {
      cwd: API,
      env: { ...process.env, ...options.env, DATABASE_URL: databaseUrl, REDIS_PREFIX: prefix, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
    return { name, port, url: `http://127.0.0.1:${port}`, child, output, dataDir };
  };
  const nodes = options.ports.map((port, i) => spawnNode(String.fromCharCode(65 + i), port));

  return {
    nodes,
    databaseUrl,
    prefix,
    /** Starts a process again in the place of `node` (same name, port and data folder), after it died. */
    restart(node: Node): Node {
      const again = spawnNode(node.name, node.port, node.dataDir);
      nodes[nodes.indexOf(node)] = again;
      return again;
    },
    async stop() {
      await Promise.all(
        nodes.map(
          (n) =>
            new Promise<void>((resolve) => {
              if (n.child.exitCode !== null || n.child.signalCode !== null) return resolve();
              n.child.once('exit', () => resolve());
              n.child.kill('SIGTERM');
              setTimeout(() => n.child.kill('SIGKILL'), 10_000).unref();
            }),
        ),
      );
      for (const n of nodes) rmSync(n.dataDir, { recursive: true, force: true });
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      if (!process.env['REDIS_URL']) return;
      const redis = new Redis(process.env['REDIS_URL']);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    },
  };
}

/** Polls until `check` answers something other than undefined, or throws after `ms`. */
export async function until<T>(what: string, ms: number, check: () => Promise<T | undefined>, everyMs = 100): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const got = await check().catch(() => undefined);
    if (got !== undefined) return got;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export type Answer = { status: number; body: { code: number; data: any; error?: string } };

export async function call(node: Node, method: string, url: string, opts: { token?: string; admin?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { lang: 'en', ...opts.headers };
  if (opts.token) headers['token'] = opts.token;
  if (opts.admin) headers['x-admin-token'] = opts.admin;
  if (opts.body !== undefined && !(opts.body instanceof FormData)) headers['content-type'] = 'application/json';
  const res = await fetch(node.url + url, {
    method,
    headers,
    ...(opts.body === undefined ? {} : { body: opts.body instanceof FormData ? opts.body : JSON.stringify(opts.body) }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

export async function readyz(node: Node): Promise<{ status: string; role?: string; term?: number } | undefined> {
  const res = await fetch(`${node.url}/readyz`).catch(() => undefined);
  return res?.ok ? ((await res.json()) as { status: string; role?: string; term?: number }) : undefined;
}

/** Logs in on `node` with a query encrypted under `keyFrom`'s published key. */
export async function login(keyFrom: Node, node: Node, username: string, password: string, headers: Record<string, string> = {}) {
  const key = (await call(keyFrom, 'GET', '/api/stock/getconfig')).body.data.public_key as string;
  return call(node, 'POST', '/api/user/login', { body: { query: encryptQuery(key, { username, password }) }, headers });
}

/** A WebSocket that records every frame it receives. */
export async function socket(node: Node, first: Record<string, unknown>[]) {
  const ws = new WebSocket(`ws://127.0.0.1:${node.port}/api/ws`);
  const frames: { type: string; data?: any; op?: string; at: number }[] = [];
  ws.addEventListener('message', (e) => frames.push({ ...(JSON.parse(String(e.data)) as { type: string }), at: Date.now() }));
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve());
    ws.addEventListener('error', () => reject(new Error(`socket to ${node.name} failed`)));
  });
  for (const f of first) ws.send(JSON.stringify(f));
  /** The states of `code` received, in order, out of the `ticks` frames. */
  const ticks = (code: string) => frames.flatMap((f) => (f.type === 'ticks' ? (f.data as any[]) : [])).filter((t) => t.code === code);
  return { ws, frames, ticks };
}
