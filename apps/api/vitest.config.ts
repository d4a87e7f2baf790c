import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// A file that replaces a module with `vi.mock` needs a module graph of its own: in a shared one
// the real module may already be loaded by an earlier file, and the mock silently never applies.
const src = path.join(import.meta.dirname, 'src');
const mocking = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && /\bvi\.(do)?mock\(/.test(readFileSync(path.join(src, file), 'utf8')))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

export default defineConfig({
  test: {
    // Each API test file builds its own app on its own database (PGlite in memory, or its own
    // PostgreSQL database when DATABASE_URL is set), so files run in parallel safely. Building
    // one means migrating every module and hashing a few passwords with scrypt: on a busy
    // 2-core machine that takes tens of seconds, hence the generous hook time-out.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        // Files share their worker's module graph: loading the app's modules (about 3 s) and
        // compiling PGlite happen once per worker, not once per file, which more than halves the
        // suite's time. Nothing a test relies on lives in module state: each file builds its
        // own app, clock and database.
        test: { name: 'shared', include: ['src/**/*.test.ts'], exclude: mocking, isolate: false },
      },
      ...(mocking.length ? [{ extends: true, test: { name: 'isolated', include: mocking } }] : []),
    ],
  },
});
