import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each API test file builds its own app on its own database (PGlite in memory, or its own
    // PostgreSQL schema when DATABASE_URL is set), so files run in parallel safely.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
