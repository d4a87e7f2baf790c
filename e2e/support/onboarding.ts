import { expect, type Browser, type Page } from '@playwright/test';
import { OPERATOR_PASSWORD } from '../playwright.config.ts';
import { operatorPageAs } from './operators.ts';
import { chooseLanguage, expectToast, loginThroughUi, registerThroughUi, uniqueName } from './users.ts';

/**
 * The steps most journeys share: a back-office page signed in as the operator, the trading
 * password, identity verification approved by the operator, and a bank-transfer deposit the
 * operator confirms. Each step goes through the screens, as a user and an operator would.
 */

export const PAY_PASSWORD = '135790';

// Two tiny but real PNG files (1×1 pixel, different colours) for the two sides of the document.
export const ID_FRONT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const ID_BACK = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A desktop-sized page signed in to the back office as the first operator. */
export async function operatorPage(browser: Browser): Promise<Page> {
  return operatorPageAs(browser, 'admin', OPERATOR_PASSWORD);
}

/** /payPwd with the 6-digit keypad (English texts expected). */
export async function setTradingPassword(page: Page, pin = PAY_PASSWORD) {
  await page.goto('/payPwd');
  await page.getByTestId('paypwd-new').click();
  await page.keyboard.type(pin);
  await page.getByTestId('paypwd-confirm').click();
  await page.keyboard.type(pin);
  await page.getByTestId('paypwd-submit').click();
  await expectToast(page, 'Trading password set');
}

/**
 * Fills /realNameAuthentication completely (passport, both photos) and submits it; ends pending.
 * The passport number is new on every call: the server refuses a document another user holds,
 * and all journeys share one server.
 */
export async function submitIdentity(page: Page, name = 'Anna Schmidt', number = `P${String(Date.now()).slice(-8)}`) {
  await page.goto('/realNameAuthentication');
  await page.getByTestId('identity-name').fill(name);
  await page.getByTestId('identity-type-passport').click();
  await expect(page.locator('.adm-selector-item-active').getByTestId('identity-type-passport')).toHaveCount(1);
  await page.getByTestId('identity-number').fill(number);
  await page.getByTestId('identity-file-front').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: ID_FRONT });
  await page.getByTestId('identity-file-back').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: ID_BACK });
  await expect(page.getByTestId('identity-upload-back')).toHaveAttribute('data-filled', 'true');
  await expect(page.getByTestId('identity-upload-front')).toHaveAttribute('data-filled', 'true');
  // The server's answer is read, so a refusal fails here with its status and message.
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/identity/submit'), { timeout: 15_000 });
  await page.getByTestId('identity-submit').click();
  const answer = await answered;
  expect(answer.status(), await answer.text()).toBe(200);
  await expectToast(page, 'Submitted successfully and under review');
  await expect(page.getByTestId('identity-state')).toHaveAttribute('data-state', 'pending');
}

/** The operator opens the user's identity submission and approves it. */
export async function approveIdentity(admin: Page, username: string) {
  await admin.getByTestId('nav-identity').click();
  const row = admin.locator(`[data-testid="identity-row"][data-username="${username}"]`);
  await row.getByTestId('identity-open').click();
  await admin.getByTestId('identity-approve').click();
  await expect(admin.getByTestId('identity-approve')).toHaveCount(0);
}

/** Asks for a bank-transfer deposit on /bankIn and returns its reference (the instructions stay open). */
export async function requestBankTransfer(page: Page, amount: string): Promise<string> {
  await page.goto('/bankIn');
  await page.getByTestId('bankin-amount').fill(amount);
  await page.getByTestId('bankin-submit').click();
  await expect(page.getByTestId('bank-transfer-details')).toBeVisible();
  await expect(page.getByTestId('deposit-state')).toHaveAttribute('data-state', 'pending');
  const reference = (await page.getByTestId('deposit-reference').innerText()).trim();
  expect(reference).toMatch(/^MD-[A-Z2-9]{8}$/);
  return reference;
}

/** The operator confirms the deposit with this reference arrived. */
export async function confirmDeposit(admin: Page, reference: string) {
  await admin.getByTestId('nav-deposits').click();
  const row = admin.locator(`[data-testid="deposit-row"][data-reference="${reference}"]`);
  await row.getByTestId('deposit-confirm').click();
  // The dialog zooms in; a click on its button before that has ended was lost twice in full runs
  // (the dialog stayed open and no request went out), so the click waits for it.
  await admin.getByTestId('deposit-confirm-dialog').evaluate((el) =>
    Promise.all((el.closest('.ant-modal') ?? el).getAnimations({ subtree: true }).map((a) => a.finished)),
  );
  // The server's answer is read, so a refusal fails here with its status and message.
  const answered = admin.waitForResponse((r) => r.request().method() === 'POST' && /\/funding\/deposits\/\d+\/confirm$/.test(r.url()), { timeout: 10_000 });
  await admin.getByTestId('deposit-confirm-submit').click();
  const answer = await answered;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(admin.getByTestId('deposit-confirm-dialog')).toHaveCount(0);
}

export type FundedUser = { username: string; admin: Page };

/**
 * A new user in English with a trading password, verified identity and `amount` of cash, every
 * step through the screens; `admin` is the operator's back-office page, left open for the journey.
 * With `shots`, screenshots of each step are taken under that prefix.
 */
export async function onboardFundedUser(
  page: Page,
  browser: Browser,
  { prefix, amount, shots }: { prefix: string; amount: string; shots?: (page: Page, name: string) => Promise<void> },
): Promise<FundedUser> {
  const username = uniqueName(prefix);
  await registerThroughUi(page, username);
  await loginThroughUi(page, username);
  await chooseLanguage(page, 'en');
  await setTradingPassword(page);
  await submitIdentity(page);
  const admin = await operatorPage(browser);
  await approveIdentity(admin, username);
  await page.reload();
  await expect(page.getByTestId('identity-state')).toHaveAttribute('data-state', 'approved');
  await shots?.(page, 'identity-approved');
  const reference = await requestBankTransfer(page, amount);
  await confirmDeposit(admin, reference);
  await expect(page.getByTestId('deposit-state')).toHaveAttribute('data-state', 'credited', { timeout: 15_000 });
  await shots?.(page, 'deposit-credited');
  return { username, admin };
}

/** The user's session token (the `Admin-Token` cookie the web app sends as the `token` header). */
export async function userToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Admin-Token');
  if (!cookie) throw new Error('not logged in');
  return cookie.value;
}

/** GET an API route as the logged-in user; returns `data` of the envelope. */
export async function apiGet<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url, { headers: { token: await userToken(page) } });
  expect(response.ok(), `${url} → ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The operator moves the demo clock forward on /admin/demo-clock: one of the page's buttons for
 * 1, 24 or 168 hours, else the hours field. The server answers once every scheduled job has run
 * at the new time; returns the new trading day as the page shows it.
 */
export async function advanceDemoClock(admin: Page, hours: number): Promise<string> {
  await admin.goto('/admin/demo-clock');
  const day = admin.getByTestId('demo-clock-day');
  await expect(day).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  const button = [1, 24, 168].includes(hours) ? admin.getByTestId(`demo-clock-advance-${hours}`) : admin.getByTestId('demo-clock-advance');
  if (![1, 24, 168].includes(hours)) await admin.getByTestId('demo-clock-hours').fill(String(hours));
  const [response] = await Promise.all([
    admin.waitForResponse((r) => r.url().endsWith('/admin/api/demo/clock') && r.request().method() === 'POST'),
    button.click(),
  ]);
  expect(response.ok(), `demo clock → ${response.status()}`).toBe(true);
  const moved = ((await response.json()) as { data: { trading_day: string } }).data.trading_day;
  await expect(day).toHaveText(moved);
  return moved;
}
