import { expect, test } from '@playwright/test';
import { onboardFundedUser } from '../support/onboarding.ts';
import { screen } from '../support/screens.ts';
import { chooseLanguage } from '../support/users.ts';

/**
 * One clock, one language, truthful feedback: the language picker before login, exchange times
 * labelled, names and numbers in the reader's language, the up/down colours per language and
 * setting, the money log as a statement, and the screens that used to be dead ends.
 */
test('an investor reads one clock and one language, and every screen says what is true', async ({ page, browser }) => {
  test.setTimeout(180_000);

  // The language can be picked on the login screen, before any account exists.
  await page.goto('/login');
  await page.getByTestId('auth-language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await screen(page, 'clarity-login-language');
  await page.getByTestId('auth-language').selectOption('en');

  const { admin } = await onboardFundedUser(page, browser, { prefix: 'clarity', amount: '1000000' });
  await admin.close();

  // The deposit in the money log: one row per action, expandable to its postings.
  await page.goto('/ucenter/moneyLog');
  await page.getByTestId('range-today').click();
  const deposit = page.locator('[data-testid="money-log-row"][data-kind="deposit"]');
  await expect(deposit.getByTestId('money-log-amount')).toHaveText('+1,000,000.00');
  await expect(deposit.getByTestId('money-log-memo')).toHaveText(/^Deposit, reference \S+$/);
  await deposit.getByTestId('money-log-toggle').click();
  await expect(deposit.getByTestId('money-log-posting')).toHaveCount(1);
  await screen(page, 'clarity-money-log');

  // Dead ends: a new-share page without an id, the withdrawal word under the deposit path.
  await page.goto('/shares/new-detail');
  await expect(page.getByTestId('ipo-detail-missing')).toBeVisible();
  await screen(page, 'clarity-new-detail-missing');
  await page.goto('/bankIn/withdraw');
  await expect(page).toHaveURL(/\/ucenter\/transfer$/);

  // English: green-up by default.
  await page.goto('/setting');
  await expect(page.getByTestId('setting-price-colours')).toHaveAttribute('data-colours', 'green-up');
  await expect(page.locator('html')).toHaveAttribute('data-price-colours', 'green-up');

  // German: names, numbers and labelled exchange times.
  await chooseLanguage(page, 'de');
  await page.goto('/home');
  await expect(page.getByTestId('home-indices')).toContainText('Shanghai-Composite-Index');
  await screen(page, 'clarity-home-de');
  await page.goto('/homedetail?code=600519');
  await expect(page.getByTestId('chart-clock')).toContainText('Börsenzeit');
  await screen(page, 'clarity-detail-de');
  await page.goto('/ucenter/moneyLog');
  await page.getByTestId('range-today').click();
  await expect(page.locator('[data-testid="money-log-row"][data-kind="deposit"]').getByTestId('money-log-amount')).toHaveText('+1.000.000,00');
  // What each action was, in German too: the server sends a key and values, not English words.
  await expect(page.locator('[data-testid="money-log-row"][data-kind="deposit"]').getByTestId('money-log-memo')).toHaveText(/^Einzahlung, Referenz \S+$/);
  await screen(page, 'clarity-money-log-de');
  await page.goto('/shares/new');
  await page.getByTestId('new-shares-tab-calendar').click();
  await expect(page.getByTestId('ipo-calendar')).toBeVisible();
  const events = page.getByTestId('ipo-calendar-event');
  if ((await events.count()) > 0) await expect(events.first()).toContainText('Pekinger Zeit');
  await screen(page, 'clarity-calendar-de');
  await page.goto('/transaction');
  await expect(page.getByTestId('range-quarter')).toBeVisible();
  await screen(page, 'clarity-range-tabs-de');

  // Chinese: red-up by default; the user may switch to green-up.
  await chooseLanguage(page, 'zh_cn');
  await page.goto('/setting');
  await expect(page.locator('html')).toHaveAttribute('data-price-colours', 'red-up');
  await page.getByTestId('setting-price-colours').click();
  await page.locator('.adm-action-sheet').getByText('绿涨红跌').click();
  await expect(page.locator('html')).toHaveAttribute('data-price-colours', 'green-up');
  await screen(page, 'clarity-setting-zh');

  // Logging out asks first.
  await chooseLanguage(page, 'en');
  await page.goto('/setting');
  await page.getByTestId('setting-logout').click();
  await expect(page.locator('.adm-dialog')).toContainText('Log out on this device?');
  await screen(page, 'clarity-logout-confirm');
  await page.locator('.adm-dialog-footer').getByText('Log out').click();
  await expect(page).toHaveURL(/\/login$/);
});
