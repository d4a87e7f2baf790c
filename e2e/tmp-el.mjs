import puppeteer from 'puppeteer-core';
import { signInAsDemo } from './demo-sign-in.mjs';
const base = 'http://127.0.0.1:3320';
const lang = process.argv[2] ?? 'el';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1 });
await page.goto(base + '/login');
await page.evaluate((l) => { localStorage.setItem('lang', l); document.cookie = `Local_Lang=${l}; path=/`; }, lang);
await page.goto(base + '/login', { waitUntil: 'networkidle2' });
await page.screenshot({ path: `/tmp/me/${lang}-login.png` });
await signInAsDemo(page, base);
for (const [name, path] of (process.argv[3] ? JSON.parse(process.argv[3]) : [['withdraw', '/ucenter/transfer?tab=out'], ['moneylog', '/ucenter/moneyLog'], ['detail', '/homedetail?code=600519'], ['bankrecord', '/bankRecord']])) {
  await page.goto(base + path, { waitUntil: 'networkidle2' });
  await new Promise((r) => setTimeout(r, 1200));
  await page.screenshot({ path: `/tmp/me/${lang}-${name}.png` });
}
await browser.close();
