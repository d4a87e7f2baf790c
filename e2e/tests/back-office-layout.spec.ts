import { expect, test } from '@playwright/test';
import { OPERATOR_PASSWORD } from '../playwright.config.ts';
import { signInThroughUi } from '../support/operators.ts';
import { screen } from '../support/screens.ts';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const SCREENS = [
  'ledger?user=1',
  'withdrawals',
  'deposits?method=all',
  'identity',
  'trading/settings',
  'money-market',
  'ipo',
  'block-trades',
  'loans?state=all',
  'instruments',
  'trading/orders',
  'news?article=new',
  'messages',
  'support',
  'demo-clock',
  'invite-codes',
];

test('every back-office screen fits a 1280 px wide window: wide tables scroll inside, the page never does', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughUi(page, 'admin', OPERATOR_PASSWORD);
  for (const path of SCREENS) {
    await page.goto(`/admin/${path}`);
    await expect(page.locator('main h1, section h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    await screen(page, `back-office-1280-${path.replace(/[^a-z]+/g, '-').replace(/-$/, '')}`);
  }
});

test.describe('on a phone-sized window', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every back-office screen fits 390 px, and the navigation opens from the Menu button', async ({ page }) => {
    test.setTimeout(120_000);
    await signInThroughUi(page, 'admin', OPERATOR_PASSWORD);
    await expect(page.getByTestId('nav-audit-log')).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('nav-audit-log').click();
    await expect(page).toHaveURL(/\/admin\/audit-log$/);
    await expect(page.getByTestId('nav-audit-log')).toBeHidden();
    await screen(page, 'back-office-390-audit-log');
    for (const path of ['', 'audit-log', ...SCREENS]) {
      await page.goto(`/admin/${path}`);
      await expect(page.locator('main h1, section h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path || 'dashboard').toBeLessThanOrEqual(0);
    }
  });
});
