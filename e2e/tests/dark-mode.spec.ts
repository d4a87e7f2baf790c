import { expect, test } from '@playwright/test';
import { axeFindings } from '../support/a11y.ts';
import { screen } from '../support/screens.ts';
import { chooseLanguage, loginThroughUi } from '../support/users.ts';

// The phone app follows the system's dark setting: the main screens, in dark, meet the same
// WCAG 2.1 AA checks (contrast included) as in light, which the other journeys check.
test.use({ colorScheme: 'dark' });

const SCREENS = ['/home', '/market', '/homedetail?code=600519', '/trade?code=600519', '/ucenter/holding', '/my', '/setting', '/portfolio', '/alerts'];

test('the launch screen is dark before the app runs, and its boot script is one the CSP allows', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // Without the app's scripts only the page itself paints: its launch screen follows the system.
  await page.route('**/www/assets/**', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
  await page.goto('/login');
  const launch = page.locator('#launch');
  await expect(launch).toBeVisible();
  const background = await launch.evaluate((el) => getComputedStyle(el).backgroundColor);
  const channels = (background.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  expect(channels.every((c) => c < 64), `launch background ${background}`).toBe(true);
  expect(refused).toEqual([]);
});

test('dark mode: the main screens are dark and pass axe, buttons on coloured fills included', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginThroughUi(page, 'demo', 'Demo@1234');
  await chooseLanguage(page, 'en');

  const findings = [];
  for (const target of SCREENS) {
    await page.goto(target);
    const route = new URL(page.url()).pathname;
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');
    await expect(page.getByTestId('page-loading')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // A dark page: every channel of the body's background well below the middle.
    const channels = (background.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    expect(channels.every((c) => c < 64), `${route} background ${background}`).toBe(true);
    findings.push(...(await axeFindings(page, route)));
    await screen(page, `dark${route.replaceAll('/', '-')}`);
  }
  expect(findings, findings.map((f) => `${f.route}: ${f.rule} ${f.targets.join(' ')}`).join('\n')).toEqual([]);
});
