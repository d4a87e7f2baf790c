import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/a11y.ts';
import { cents, feesOf, money, type FeeSchedule } from '../support/fees.ts';
import { advanceDemoClock, apiGet, onboardFundedUser, PAY_PASSWORD } from '../support/onboarding.ts';
import { screen } from '../support/screens.ts';
import { expectToast } from '../support/users.ts';
import { OPERATOR_PASSWORD } from '../playwright.config.ts';
import { approveAsSecondOperator } from '../support/operators.ts';

/** Scrolled to the top first: a full-page capture of a scrolled page paints the sticky header mid-page. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screen(page, `products-${name}`);
}

const text = async (locator: Locator) => (await locator.innerText()).trim();

/** Days from one "yyyy-mm-dd" to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * A datetime-local value `hours` after another (or after now), in the browser's own time zone:
 * the back office's forms are in the operator's local time.
 */
function hoursAfter(page: Page, local: string | null, hours: number): Promise<string> {
  return page.evaluate(
    ([value, h]) => {
      const d = new Date((value ? new Date(value).getTime() : Date.now()) + h * 3_600_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    },
    [local, hours] as const,
  );
}

test('block trade: the operator lists an offer below the market, the user buys it, and the records show it locked, then free', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const CODE = '600036';
  const QUANTITY = 1000;
  const { admin } = await onboardFundedUser(page, browser, { prefix: 'bert', amount: '50000' });
  const { fees } = await apiGet<{ fees: FeeSchedule }>(page, `/api/trading/ticket?code=${CODE}`);

  // The operator lists 10,000 shares about 3 % under the live price, three days' holding period.
  await admin.getByTestId('nav-block-trades').click();
  await admin.getByTestId('bt-offer-code').fill(CODE);
  const market = cents(await text(admin.getByTestId('bt-instrument-price')));
  const price = money((market * 97n) / 100n);
  await admin.getByTestId('bt-offer-price').fill(price);
  await expect(admin.getByTestId('bt-offer-discount')).toBeVisible();
  await admin.getByTestId('bt-offer-total').fill('10000');
  await admin.getByTestId('bt-offer-min').fill(String(QUANTITY));
  await admin.getByTestId('bt-offer-holding').fill('3');
  await admin.getByTestId('bt-offer-ends').fill(await hoursAfter(admin, null, 30 * 24));
  await admin.getByTestId('bt-offer-note').fill('Browser journey');
  await screen(admin, 'products-admin-block-trade-form');
  await admin.getByTestId('bt-offer-submit').click();
  await expect(admin.getByTestId('bt-offer-created')).toBeVisible();
  const offerRow = admin.locator(`[data-testid="bt-offer-row"][data-code="${CODE}"]`);
  await expect(offerRow.getByTestId('bt-offer-row-status')).toHaveText(/open/i);
  await screen(admin, 'products-admin-block-trade-listed');
  const offerId = await offerRow.getAttribute('data-id');

  // The user finds it, sees the discount, and buys the minimum with the trading password.
  await page.goto('/shares/dzjy');
  const offer = page.locator(`[data-testid="block-trade-offer"][data-offer-id="${offerId}"]`);
  await expect(offer).toHaveAttribute('data-status', 'open');
  await expect(offer.getByTestId('block-trade-offer-price')).toHaveText(price);
  await shot(page, 'block-trade-offers');
  await offer.getByTestId('block-trade-buy').click();
  await expect(page.getByTestId('block-trade-sheet')).toBeVisible();
  // A quantity the offer does not take (here under its minimum) is said under the field as the typing pauses.
  await page.getByTestId('block-trade-quantity').fill(String(QUANTITY - 50));
  await expect(page.getByTestId('block-trade-quantity-problem')).toBeVisible();
  await expect(page.getByTestId('block-trade-preview')).toHaveAttribute('data-ready', 'false');
  await page.getByTestId('block-trade-quantity-min').click();
  await expect(page.getByTestId('block-trade-quantity-problem')).toHaveCount(0);
  await expect(page.getByTestId('block-trade-quantity')).toHaveValue(String(QUANTITY));
  await expect(page.getByTestId('block-trade-preview')).toHaveAttribute('data-ready', 'true');
  const value = cents(price) * BigInt(QUANTITY);
  const buyFees = feesOf(fees, 'buy', value);
  await expect(page.getByTestId('block-trade-preview-value')).toHaveText(money(value));
  await expect(page.getByTestId('block-trade-preview-commission')).toHaveText(money(buyFees.commission));
  await expect(page.getByTestId('block-trade-preview-transfer-fee')).toHaveText(money(buyFees.transferFee));
  await expect(page.getByTestId('block-trade-preview-total')).toHaveText(money(value + buyFees.total));
  await page.getByTestId('block-trade-pay-password').fill(PAY_PASSWORD);
  await shot(page, 'block-trade-buy-sheet');
  await page.getByTestId('block-trade-submit').click();
  await expectToast(page, 'Purchase successful');

  // The records: the purchase, what it cost, locked for the holding period.
  await expect(page).toHaveURL(/\/shares\/dzjy-record$/);
  const record = page.locator(`[data-testid="block-trade-record"][data-code="${CODE}"]`);
  await expect(record).toHaveCount(1);
  await expect(record).toHaveAttribute('data-locked', 'true');
  await expect(record.getByTestId('block-trade-record-quantity')).toHaveText(QUANTITY.toLocaleString('en'));
  await expect(record.getByTestId('block-trade-record-price')).toHaveText(price);
  await expect(record.getByTestId('block-trade-record-fees')).toHaveText(money(buyFees.total));
  await expect(record.getByTestId('block-trade-record-total')).toHaveText(money(value + buyFees.total));
  // The day is shown in the reader's language; the row carries it as YYYY-MM-DD too.
  const sellableFrom = (await record.getByTestId('block-trade-record-sellable-from').getAttribute('data-day')) ?? '';
  await shot(page, 'block-trade-records');

  // In the holdings, from the block trade, not sellable yet; the cash paid for it.
  await page.goto('/ucenter/holding');
  const holding = page.getByTestId(`holding-row-${CODE}`);
  await expect(holding.getByTestId('holding-quantity')).toHaveText(QUANTITY.toLocaleString('en'));
  await expect(holding.getByTestId('holding-sellable')).toHaveText('0');
  await expect(holding.getByTestId('holding-buy-price')).toHaveText(price);
  await page.goto('/personCenter');
  await expect(page.getByTestId('assets-cash')).toHaveText(money(50_000_00n - value - buyFees.total));

  // The operator's purchase list has it too.
  await admin.goto(`/admin/block-trades/purchases?offer=${offerId}`);
  await expect(admin.locator('[data-testid="bt-purchase-row"]').getByTestId('bt-purchase-total')).toHaveText(money(value + buyFees.total));
  await screen(admin, 'products-admin-block-trade-purchases');

  // Past the holding period (demo clock, one week on) the shares are free to sell.
  const today = await advanceDemoClock(admin, 168);
  expect(today >= sellableFrom).toBe(true);
  await page.goto('/shares/dzjy-record');
  await expect(record).toHaveAttribute('data-locked', 'false');
  await page.goto('/ucenter/holding');
  await expect(holding.getByTestId('holding-sellable')).toHaveText(QUANTITY.toLocaleString('en'));
  await shot(page, 'block-trade-unlocked-holdings');
  await admin.close();
});

test('money market: the user buys in, the demo clock moves a week, and the daily income is credited to the cent', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { admin } = await onboardFundedUser(page, browser, { prefix: 'mira', amount: '120000' });

  await page.goto('/trade/money');
  await expect(page.getByTestId('money-balance')).toHaveText('0.00');
  await shot(page, 'money-market-empty');
  await page.getByTestId('money-purchase').click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId('payment-available')).toHaveText('120,000.00');
  // Shown in the reader's language; each carries its day as YYYY-MM-DD too.
  const confirmDay = (await page.getByTestId('payment-confirm-day').getAttribute('data-day')) ?? '';
  const firstIncomeDay = (await page.getByTestId('payment-first-income-day').getAttribute('data-day')) ?? '';
  expect(firstIncomeDay > confirmDay).toBe(true);
  await page.getByTestId('payment-amount').fill('100000');
  await page.getByTestId('payment-pay-password').fill(PAY_PASSWORD);
  await shot(page, 'money-market-payment');
  await page.getByTestId('payment-submit').click();
  await expectToast(page, /^Purchase submitted — confirmed on /);
  await expect(page).toHaveURL(/\/trade\/money$/);
  await expect(page.getByTestId('money-pending-purchase')).toHaveText('100,000.00');
  await expect(page.getByTestId('money-balance')).toHaveText('0.00');
  const rateText = await text(page.getByTestId('money-current-rate'));
  expect(rateText).toMatch(/^\d+\.\d{2}%$/);
  const rateBp = BigInt(rateText.replace('%', '').replace('.', ''));
  await shot(page, 'money-market-pending');

  // The operator's view of the product, then a week on the demo clock.
  await admin.getByTestId('nav-money-market').click();
  await screen(admin, 'products-admin-money-market');
  const today = await advanceDemoClock(admin, 168);

  // Confirmed, and every ended day since the confirmation earned: 100,000 × r / 365 a day,
  // rounded half-up to the cent, compounding.
  const days = daysBetween(confirmDay, today);
  expect(days).toBeGreaterThanOrEqual(4);
  let earning = 100_000_00n;
  let last = 0n;
  for (let d = 0; d < days; d += 1) {
    last = (earning * rateBp + 1_825_000n) / 3_650_000n;
    earning += last;
  }
  const income = earning - 100_000_00n;
  await page.goto('/trade/money');
  await expect(page.getByTestId('money-pending-purchase')).toHaveText('0.00');
  await expect(page.getByTestId('money-cumulative-income')).toHaveText(money(income));
  await expect(page.getByTestId('money-yesterday-income')).toHaveText(money(last));
  await expect(page.getByTestId('money-balance')).toHaveText(money(earning));
  await shot(page, 'money-market-income');

  await page.goto('/trade/history');
  await page.getByTestId('money-history-tab-income').click();
  await expect(page.locator('[data-testid="money-history-row"][data-type="income"]')).toHaveCount(days);
  await expect(page.locator('[data-testid="money-history-row"][data-type="income"]').first().getByTestId('money-history-amount')).toHaveText(`+${money(last)}`);
  await shot(page, 'money-market-history');

  await page.goto('/personCenter');
  await expect(page.getByTestId('assets-money_market')).toHaveText(money(earning));
  await expect(page.getByTestId('assets-cash')).toHaveText('20,000.00');
  await admin.close();
});

test('new shares: the operator creates an issue, the user applies with one click, the operator draws, the user pays, and the shares list into the holdings', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const CODE = '002230';
  const PRICE = '20.00';
  const CAP = 1000;
  const applyCode = String(700_000 + Math.floor(Math.random() * 99_999));
  const { admin } = await onboardFundedUser(page, browser, { prefix: 'ivy', amount: '50000' });

  // The operator creates the issue in the back office: window of two hours from the next full
  // hour, the draw a day after it closes, payment a day, listing a day after that.
  await admin.getByTestId('nav-ipo').click();
  await admin.getByTestId('ipo-new').click();
  await admin.getByTestId('ipo-form-code').fill(CODE);
  await expect(admin.getByTestId('ipo-form-instrument')).toBeVisible();
  await admin.getByTestId('ipo-form-apply-code').fill(applyCode);
  await admin.getByTestId('ipo-form-price').fill(PRICE);
  await admin.getByTestId('ipo-form-pe').fill('22.98');
  await admin.getByTestId('ipo-form-industry-pe').fill('30.15');
  await admin.getByTestId('ipo-form-sector').fill('Software');
  await admin.getByTestId('ipo-form-issue-quantity').fill('1000000');
  await admin.getByTestId('ipo-form-public-quantity').fill('100000');
  await admin.getByTestId('ipo-form-cap').fill(String(CAP));
  await admin.getByTestId('ipo-form-typical-times').click();
  const start = await admin.getByTestId('ipo-form-subscribeStart').inputValue();
  expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  for (const [field, hours] of [['subscribeEnd', 2], ['drawAt', 26], ['payDeadline', 50], ['listingAt', 74]] as const) {
    await admin.getByTestId(`ipo-form-${field}`).fill(await hoursAfter(admin, start, hours));
  }
  await screen(admin, 'products-admin-ipo-form');
  await admin.getByTestId('ipo-form-submit').click();
  // Four eyes: the issue is a proposal until a second markets operator approves it.
  const proposal = Number(await admin.getByTestId('ipo-proposed').getAttribute('data-approval-id'));
  const issueId = String((await approveAsSecondOperator(admin.request, OPERATOR_PASSWORD, proposal))['issue_id']);
  await admin.goto(`/admin/ipo/${issueId}`);
  await expect(admin.getByTestId('ipo-issue')).toHaveAttribute('data-phase', 'upcoming');
  await screen(admin, 'products-admin-ipo-created');

  // Upcoming on the New shares tab.
  await page.goto('/shares/new');
  const issueRow = page.locator(`[data-testid="ipo-issue-row"][data-issue-id="${issueId}"]`);
  await expect(issueRow).toHaveAttribute('data-phase', 'upcoming');
  await expect(issueRow.getByTestId('ipo-issue-row-price')).toHaveText(PRICE);
  await shot(page, 'ipo-new-shares');

  // Two hours on, the window is open: one-click apply takes the full quota (the cap, 2 units of 500).
  await advanceDemoClock(admin, 2);
  await page.goto('/apply');
  const openRow = page.locator(`[data-testid="ipo-open-row"][data-issue-id="${issueId}"]`);
  await expect(openRow).toHaveAttribute('data-applied', 'false');
  await expect(openRow.getByTestId('ipo-open-quota')).toContainText(CAP.toLocaleString('en'));
  await expect(page.getByTestId('ipo-quota-SZ-shares')).toHaveText('5,000');
  await shot(page, 'ipo-apply');
  await page.getByTestId('ipo-one-click').click();
  await page.locator('.adm-dialog-footer').getByText('One-click apply').click();
  await expectToast(page, /Applications submitted: \d/);
  await expect(openRow).toHaveAttribute('data-applied', 'true');
  await expect(openRow.getByTestId('ipo-application-state')).toHaveAttribute('data-state', 'applied');
  await shot(page, 'ipo-applied');

  // Two more hours: the window has closed; the operator runs the draw in the back office.
  await advanceDemoClock(admin, 2);
  await admin.goto(`/admin/ipo/${issueId}`);
  await expect(admin.getByTestId('ipo-issue')).toHaveAttribute('data-phase', 'closed');
  await admin.getByTestId('ipo-run-draw').click();
  await expect(admin.getByTestId('ipo-issue')).toHaveAttribute('data-phase', 'drawn');
  await expect(admin.getByTestId('ipo-draw-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(admin.getByTestId('ipo-fact-allocated')).toHaveText(CAP.toLocaleString('en'));
  await screen(admin, 'products-admin-ipo-drawn');

  // The user sees the allocation (the only applicant wins every unit) and pays it.
  const due = cents(PRICE) * BigInt(CAP);
  await page.goto('/ucenter/shengou');
  await page.getByTestId('subscription-tab-allocated').click();
  const application = page.locator(`[data-testid="ipo-application-row"][data-code="${CODE}"]`);
  await expect(application).toHaveAttribute('data-state', 'allocated');
  await expect(application.getByTestId('ipo-application-allocated')).toHaveText(CAP.toLocaleString('en'));
  await expect(application.getByTestId('ipo-application-amount')).toHaveText(money(due));
  await shot(page, 'ipo-allocated');
  await application.getByTestId('ipo-pay').click();
  await expect(page.getByTestId('ipo-pay-sheet')).toBeVisible();
  await expect(page.getByTestId('ipo-pay-amount')).toHaveText(money(due));
  await page.getByTestId('ipo-pay-password').fill(PAY_PASSWORD);
  await shot(page, 'ipo-pay-sheet');
  await page.getByTestId('ipo-pay-submit').click();
  await expectToast(page, 'Payment successful');
  await expect(page.getByTestId('ipo-pay-sheet')).toHaveCount(0);
  await page.goto('/apply-record');
  await expect(page.locator(`[data-testid="ipo-application-row"][data-code="${CODE}"]`)).toHaveAttribute('data-state', 'paid');
  await page.goto('/personCenter');
  await expect(page.getByTestId('assets-cash')).toHaveText(money(50_000_00n - due));
  // Paid but not listed: counted at cost, so total assets are unchanged, and listed in holdings.
  await expect(page.getByTestId('assets-pending_listing')).toHaveText(money(due));
  await expect(page.getByTestId('assets-total_assets')).toHaveText('50,000.00');
  await shot(page, 'ipo-paid-assets');
  await page.goto('/ucenter/holding');
  await expect(page.getByTestId(`pending-row-${CODE}`).getByTestId('pending-cost')).toHaveText(money(due));
  await expect(page.getByTestId('holdings-pending-value')).toHaveText(money(due));
  await shot(page, 'ipo-paid-holdings');

  // Listing day (72 hours on): the paid shares are a position at the issue price.
  await advanceDemoClock(admin, 72);
  await admin.goto(`/admin/ipo/${issueId}`);
  await expect(admin.getByTestId('ipo-issue')).toHaveAttribute('data-phase', 'listed');
  await expect(admin.getByTestId('ipo-fact-paid')).toContainText(CAP.toLocaleString('en'));
  await page.goto('/apply-record');
  const listed = page.locator(`[data-testid="ipo-application-row"][data-code="${CODE}"]`);
  await expect(listed).toHaveAttribute('data-state', 'listed');
  await shot(page, 'ipo-listed-record');
  await listed.getByTestId('ipo-view-holdings').click();
  await expect(page).toHaveURL(/\/ucenter\/holding$/);
  const holding = page.getByTestId(`holding-row-${CODE}`);
  await expect(holding.getByTestId('holding-quantity')).toHaveText(CAP.toLocaleString('en'));
  await expect(holding.getByTestId('holding-buy-price')).toHaveText(PRICE);
  await shot(page, 'ipo-holdings');
  await holding.click();
  await expect(page.getByTestId('hold-detail-source')).toHaveText('New share');
  await expect(page.getByTestId('hold-detail-buy-value')).toHaveText(money(due));
  await shot(page, 'ipo-hold-detail');
  await admin.close();
});
