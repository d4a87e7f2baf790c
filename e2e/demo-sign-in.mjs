// Signs the demo user in through the login screen, as a person would, in a puppeteer page
// (the measuring scripts beside this file: lighthouse.mjs, chart-timing.mjs).
export async function signInAsDemo(page, base) {
  await page.goto(`${base}/login`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="login-username"]', { timeout: 30_000 });
  await page.type('[data-testid="login-username"]', 'demo');
  await page.type('[data-testid="login-password"]', 'Demo@1234');
  await Promise.all([page.waitForFunction(() => location.pathname === '/home', { timeout: 30_000 }), page.click('[data-testid="login-submit"]')]);
}
