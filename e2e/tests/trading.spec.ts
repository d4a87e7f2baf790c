import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/a11y.ts';
import { cents, feesOf, money, signedMoney, type FeeSchedule } from '../support/fees.ts';
import { advanceDemoClock, apiGet, onboardFundedUser, PAY_PASSWORD } from '../support/onboarding.ts';
import { screen } from '../support/screens.ts';
import { expectToast } from '../support/users.ts';

// JCET Group: a Shanghai main-board chip maker (about 40 a share, lively enough that its price moves within seconds).
const CODE = '600584';
const LOTS = 8;
const SHARES = LOTS * 100;
const DEPOSIT = 50_000_00n;

type Order = { id: number; code: string; side: string; state: string; quantity: number; fill_price: string | null; total: string | null };

/** Scrolled to the top first: a full-page capture of a scrolled page paints the sticky header mid-page. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screen(page, `trading-${name}`);
}
const text = async (locator: Locator) => (await locator.innerText()).trim();

/** Two figures of one holdings row read in the same instant (a tick may re-value the row between two reads). */
function rowFigures(row: Locator) {
  return row.evaluate((el) => {
    const get = (id: string) => el.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '';
    return { price: get('holding-price'), value: get('holding-market-value') };
  });
}

test('trading: a verified, funded user buys a stock with the trading password, sells it the next day, and sees the realised P&L to the cent', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { admin } = await onboardFundedUser(page, browser, { prefix: 'tara', amount: money(DEPOSIT).replaceAll(',', ''), shots: shot });
  await shot(admin, 'admin-deposit-confirmed');

  // The fee schedule in force, as the ticket states it.
  const { fees } = await apiGet<{ fees: FeeSchedule }>(page, `/api/trading/ticket?code=${CODE}`);

  // The stock's detail screen, then Buy: the ticket opens for this code.
  await page.goto(`/homedetail?code=${CODE}`);
  await expect(page.getByTestId('detail-buy')).toBeVisible();
  await shot(page, 'stock-detail');
  await page.getByTestId('detail-buy').click();
  await expect(page).toHaveURL(new RegExp(`/shares/creatOrder\\?code=${CODE}&side=buy$`));
  await expect(page.getByTestId('order-stock')).toHaveAttribute('data-code', CODE);
  await expect(page.getByTestId('order-stock-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByTestId('order-available')).toHaveText(money(DEPOSIT));
  await expect(page.getByTestId('order-lots-hint')).toHaveAttribute('data-unit', 'lots');

  // A market buy of 8 lots: the preview's fees follow the schedule on the previewed value.
  await page.getByTestId('order-type-market').click();
  await page.getByTestId('order-lots').fill(String(LOTS));
  await expect(page.getByTestId('order-preview-quantity')).toHaveText(String(SHARES));
  const previewPrice = cents(await text(page.getByTestId('order-preview-price')));
  const previewValue = cents(await text(page.getByTestId('order-preview-value')));
  expect(previewValue).toBe(previewPrice * BigInt(SHARES));
  const previewFees = feesOf(fees, 'buy', previewValue);
  await expect(page.getByTestId('order-preview-commission')).toHaveText(money(previewFees.commission));
  await expect(page.getByTestId('order-preview-transfer-fee')).toHaveText(money(previewFees.transferFee));
  await expect(page.getByTestId('order-preview-total')).toHaveText(money(previewValue + previewFees.total));
  await shot(page, 'ticket-buy-preview');

  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-confirm-sheet')).toBeVisible();
  await expect(page.getByTestId('order-confirm-quantity')).toHaveText(`${SHARES} shares`);
  await page.getByTestId('order-pay-password').fill(PAY_PASSWORD);
  await shot(page, 'ticket-buy-confirm');
  await page.getByTestId('order-confirm').click();
  await expectToast(page, 'Purchase successful');
  await expect(page.getByTestId('order-confirm-sheet')).toHaveCount(0);

  // The filled order, with the price it really filled at.
  const orders = await apiGet<{ list: Order[] }>(page, '/api/trading/orders?state=all');
  const buyOrder = orders.list.find((o) => o.code === CODE && o.side === 'buy');
  expect(buyOrder?.state).toBe('filled');
  const buyPrice = cents(buyOrder!.fill_price!);
  const buyValue = buyPrice * BigInt(SHARES);
  const buyFees = feesOf(fees, 'buy', buyValue);
  expect(cents(buyOrder!.total!)).toBe(buyValue + buyFees.total);

  await page.goto('/trade');
  await page.getByTestId('orders-tab-all').click();
  const orderRow = page.getByTestId(`order-row-${buyOrder!.id}`);
  await expect(orderRow).toHaveAttribute('data-state', 'filled');
  await expect(orderRow).toContainText(`${SHARES} shares @ ${buyOrder!.fill_price}`);
  await shot(page, 'trade-orders');

  // Holdings: the position at its fill price, valued live (price × quantity, moving with the ticks), not sellable today (T+1).
  await page.goto('/ucenter/holding');
  const row = page.getByTestId(`holding-row-${CODE}`);
  await expect(row.getByTestId('holding-quantity')).toHaveText(String(SHARES));
  await expect(row.getByTestId('holding-sellable')).toHaveText('0');
  await expect(row.getByTestId('holding-buy-price')).toHaveText(buyOrder!.fill_price!);
  const first = await rowFigures(row);
  expect(first.value).toBe(money(cents(first.price) * BigInt(SHARES)));
  await expect.poll(async () => (await rowFigures(row)).price, { timeout: 30_000, message: 'the held price moves with the ticks' }).not.toBe(first.price);
  const later = await rowFigures(row);
  expect(later.value).toBe(money(cents(later.price) * BigInt(SHARES)));
  await expect(page.getByTestId('holdings-market-value')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await shot(page, 'holdings-bought');

  const positionId = await row.getAttribute('data-position-id');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/shares/holdDetail\\?id=${positionId}$`));
  await expect(page.getByTestId('hold-detail-quantity')).toHaveText(String(SHARES));
  await expect(page.getByTestId('hold-detail-fees')).toHaveText(money(buyFees.total));
  await expect(page.getByTestId('close-not-sellable')).toBeVisible();
  await shot(page, 'hold-detail-t1');

  await page.goto('/transaction');
  await page.getByTestId('range-today').click();
  const buyTrade = page.locator('[data-testid^="trade-row-"][data-side="buy"]');
  await expect(buyTrade).toHaveCount(1);
  await expect(buyTrade.getByTestId('trade-cash')).toHaveText(`-${money(buyValue + buyFees.total)}`);
  await shot(page, 'transactions-buy');

  // The operator moves the demo clock a day on: the shares settle (T+1).
  await advanceDemoClock(admin, 24);
  await shot(admin, 'admin-demo-clock');
  await page.goto('/ucenter/holding');
  await expect(row.getByTestId('holding-sellable')).toHaveText(String(SHARES));

  // Close the whole position at market from its detail screen.
  await row.click();
  await expect(page.getByTestId('hold-detail-sellable')).toHaveText(String(SHARES));
  await expect(page.getByTestId('close-not-sellable')).toHaveCount(0);
  await page.getByTestId('close-quantity-max').click();
  await expect(page.getByTestId('close-quantity')).toHaveValue(String(SHARES));
  await page.getByTestId('close-type-market').click();
  await expect(page.getByTestId('close-preview-quantity')).toHaveText(String(SHARES));
  const sellPreviewValue = cents(await text(page.getByTestId('close-preview-value')));
  const sellPreviewFees = feesOf(fees, 'sell', sellPreviewValue);
  await expect(page.getByTestId('close-preview-stamp-duty')).toHaveText(money(sellPreviewFees.stampDuty));
  await expect(page.getByTestId('close-preview-total')).toHaveText(money(sellPreviewValue - sellPreviewFees.total));
  await shot(page, 'close-preview');
  await page.getByTestId('close-submit').click();
  await expect(page.getByTestId('close-confirm-sheet')).toBeVisible();
  await page.getByTestId('close-pay-password').fill(PAY_PASSWORD);
  await shot(page, 'close-confirm');
  await page.getByTestId('close-confirm').click();
  await expectToast(page, 'Sale successful');
  await expect(page).toHaveURL(/\/historyPosition$/);

  // Historical positions: the realised P&L, computed here from the fills, quantities and fee schedule.
  const historyRow = page.locator(`[data-testid^="history-row-"][data-code="${CODE}"]`);
  await expect(historyRow).toHaveCount(1);
  await shot(page, 'history-list');
  const listedPl = await text(historyRow.getByTestId('history-realised-pl'));
  await historyRow.click();
  await expect(page).toHaveURL(/\/historyDetail\?id=\d+$/);
  await expect(page.getByTestId('history-detail-sell-quantity')).toHaveText(String(SHARES));
  await expect(page.getByTestId('history-detail-buy-price')).toHaveText(buyOrder!.fill_price!);
  const sellPrice = cents(await text(page.getByTestId('history-detail-sell-price')));
  const sellValue = sellPrice * BigInt(SHARES);
  const sellFees = feesOf(fees, 'sell', sellValue);
  const realised = sellValue - buyValue - buyFees.total - sellFees.total;
  await expect(page.getByTestId('history-detail-buy-fee')).toHaveText(money(buyFees.total));
  await expect(page.getByTestId('history-detail-stamp-duty')).toHaveText(money(sellFees.stampDuty));
  await expect(page.getByTestId('history-detail-transaction-fee')).toHaveText(money(sellFees.commission + sellFees.transferFee));
  await expect(page.getByTestId('history-detail-closing-fee')).toHaveText(money(sellFees.total));
  await expect(page.getByTestId('history-detail-realised-pl')).toHaveText(signedMoney(realised));
  expect(listedPl).toBe(signedMoney(realised));
  await shot(page, 'history-detail');

  // The sell in today's trades, and the cash: deposit − what the buy cost + what the sell brought.
  await page.goto('/transaction');
  await page.getByTestId('range-today').click();
  const sellTrade = page.locator('[data-testid^="trade-row-"][data-side="sell"]');
  await expect(sellTrade).toHaveCount(1);
  await expect(sellTrade.getByTestId('trade-cash')).toHaveText(`+${money(sellValue - sellFees.total)}`);
  await shot(page, 'transactions-sell');

  await page.goto('/ucenter/holding');
  await expect(page.getByTestId('holdings-count')).toHaveText('0');
  await page.goto('/personCenter');
  const cash = DEPOSIT - (buyValue + buyFees.total) + (sellValue - sellFees.total);
  await expect(page.getByTestId('assets-cash')).toHaveText(money(cash));
  await expect(page.getByTestId('assets-available')).toHaveText(money(cash));
  await expect(page.getByTestId('assets-market_value')).toHaveText('0.00');
  await expect(page.getByTestId('assets-total_assets')).toHaveText(money(cash));
  await shot(page, 'person-after-sell');
  await admin.close();
});
