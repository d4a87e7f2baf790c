import { expect, test } from '@playwright/test';
import { OPERATOR_PASSWORD } from '../playwright.config.ts';
import { operatorApiToken, operatorPageAs, signInThroughUi } from '../support/operators.ts';
import { screen } from '../support/screens.ts';
import { uniqueName } from '../support/users.ts';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const PASSWORD = 'Second-operator-e2e-1';

test('four eyes: one operator proposes an adjustment, a second signs in with TOTP and approves it; support is refused the tool', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const finance = uniqueName('fin').slice(0, 20).replace(/[^A-Za-z0-9_]/g, '_');
  const support = uniqueName('sup').slice(0, 20).replace(/[^A-Za-z0-9_]/g, '_');

  // The administrator (TOTP sign-in) adds a finance and a support operator.
  await signInThroughUi(page, 'admin', OPERATOR_PASSWORD);
  await page.getByTestId('nav-operators').click();
  for (const [name, role] of [
    [finance, 'Finance'],
    [support, 'Support'],
  ] as const) {
    await page.getByTestId('operator-username').fill(name);
    await page.getByTestId('operator-password').fill(PASSWORD);
    await page.getByTestId('operator-roles').getByText(role, { exact: true }).click();
    await page.getByTestId('operator-submit').click();
    await expect(page.locator(`[data-testid="operator-row"][data-username="${name}"]`)).toBeVisible();
  }
  await screen(page, 'back-office-operators');

  // The administrator proposes a credit to the demo user: nothing moves yet.
  await page.getByTestId('nav-ledger').click();
  await page.getByTestId('adjustment-user').fill('demo');
  await page.getByTestId('adjustment-amount').fill('12.34');
  await page.getByTestId('adjustment-reason').fill('Goodwill for a delayed transfer');
  await page.getByTestId('adjustment-submit').click();
  await page.getByTestId('adjustment-confirm').click();
  await expect(page.getByTestId('adjustment-posted')).toContainText('waiting for a second operator');
  await page.getByTestId('nav-approvals').click();
  const row = page.locator('[data-testid="approval-row"][data-kind="ledger.adjustment"]').filter({ hasText: '12.34' });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('approval-approve')).toHaveCount(0);
  await screen(page, 'back-office-approval-proposed');

  // The finance operator enrols TOTP at first sign-in and approves.
  const second = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInThroughUi(second, finance, PASSWORD);
  await second.getByTestId('nav-approvals').click();
  const theirRow = second.locator('[data-testid="approval-row"][data-kind="ledger.adjustment"]').filter({ hasText: '12.34' });
  await theirRow.getByTestId('approval-approve').click();
  await second.getByTestId('approval-note').fill('Checked the bank statement');
  await second.getByTestId('approval-confirm').click();
  await expect(theirRow).toHaveCount(0);
  await second.getByTestId('approvals-state').getByText('Approved').click();
  await expect(second.locator('[data-testid="approval-row"][data-kind="ledger.adjustment"]').filter({ hasText: '12.34' })).toContainText(finance);
  await screen(second, 'back-office-approval-approved');
  await second.close();

  // Support: no ledger in the menu, the screen refuses, and so does the API.
  const helpdesk = await operatorPageAs(browser, support, PASSWORD);
  await expect(helpdesk.getByTestId('nav-support')).toBeVisible();
  await expect(helpdesk.getByTestId('nav-ledger')).toHaveCount(0);
  await helpdesk.goto('/admin/ledger');
  await expect(helpdesk.getByTestId('forbidden')).toBeVisible();
  const supportToken = await operatorApiToken(helpdesk.request, support, PASSWORD);
  const refused = await helpdesk.request.post('/admin/api/funding/adjustments', {
    headers: { 'x-admin-token': supportToken },
    data: { user_id: 1, amount: '1.00', reason: 'Should never happen' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 403, error: 'FORBIDDEN', data: null });
  await screen(helpdesk, 'back-office-support-refused');
  await helpdesk.close();
});
