import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = Number(process.env['E2E_PORT'] ?? 3210);
export const OPERATOR_PASSWORD = 'E2e-operator-pass-1';
const dataDir = process.env['E2E_DATA_DIR'] ?? mkdtempSync(path.join(tmpdir(), 'meridian-e2e-'));
// The workers read the same folder (the operators' second factors are kept there, see support/operators.ts).
process.env['E2E_DATA_DIR'] = dataDir;

/**
 * Browser journeys in Debian's Chromium on a phone-sized viewport, against the real server
 * (built web app and back office, embedded PGlite in a fresh folder, demo mode).
 * Screenshots are kept under e2e/test-results/screens.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // In CI a journey that fails is run once more, and the report names it "flaky": one red run
  // on a busy machine keeps every other change from landing, and the first failure's output and
  // screenshots stay in the log to be read. Locally a failure stops at once.
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list']],
  outputDir: './test-results/artifacts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // The app's service worker would answer requests that page.route() must see; the journeys
    // test the app itself, so it stays off here.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: 'npm run start -w @meridian/api',
    cwd: '..',
    url: `http://localhost:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      OPERATOR_PASSWORD,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  },
});
