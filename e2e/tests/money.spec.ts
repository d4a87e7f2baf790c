import type { Page } from '@playwright/test';
import { expect, test } from '../support/a11y.ts';
import { readFileSync } from 'node:fs';
import { approveIdentity, confirmDeposit, ID_BACK, ID_FRONT, operatorPage, PAY_PASSWORD, requestBankTransfer, setTradingPassword } from '../support/onboarding.ts';
import { screen } from '../support/screens.ts';
import { chooseLanguage, expectToast, loginThroughUi, registerThroughUi, uniqueName } from '../support/users.ts';

const IBAN = 'DE89 3704 0044 0532 0130 00';

/** The personal centre's figures, each as shown. */
async function expectAssets(page: Page, figures: Record<string, string>) {
  await page.goto('/personCenter');
  for (const [key, value] of Object.entries(figures)) await expect(page.getByTestId(`assets-${key}`), key).toHaveText(value);
}

test('money: verify identity, bind a card, deposit by bank transfer, withdraw, with the operator deciding in the back office', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const username = uniqueName('mona');
  await registerThroughUi(page, username);
  await loginThroughUi(page, username);
  await chooseLanguage(page, 'en');

  // Before verification a deposit is refused with the spec's message and the way to verify.
  await page.goto('/bankIn');
  await page.getByTestId('bankin-amount').fill('2000');
  await page.getByTestId('bankin-submit').click();
  await expect(page.locator('.adm-dialog').getByText('Please go to the personal centre for real-name verification')).toBeVisible();
  // Said once, in the dialog: the refused call's toast with the same words is not left behind it.
  expect(await page.locator('.adm-toast-mask').count()).toBe(0);
  await page.locator('.adm-dialog').getByText('Verify now').click();
  await expect(page).toHaveURL(/\/realNameAuthentication$/);

  // Trading password first (needed for the withdrawal).
  await setTradingPassword(page);

  // Identity: the client checks the form in the spec's order, then sends both photos.
  await page.goto('/realNameAuthentication');
  await page.getByTestId('identity-submit').click();
  await expectToast(page, 'Please fill in the information completely');
  await page.getByTestId('identity-name').fill('Anna Schmidt');
  await page.getByTestId('identity-type-passport').click();
  await page.getByTestId('identity-number').fill('c1234567');
  await page.getByTestId('identity-submit').click();
  await expectToast(page, 'Please upload the front of the document');
  await page.getByTestId('identity-file-front').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: ID_FRONT });
  // The photo is taken once its first bytes are read (a PNG): the slot says so.
  await expect(page.getByTestId('identity-upload-front')).toHaveAttribute('data-filled', 'true');
  await page.getByTestId('identity-submit').click();
  await expectToast(page, 'Please upload the back of the document');
  await page.getByTestId('identity-file-back').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: ID_BACK });
  await expect(page.getByTestId('identity-upload-back')).toHaveAttribute('data-filled', 'true');
  await screen(page, 'money-identity-form');
  await page.getByTestId('identity-submit').click();
  await expectToast(page, 'Submitted successfully and under review');
  await expect(page.getByTestId('identity-state')).toHaveAttribute('data-state', 'pending');
  await expect(page.getByTestId('identity-state-title')).toHaveText('Already submitted for review');
  await expect(page.getByTestId('identity-detail-number')).toHaveText('C1****67');
  await expect(page.getByTestId('identity-photo-front')).toBeVisible();
  await screen(page, 'money-identity-pending');

  // The operator approves it.
  const admin = await operatorPage(browser);
  await approveIdentity(admin, username);
  await screen(admin, 'money-admin-identity-approved');

  await page.reload();
  await expect(page.getByTestId('identity-state')).toHaveAttribute('data-state', 'approved');
  await expect(page.getByTestId('identity-state-title')).toHaveText('Verified');
  await screen(page, 'money-identity-approved');

  // Bind a card: the holder is the verified name; the IBAN hint checks the digits.
  await page.goto('/ucenter/bank-list');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await page.getByTestId('bank-add').click();
  await expect(page).toHaveURL(/\/ucenter\/bank$/);
  await expect(page.getByTestId('bank-holder')).toHaveValue('Anna Schmidt');
  await page.getByTestId('bank-bank').fill('Commerzbank');
  await page.getByTestId('bank-branch').fill('Köln');
  await page.getByTestId('bank-iban').fill('DE88 3704 0044 0532 0130 00');
  await expect(page.getByTestId('bank-iban-hint')).toHaveAttribute('data-hint', 'checksum');
  await page.getByTestId('bank-iban').fill(IBAN);
  await expect(page.getByTestId('bank-iban-hint')).toHaveAttribute('data-hint', 'ok');
  await screen(page, 'money-bind-card');
  await page.getByTestId('bank-submit').click();
  await expectToast(page, 'Bank card bound');
  await expect(page).toHaveURL(/\/ucenter\/bank-list$/);
  await expect(page.getByTestId('bank-card')).toHaveCount(1);
  await expect(page.getByTestId('bank-card-iban')).toHaveText(/^DE89 .*30 00$/);
  await screen(page, 'money-bank-list');

  // Deposit by bank transfer: the minimum is checked first, then the house account and the reference.
  await page.goto('/personCenter');
  await expect(page.getByTestId('assets-total_assets')).toHaveText('0.00');
  await page.getByTestId('person-topup').click();
  await expect(page).toHaveURL(/\/bankIn$/);
  await page.getByTestId('bankin-amount').fill('50');
  await page.getByTestId('bankin-submit').click();
  await expectToast(page, /cannot be less than 100\.00/);
  const reference = await requestBankTransfer(page, '2000');
  await expect(page.getByTestId('deposit-amount')).toContainText('2,000.00');
  await expect(page.getByTestId('deposit-iban')).not.toBeEmpty();
  await screen(page, 'money-deposit-instructions');

  // The operator confirms the money arrived; the open screen sees the credit by itself.
  await confirmDeposit(admin, reference);
  await screen(admin, 'money-admin-deposit-confirmed');
  await expect(page.getByTestId('deposit-state')).toHaveAttribute('data-state', 'credited', { timeout: 15_000 });

  await expectAssets(page, { total_assets: '2,000.00', cash: '2,000.00', available: '2,000.00', withdrawable: '2,000.00', frozen: '0.00', loan_outstanding: '0.00' });
  await screen(page, 'money-person-after-deposit');

  // Withdraw 500 to the card with the trading password: submitted means pending, the amount frozen.
  await page.getByTestId('person-withdraw').click();
  await expect(page).toHaveURL(/\/ucenter\/transfer\?tab=out$/);
  await expect(page.getByTestId('withdraw-available')).toContainText('2,000.00');
  await page.getByTestId('withdraw-amount').fill('0');
  await page.getByTestId('withdraw-submit').click();
  await expectToast(page, 'The withdrawal amount cannot be 0');
  await page.getByTestId('withdraw-amount').fill('2500');
  await page.getByTestId('withdraw-submit').click();
  await expectToast(page, /cannot be more than the withdrawable 2,000\.00/);
  await page.getByTestId('withdraw-amount').fill('500');
  await page.getByTestId('withdraw-submit').click();
  await expectToast(page, 'Please enter the trading password');
  await page.getByTestId('withdraw-pay-password').fill(PAY_PASSWORD);
  await screen(page, 'money-withdraw-form');
  await page.getByTestId('withdraw-submit').click();
  await expectToast(page, 'Withdrawal requested — pending review');
  await expect(page.getByTestId('withdrawal-state')).toHaveAttribute('data-state', 'pending');
  await expect(page.getByTestId('withdrawal-amount')).toContainText('500.00');
  await screen(page, 'money-withdraw-pending');

  await expectAssets(page, { total_assets: '2,000.00', cash: '2,000.00', available: '1,500.00', withdrawable: '1,500.00', frozen: '500.00' });

  // The operator pays it out.
  await admin.getByTestId('nav-withdrawals').click();
  const withdrawalRow = admin.locator(`[data-testid="withdrawal-row"][data-username="${username}"]`);
  await withdrawalRow.getByTestId('withdrawal-approve').click();
  await admin.getByTestId('withdrawal-approve-submit').click();
  await expect(admin.getByTestId('withdrawal-approve-dialog')).toHaveCount(0);
  await screen(admin, 'money-admin-withdrawal-approved');
  await admin.close();

  await expectAssets(page, { total_assets: '1,500.00', cash: '1,500.00', available: '1,500.00', withdrawable: '1,500.00', frozen: '0.00' });
  await screen(page, 'money-person-after-withdrawal');

  // Records: the deposit in, the withdrawal out, each in its final state.
  await page.goto('/bankRecord');
  const records = page.getByTestId('bank-record');
  await expect(records).toHaveCount(2);
  const out = page.locator('[data-testid="bank-record"][data-type="out"]');
  await expect(out).toHaveAttribute('data-state', 'approved');
  await expect(out.getByTestId('bank-record-amount')).toHaveText('-500.00');
  const inRow = page.locator('[data-testid="bank-record"][data-type="in"]');
  await expect(inRow).toHaveAttribute('data-state', 'credited');
  await expect(inRow.getByTestId('bank-record-amount')).toHaveText('+2,000.00');
  await expect(inRow.getByTestId('bank-record-reference')).toHaveText(reference);
  await screen(page, 'money-bank-records');
  await page.getByTestId('bank-record-tab-out').click();
  await expect(records).toHaveCount(1);

  // Money log: every posting on the cash accounts today, with the running balances.
  await page.goto('/ucenter/moneyLog');
  await page.getByTestId('range-today').click();
  // One row per business action: the deposit, and the withdrawal (hold + payout) as one row.
  const rows = page.getByTestId('money-log-row');
  await expect(rows).toHaveCount(2);
  await expect(page.locator('[data-testid="money-log-row"][data-kind="deposit"]').getByTestId('money-log-amount')).toHaveText('+2,000.00');
  const withdrawal = page.locator('[data-testid="money-log-row"][data-kind="withdrawal"]');
  await expect(withdrawal).toHaveAttribute('data-state', 'withdrawal_paid');
  await expect(withdrawal.getByTestId('money-log-amount')).toHaveText('-500.00');
  // Opened, it shows its three postings: the hold moves 500 from available to frozen, the payout takes it.
  await withdrawal.getByTestId('money-log-toggle').click();
  expect((await withdrawal.getByTestId('money-log-posting-amount').allInnerTexts()).sort()).toEqual(['+500.00', '-500.00', '-500.00']);
  await screen(page, 'money-log');

  // The statement is fetched with the session header and saved as a CSV file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('money-log-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('deposit');
  expect(csv).toContain('2000.00');
  expect(csv).toContain(reference);
});
