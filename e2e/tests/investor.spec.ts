import { expect, test } from '@playwright/test';
import { advanceDemoClock, operatorPage } from '../support/onboarding.ts';
import { screen } from '../support/screens.ts';
import { chooseLanguage, loginThroughUi } from '../support/users.ts';

const CODE = '600519';

test('investor: the quote page, a price alert set and removed, and the portfolio after a day', async ({ page, browser }) => {
  await loginThroughUi(page, 'demo', 'Demo@1234');
  await chooseLanguage(page, 'en');

  // The quote page: order book (labelled simulated), tape, profile and the stock's own news.
  await page.goto(`/homedetail?code=${CODE}`);
  await expect(page.getByTestId('depth-book')).toBeVisible();
  await expect(page.getByTestId('depth-simulated')).toBeVisible();
  await expect(page.getByTestId('depth-bid-1')).toContainText(/\d+\.\d{2}/);
  await expect(page.getByTestId('chart-legend')).toContainText('MA5');
  await screen(page, 'investor-quote-depth');
  await page.getByTestId('detail-tab-profile').click();
  await expect(page.getByTestId('profile-name')).toContainText('Kweichow Moutai');
  await page.getByTestId('detail-tab-news').click();
  await expect(page.getByTestId('stock-news-item').first()).toContainText('Kweichow Moutai');
  await screen(page, 'investor-quote-news');
  await page.getByTestId('detail-tab-trades').click();
  await expect(page.getByTestId('trades-tape').or(page.getByTestId('empty-state'))).toBeVisible();
  await page.getByTestId('chart-full').click();
  await expect(page.getByTestId('stock-chart')).toHaveAttribute('data-full', 'true');
  await screen(page, 'investor-chart-full');
  await page.getByTestId('chart-full').click();

  // A price alert from the quote page: already met is refused by the server; above the price is armed.
  await page.getByTestId('detail-alert').click();
  await expect(page).toHaveURL(/\/alerts\?code=600519$/);
  // Shown as English writes numbers ("1,528.08"); the figure itself rides along in data-value.
  const shown = page.getByTestId('alert-last-price');
  const last = Number(await shown.getAttribute('data-value'));
  await expect(shown).toHaveText(new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(last));
  const target = (last * 1.05).toFixed(2);
  await page.getByTestId('alert-value').locator('input').fill(target);
  await page.getByTestId('alert-submit').click();
  const row = page.locator('[data-testid^="alert-row-"]').first();
  await expect(row).toHaveAttribute('data-state', 'armed');
  await expect(row.getByTestId('alert-condition')).toContainText(new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(Number(target)));
  await screen(page, 'investor-alert-set');

  // Listed under settings, and removed after a confirmation.
  await page.goto('/setting');
  await page.getByTestId('setting-alerts').click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.locator('[data-testid^="alert-row-"]')).toHaveCount(1);
  await screen(page, 'investor-alerts-list');
  await page.getByTestId('alert-remove').click();
  await page.locator('.adm-dialog-button').filter({ hasText: /remove/i }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();

  // A day on the demo clock takes a valuation; the portfolio shows the curve and the allocation.
  const admin = await operatorPage(browser);
  await advanceDemoClock(admin, 24);
  await admin.close();
  await page.goto('/my');
  await page.getByTestId('person-portfolio').click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await page.getByTestId('portfolio-range-all').click();
  await expect(page.getByTestId('portfolio-chart')).toBeVisible();
  await expect(page.getByTestId('portfolio-return')).toHaveText(/^[+-]?\d+\.\d{2}%$/);
  await expect(page.getByTestId('allocation-product-cash')).toBeVisible();
  await screen(page, 'investor-portfolio');
});
