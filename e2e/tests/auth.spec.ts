import { expect, test } from '../support/a11y.ts';
import { textOffScreen } from '../support/layout.ts';
import { screen } from '../support/screens.ts';
import { chooseLanguage, expectToast, loginThroughUi, PASSWORD, registerThroughUi, uniqueName } from '../support/users.ts';

const THREE_DAYS_S = 3 * 24 * 3600;

test.describe.configure({ mode: 'serial' });

test('a visitor reads the agreement, registers, logs in and is guarded', async ({ page, context }) => {
  const username = uniqueName('alice');

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('de');

  await page.goto('/agreement');
  await expect(page.getByTestId('page-header-title')).not.toBeEmpty();
  await expect(page.getByTestId('agreement-version')).toBeVisible();
  await screen(page, 'agreement');

  for (const open of ['/register', '/setting/language', '/search/search']) {
    await page.goto(open);
    await expect(page).toHaveURL(new RegExp(`${open}$`));
  }
  for (const closed of ['/my', '/personCenter', '/ucenter/holding', '/apply']) {
    await page.goto(closed);
    await expect(page).toHaveURL(/\/login$/);
  }

  await page.goto('/register');
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/register$/);
  await screen(page, 'register-incomplete');

  await registerThroughUi(page, username);
  await screen(page, 'login');

  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('Wrong-password-1');
  await page.getByTestId('login-submit').click();
  await expectToast(page, /Benutzername|Passwort/);
  await expect(page).toHaveURL(/\/login$/);

  await loginThroughUi(page, username);
  const cookies = await context.cookies();
  const now = Date.now() / 1000;
  const token = cookies.find((c) => c.name === 'Admin-Token');
  expect(token?.path).toBe('/');
  expect(token!.expires - now).toBeGreaterThan(THREE_DAYS_S - 120);
  expect(token!.expires - now).toBeLessThan(THREE_DAYS_S + 120);
  const lang = cookies.find((c) => c.name === 'Local_Lang');
  expect(lang?.value).toBe('de');
  expect(lang!.expires - now).toBeGreaterThan(THREE_DAYS_S - 120);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await screen(page, 'home');

  await page.goto('/personCenter');
  await expect(page.getByTestId('person-username')).toHaveText(username);
  await screen(page, 'person-center');
  await page.goto('/my');
  await expect(page.getByTestId('my-username')).toHaveText(username);
  await screen(page, 'my');

  // A reload waits for the config before the screen (spec §2), and shows the app's frame
  // meanwhile rather than a blank page.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/stock/getconfig', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/market');
  await expect(page.getByTestId('page-loading')).toBeVisible();
  await expect(page.getByTestId('tab-market')).toBeVisible();
  await expect(page.getByTestId('market-tab-gainers')).toHaveCount(0);
  release();
  await expect(page.getByTestId('market-tab-gainers')).toBeVisible();
  await page.unroute('**/api/stock/getconfig');
});

test('in demo mode the login screen says how to get in, and fills it in', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('demo-access-open').click();
  await expect(page.getByTestId('demo-access')).toContainText('Demo@1234');
  await screen(page, 'login-demo-access');
  await page.getByTestId('demo-access-fill').click();
  await expect(page.getByTestId('login-username')).toHaveValue('demo');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the language switch covers the app and survives a reload', async ({ page }) => {
  const username = uniqueName('bruno');
  await registerThroughUi(page, username);
  await loginThroughUi(page, username);

  await page.goto('/setting/language');
  await screen(page, 'language');
  await chooseLanguage(page, 'en');
  await page.goto('/setting');
  await expect(page.getByTestId('page-header-title')).toHaveText('Settings');
  await page.reload();
  await expect(page.getByTestId('page-header-title')).toHaveText('Settings');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

  await chooseLanguage(page, 'zh_cn');
  await page.goto('/setting');
  await expect(page.getByTestId('page-header-title')).toHaveText('设置');
  await screen(page, 'setting-zh');

  await chooseLanguage(page, 'fr');
  await page.reload();
  await page.goto('/my');
  await expect(page.getByTestId('page-header-title')).not.toHaveText(/My|Mein|我的/);
});

test('a user sets a trading password, uploads an avatar, changes the password and logs out', async ({ page, context }) => {
  const username = uniqueName('carla');
  await registerThroughUi(page, username);
  await loginThroughUi(page, username);
  await chooseLanguage(page, 'en');

  await page.goto('/payPwd');
  await page.getByTestId('paypwd-new').click();
  await page.keyboard.type('246810');
  await page.getByTestId('paypwd-confirm').click();
  await page.keyboard.type('246810');
  await screen(page, 'pay-password');
  await page.getByTestId('paypwd-submit').click();
  await expectToast(page, 'Trading password set');

  await page.goto('/setting');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByTestId('setting-avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expectToast(page, 'Upload successful');
  await screen(page, 'setting');

  await page.goto('/change-pwt');
  await page.getByTestId('changepwd-old').fill(PASSWORD);
  await page.getByTestId('changepwd-new').fill('Another-pass-2027');
  await page.getByTestId('changepwd-confirm').fill('Another-pass-2027');
  await screen(page, 'change-password');
  await page.getByTestId('changepwd-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();

  await loginThroughUi(page, username, 'Another-pass-2027');
  await page.goto('/setting');
  await page.getByTestId('setting-logout').click();
  await page.locator('.adm-dialog-footer').getByText('Log out').click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
  await page.goto('/my');
  await expect(page).toHaveURL(/\/login$/);
});

test('a forged token ends on /login; the developer pages are not in the production build', async ({ page, context, baseURL }) => {
  const username = uniqueName('dora');
  await registerThroughUi(page, username);
  await loginThroughUi(page, username);

  for (const devPath of ['/test', '/demo']) {
    await page.goto(devPath);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('dev-duplicate')).toHaveCount(0);
  }

  await context.addCookies([{ name: 'Admin-Token', value: 'forged-token-value', url: baseURL! }]);
  await page.goto('/personCenter');
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
});

test('after a refused token, the next person to sign in on the phone sees none of the last one’s account', async ({ page, context, baseURL }) => {
  // The next person: a new user without money, registered in another tab (that signs no one in).
  const other = await context.newPage();
  const username = uniqueName('erik');
  await registerThroughUi(other, username);
  await other.close();

  // The demo user, with simulated starting cash, looks at the account's figures.
  await loginThroughUi(page, 'demo', 'Demo@1234');
  await chooseLanguage(page, 'en');
  await page.goto('/my');
  await page.getByTestId('my-menu-person-center').click();
  await expect(page.getByTestId('assets-total_assets')).not.toHaveText(/^(0\.00|–)$/);
  const theirTotal = await page.getByTestId('assets-total_assets').innerText();

  // The server refuses the token (expired or revoked) while the app runs: on the next screen's
  // reads, or on a read the open screen makes first (then the button is gone before the tap).
  await context.addCookies([{ name: 'Admin-Token', value: 'refused-token-value', url: baseURL! }]);
  await page.getByTestId('person-portfolio').click({ timeout: 5_000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/login$/);

  // Every total the account screen shows from here on, not only the last one.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenTotals: string[] }).seenTotals = seen;
    new MutationObserver(() => {
      const figure = document.querySelector('[data-testid="assets-total_assets"]');
      if (figure?.textContent) seen.push(figure.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  // The next person signs in in the same tab and goes back to the account's figures, without a
  // reload: from home through the tabs, or back from the portfolio if that is where the app went.
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/(home|portfolio|personCenter)$/);
  if (/\/portfolio$/.test(page.url())) await page.goBack();
  else if (/\/home$/.test(page.url())) {
    await page.getByTestId('tab-my').click();
    await page.getByTestId('my-menu-person-center').click();
  }
  await expect(page).toHaveURL(/\/personCenter$/);
  await expect(page.getByTestId('assets-total_assets')).toHaveText('0.00');
  const seen = await page.evaluate(() => (window as unknown as { seenTotals: string[] }).seenTotals);
  expect(seen).not.toContain(theirTotal);
});

const ROUTES = [
  '/home', '/homedetail', '/shares/new', '/shares/new-detail', '/ucenter/shengou', '/ucenter/transfer', '/ucenter/bank-list',
  '/ucenter/bank', '/ucenter/holding', '/ucenter/moneyLog', '/market', '/trade', '/trade/money', '/trade/history',
  '/shares/holdDetail', '/shares/creatOrder', '/shares/dzjy', '/shares/dzjy-record', '/search/search', '/personCenter',
  '/cms/web', '/customerService', '/fastpayment', '/payment', '/historyPosition', '/historyDetail', '/realNameAuthentication',
  '/bankRecord', '/bankIn', '/bankIn/fast', '/payPwd', '/stockInfo', '/setting', '/setting/language', '/messages', '/my',
  '/transaction', '/change-pwt', '/apply', '/apply-record', '/agreement',
];

test('every route of the table renders its translated title and no untranslated key', async ({ page }) => {
  // 41 full page loads, each with its screen's data.
  test.setTimeout(240_000);
  const username = uniqueName('erik');
  await registerThroughUi(page, username);
  await loginThroughUi(page, username);
  await chooseLanguage(page, 'en');
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  for (const route of ROUTES) {
    await page.goto(route);
    const title = page.getByTestId('page-header-title').first();
    if (route !== '/home' && route !== '/my' && route !== '/market') await expect(title, route).not.toBeEmpty();
    const text = await page.locator('body').innerText();
    expect(text, `${route} shows a raw translation key`).not.toMatch(/\b[a-z]+(\.[a-zA-Z_]+){1,}\b(?!\.)/);
    await screen(page, `route${route.replaceAll('/', '_')}`);
  }
  expect(errors).toEqual([]);
});

test("no text runs off a small phone's screen in a language of long words", async ({ page }) => {
  // The same walk in Russian on a 360-px screen: a label that widened its grid column ran off
  // the edge of /home, and the theme choices off /setting.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const username = uniqueName('olga');
  await registerThroughUi(page, username);
  await loginThroughUi(page, username);
  await chooseLanguage(page, 'ru');
  for (const route of ROUTES) {
    await page.goto(route);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    expect(await textOffScreen(page), route).toEqual([]);
  }
});
