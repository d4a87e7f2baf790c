// Compiles the API (and the contract it imports) to JavaScript for production starts:
// `node --conditions=meridian-compiled dist/main.js` then loads no TypeScript at all.
// Types are checked by `npm run typecheck`; this only emits (tsc --noCheck), so it takes seconds.
// The SQL migrations and the market's seed data are copied beside the code that reads them.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const api = path.resolve(import.meta.dirname, '..');
const contract = path.resolve(api, '../../packages/contract');

function tsc(project) {
  const res = spawnSync('npx', ['tsc', '-p', project, '--noCheck'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

/** Copies every file under `from` that is not TypeScript into the same place under `to`. */
function copyAssets(from, to) {
  for (const name of readdirSync(from)) {
    const src = path.join(from, name);
    if (statSync(src).isDirectory()) copyAssets(src, path.join(to, name));
    else if (!name.endsWith('.ts')) cpSync(src, path.join(to, name));
  }
}

for (const dir of [path.join(api, 'dist'), path.join(contract, 'dist')]) if (existsSync(dir)) rmSync(dir, { recursive: true });
tsc(path.join(contract, 'tsconfig.build.json'));
tsc(path.join(api, 'tsconfig.build.json'));
copyAssets(path.join(api, 'src'), path.join(api, 'dist'));
