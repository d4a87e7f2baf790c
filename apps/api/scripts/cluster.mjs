// `npm run cluster -- --nodes 3 [--port 3000]`: N API processes on DATABASE_URL and REDIS_URL
// behind HAProxy (Debian's package, installed when missing), HTTP and WebSocket on one port.
// Each process has its own data folder (data/cluster/node-N), as separate machines would.
// Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureHaproxy, haproxyConfig } from './haproxy-config.mjs';

const { values } = parseArgs({ options: { nodes: { type: 'string', default: '3' }, port: { type: 'string', default: process.env.PORT ?? '3000' } } });
const count = Number(values.nodes);
const port = Number(values.port);
const root = path.resolve(import.meta.dirname, '../../..');
const api = path.join(root, 'apps/api');

for (const name of ['DATABASE_URL', 'REDIS_URL']) {
  if (!process.env[name]) {
    console.error(`${name} is not set: a cluster needs PostgreSQL (DATABASE_URL) and Redis (REDIS_URL).`);
    process.exit(78);
  }
}
if (!Number.isInteger(count) || count < 1 || count > 32) {
  console.error('--nodes: a whole number from 1 to 32');
  process.exit(78);
}

ensureHaproxy();
console.log('--- building the web app, the back office and the API');
for (const args of [['run', 'build', '--silent'], ['run', 'build', '--silent', '-w', '@meridian/api']]) {
  if (spawnSync('npm', args, { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const children = [];
function run(name, cmd, args, env) {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code, signal) => console.log(`[${name}] exited (${signal ?? code})`));
  children.push(child);
  return child;
}

const nodes = Array.from({ length: count }, (_, i) => ({ host: '127.0.0.1', port: port + 1 + i }));
nodes.forEach((n, i) =>
  run(`node ${i + 1}`, process.execPath, ['--conditions=meridian-compiled', path.join(api, 'dist/main.js')], {
    PORT: String(n.port),
    HOST: n.host,
    DATA_DIR: path.join(root, 'data/cluster', `node-${i + 1}`),
    // Only HAProxy on this machine may say who the client is.
    TRUST_PROXY: '127.0.0.1',
  }),
);

const dir = path.join(root, 'data/cluster');
mkdirSync(dir, { recursive: true });
const cfg = path.join(dir, 'haproxy.cfg');
writeFileSync(cfg, haproxyConfig({ port, host: '0.0.0.0', nodes }));
run('haproxy', 'haproxy', ['-f', cfg, '-db']);
console.log(`--- ${count} API processes behind HAProxy on http://localhost:${port}/ (Ctrl-C stops them)`);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 12_000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
