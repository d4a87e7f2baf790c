import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each API test file builds its own app on its own database (PGlite in memory, or its own
    // PostgreSQL database when DATABASE_URL is set), so files run in parallel safely. Building
    // one means migrating every module and hashing a few passwords with scrypt: on a busy
    // 2-core machine that takes tens of seconds, hence the generous hook time-out.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
