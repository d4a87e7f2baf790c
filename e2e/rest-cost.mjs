// What a live screen costs the phone's main thread while it only shows ticks: signed in as the
// demo user, each page is loaded, left 3 s to settle, then profiled for 5 s (the CPU is not
// slowed). Printed per run, in milliseconds of main-thread time per second: the app's JavaScript,
// the browser's own work for the page (style, layout, paint: the profile's "(program)") and
// garbage collection.
//
//   npm start                                  (another shell: the app in demo mode on port 3000)
//   node rest-cost.mjs /home /market           (here; REST_BASE=http://host:port for another server)
import puppeteer from 'puppeteer-core';
import { signInAsDemo } from './demo-sign-in.mjs';

const BASE = process.env.REST_BASE ?? 'http://127.0.0.1:3000';
const RUNS = Number(process.env.REST_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['/home', '/market'];
const SETTLE_MS = 3_000;
const PROFILE_MS = 5_000;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const browser = await puppeteer.launch({
  executablePath: CHROME,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true });
  await signInAsDemo(page, BASE);
  console.log('page'.padEnd(12), 'run', 'js ms/s'.padStart(8), 'browser ms/s'.padStart(13), 'gc ms/s'.padStart(8));
  for (const path of PAGES) {
    for (let run = 1; run <= RUNS; run += 1) {
      await page.goto(`${BASE}${path}`);
      await pause(SETTLE_MS);
      const cdp = await page.createCDPSession();
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
      await pause(PROFILE_MS);
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.detach();
      const nameOf = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName]));
      const spent = { js: 0, browser: 0, gc: 0, all: 0 };
      profile.samples.forEach((id, i) => {
        const ms = profile.timeDeltas[i] / 1000;
        spent.all += ms;
        const name = nameOf.get(id);
        if (name === '(idle)') return;
        if (name === '(program)') spent.browser += ms;
        else if (name === '(garbage collector)') spent.gc += ms;
        else spent.js += ms;
      });
      const perSecond = (ms) => String(Math.round((ms / spent.all) * 1000)).padStart(8);
      console.log(path.padEnd(12), String(run).padStart(3), perSecond(spent.js), perSecond(spent.browser).padStart(13), perSecond(spent.gc));
    }
  }
} finally {
  await browser.close();
}
