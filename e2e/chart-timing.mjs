// When the quote page's chart appears on a slow phone network: signed in as the demo user,
// /homedetail?code=600519 is loaded with the HTTP cache off under slow-4G emulation (150 ms,
// 1.6 Mbit/s down, 750 kbit/s up; the CPU is not slowed), and the script prints, per run, when
// the quote, the candles and the chart's code arrived and when the chart had drawn (ms from the
// start of the load), and how many candle reads the load made.
//
//   npm start                                  (another shell: the app in demo mode on port 3000)
//   CHART_RUNS=4 node chart-timing.mjs         (here; CHART_BASE=http://host:port for another server)
import puppeteer from 'puppeteer-core';
import { signInAsDemo } from './demo-sign-in.mjs';

const BASE = process.env.CHART_BASE ?? 'http://127.0.0.1:3000';
const RUNS = Number(process.env.CHART_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const KBIT = 1024 / 8;

const browser = await puppeteer.launch({
  executablePath: CHROME,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true });
    await signInAsDemo(page, BASE);
    await page.goto('about:blank');

    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1600 * KBIT * 0.9, uploadThroughput: 750 * KBIT * 0.9 });
    const start = Date.now();
    const arrived = {};
    page.on('response', (response) => {
      const url = response.url();
      const what = url.includes('/api/market/candles/') ? 'candles' : /\/api\/market\/quote\/[^/?]+(\?|$)/.test(url) ? 'quote' : /stock-chart/.test(url) ? 'chartCode' : null;
      if (what && !(what in arrived)) arrived[what] = Date.now() - start;
    });
    await page.goto(`${BASE}/homedetail?code=600519`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="stock-chart-canvas"][data-bars] canvas', { timeout: 60_000 });
    const drawn = Date.now() - start;
    const candleReads = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/market/candles/')).length);
    console.log(JSON.stringify({ run, ...arrived, drawn, candleReads }));
    await context.close();
  }
} finally {
  await browser.close();
}
