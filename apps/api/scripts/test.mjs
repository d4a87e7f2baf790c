// Runs the API suite on embedded PGlite, then once more on PostgreSQL when DATABASE_URL is set
// (with REDIS_URL as well, that run includes the cluster test: three processes on both).
import { spawnSync } from 'node:child_process';

const args = ['vitest', 'run', ...process.argv.slice(2)];
const pgUrl = process.env.DATABASE_URL;

function run(label, env) {
  console.log(`\n=== API tests on ${label} ===`);
  const res = spawnSync('npx', args, { stdio: 'inherit', env });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const { DATABASE_URL: _omit, REDIS_URL: _omitRedis, ...withoutPg } = process.env;
run('PGlite (embedded)', withoutPg);
if (pgUrl) run(`PostgreSQL (${pgUrl.replace(/\/\/[^@]*@/, '//')})`, process.env);
else console.log('\nDATABASE_URL is not set: the PostgreSQL run is skipped.');
