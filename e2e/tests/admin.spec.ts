import { expect, test } from '@playwright/test';
import { OPERATOR_PASSWORD } from '../playwright.config.ts';
import { screen } from '../support/screens.ts';
import { expectToast, registerThroughUi, uniqueName, PASSWORD } from '../support/users.ts';
import { signInThroughUi } from '../support/operators.ts';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('an operator makes an invitation code that admits exactly one user, and the audit log shows it', async ({ page, browser }) => {
  await page.goto('/admin/');
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await signInThroughUi(page, 'admin', OPERATOR_PASSWORD);
  await expect(page.getByTestId('integrity-notice')).toBeVisible();
  await screen(page, 'admin-dashboard');

  const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 16);
  await page.getByTestId('nav-invite-codes').click();
  await page.getByTestId('invite-code-input-code').fill(code);
  await page.getByTestId('invite-code-input-note').fill('browser journey');
  await page.getByTestId('invite-code-input-max-uses').fill('1');
  await page.getByTestId('invite-code-submit').click();
  const row = page.locator(`[data-testid="invite-code-row"][data-code="${code}"]`);
  await expect(row).toHaveAttribute('data-state', 'active');
  await screen(page, 'admin-invite-codes');

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await registerThroughUi(phone, uniqueName('invited'), PASSWORD, code);
  await phone.goto('/register');
  await phone.getByTestId('register-username').fill(uniqueName('late'));
  await phone.getByTestId('register-phone').fill('+49 151 2345 6789');
  await phone.getByTestId('register-password').fill(PASSWORD);
  await phone.getByTestId('register-confirm-password').fill(PASSWORD);
  await phone.getByTestId('register-invite-code').fill(code);
  await phone.getByTestId('register-agree').click();
  await phone.getByTestId('register-submit').click();
  await expectToast(phone, /aufgebraucht/);
  await expect(phone).toHaveURL(/\/register$/);
  await phone.close();

  await page.reload();
  await expect(row).toHaveAttribute('data-state', 'used up');
  await expect(row.getByTestId('invite-code-uses')).toContainText('1');

  await page.getByTestId('nav-audit-log').click();
  await expect(page.locator('[data-testid="audit-row"][data-action="invite_code.create"]').first()).toBeVisible();
  await expect(page.locator('[data-testid="audit-row"][data-action="operator.login_failed"]').first()).toBeVisible();
  await screen(page, 'admin-audit-log');
  // Filtered by the code as its target, the log holds that one line.
  const target = page.locator('input[data-testid="audit-filter-target"], [data-testid="audit-filter-target"] input');
  await target.fill(code);
  await target.press('Enter');
  await expect(page).toHaveURL(new RegExp(`target=${code}`));
  await expect(page.getByTestId('audit-row')).toHaveCount(1);
  await expect(page.getByTestId('audit-row')).toHaveAttribute('data-action', 'invite_code.create');
  await expect(page.getByTestId('audit-row')).toContainText('invite_code.create');

  await page.getByTestId('nav-users').click();
  await expect(page.getByTestId('users-table')).toBeVisible();
  await screen(page, 'admin-users');
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('login-submit')).toBeVisible();
});
