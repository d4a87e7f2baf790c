import puppeteer from 'puppeteer-core';
import { signInAsDemo } from './demo-sign-in.mjs';
const base = 'http://127.0.0.1:3320';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1 });
await page.goto(base + '/login');
await page.evaluate(() => { localStorage.setItem('lang', 'ru'); document.cookie = 'Local_Lang=ru; path=/'; });
await signInAsDemo(page, base);
for (const [name, path] of [['home', '/home']]) {
  await page.goto(base + path, { waitUntil: 'networkidle2' });
  await new Promise((r) => setTimeout(r, 1500));
  await page.screenshot({ path: `/tmp/me/ru-${name}.png` });
}
await browser.close();
