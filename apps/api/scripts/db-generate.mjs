// Generates a migration for one module's tables (or the foundation's with no argument):
//   npm run db:generate -w @meridian/api -- market
import { spawnSync } from 'node:child_process';

const mod = process.argv[2];
const name = process.argv[3] ?? 'change';
const args = mod
  ? ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', `src/modules/${mod}/tables.ts`, '--out', `src/modules/${mod}/migrations`, '--name', name]
  : ['drizzle-kit', 'generate', '--name', name];
const res = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(res.status ?? 1);
