// Lighthouse (mobile: simulated mid-range phone on slow 4G) on the built app, signed in as the
// demo user: performance score, LCP, CLS and TBT of /login, /home, /market and /homedetail.
//
//   npm run lighthouse                      (from the repository root: builds first)
//   LIGHTHOUSE_PORT=3230 LIGHTHOUSE_RUNS=3 node lighthouse.mjs   (here, on an existing build)
//   WEB_DIST=/some/build LIGHTHOUSE_RUNS=2 node lighthouse.mjs    (another build of the phone app)
//
// Starts the server on its own port with a fresh embedded database in demo mode, and stops it
// at the end. Each page is measured after clearing the HTTP cache, the service worker and its
// caches (the session cookie and local storage stay, so signed-in pages are measured signed in).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signInAsDemo } from './demo-sign-in.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3230);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BASE = `http://127.0.0.1:${PORT}`;
// LIGHTHOUSE_PAGES=/market,/login measures only those; LIGHTHOUSE_SAVE=dir keeps each run's full report there,
// and beside it the trace of the observed (unthrottled) load that the simulated figures come from.
const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/home', signedIn: true },
  { path: '/market', signedIn: true },
  { path: '/homedetail?code=600519', signedIn: true },
].filter((p) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(p.path));

const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-lighthouse-'));
const server = spawn('npm', ['run', 'start', '--silent', '-w', '@meridian/api'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
});
let browser;

/** Whether any process of the server's group (npm, and the node process it started) is still running. */
const serverAlive = () => {
  try {
    process.kill(-server.pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops the server and only then removes its data. npm exits at the signal before the server has
 * closed, and an embedded database whose files are removed while it commits never finishes (it
 * spun on a full core, holding the port, until killed).
 */
async function stop() {
  await browser?.close().catch(() => undefined);
  const signal = (name) => {
    try {
      process.kill(-server.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  for (let waited = 0; serverAlive(); waited += 200) {
    if (waited === 15_000) signal('SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
  }
  rmSync(dataDir, { recursive: true, force: true });
}

process.on('SIGINT', () => void stop().then(() => process.exit(130)));

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function signOut(page) {
  await page.goto(`${BASE}/login`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
    for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
}

/** A first visit for the network: no HTTP cache, no service worker, no Cache Storage. */
async function coldCaches(page) {
  // Leave the app first: a page it still controls keeps its service worker alive, and the next
  // load was then served from the worker's cache (a first run of /login read 1.3 s for that reason).
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: BASE, storageTypes: 'service_workers,cache_storage' });
  await cdp.detach();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  await waitForServer();
  browser = await puppeteer.launch({
    executablePath: CHROME,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = await browser.newPage();
  const rows = [];
  let signedIn = false;
  for (const target of PAGES) {
    if (target.signedIn && !signedIn) await signInAsDemo(page, BASE);
    if (!target.signedIn) await signOut(page);
    signedIn = target.signedIn;
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      // Lighthouse sometimes loses the trace of a load (NO_NAVSTART): that run is made again.
      let result;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await coldCaches(page);
        result = await lighthouse(
          `${BASE}${target.path}`,
          { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
          undefined,
          page,
        );
        if (!result.lhr.runtimeError) break;
        console.error(`${target.path}: ${result.lhr.runtimeError.code}, run again`);
      }
      if (result.lhr.runtimeError) throw new Error(`${target.path}: ${result.lhr.runtimeError.message}`);
      const audits = result.lhr.audits;
      if (process.env.LIGHTHOUSE_SAVE) {
        const name = `${target.path.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.json`;
        mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
        writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, name), JSON.stringify(result.lhr));
        // The observed (unthrottled) load's trace, which the simulated figures are computed from.
        writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, name.replace(/\.json$/, '.trace.json')), JSON.stringify(result.artifacts.Trace));
      }
      runs.push({
        score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
      });
    }
    rows.push({ path: target.path, runs });
  }
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, ${RUNS} run(s) each (median)`);
  console.log('page'.padEnd(26), 'perf'.padStart(5), 'LCP s'.padStart(7), 'CLS'.padStart(7), 'TBT ms'.padStart(8));
  for (const { path: p, runs } of rows) {
    const m = (k) => median(runs.map((r) => r[k]));
    console.log(p.padEnd(26), String(m('score')).padStart(5), (m('lcp') / 1000).toFixed(2).padStart(7), m('cls').toFixed(3).padStart(7), String(Math.round(m('tbt'))).padStart(8));
  }
  // One run's figures move with the machine (the simulated phone multiplies the tasks of the real
  // run by four, and the first paint races the files; docs/web-performance.md): with several runs,
  // each run's figures too.
  if (RUNS > 1) {
    console.log('each run: perf / LCP s / TBT ms');
    for (const { path: p, runs } of rows) {
      console.log(p.padEnd(26), runs.map((r) => `${r.score} / ${(r.lcp / 1000).toFixed(2)} / ${Math.round(r.tbt)}`).join('   '));
    }
  }
} finally {
  await stop();
}
