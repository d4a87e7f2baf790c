import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Journey-pass-2026';

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** Registers through the phone UI and ends on /login. */
export async function registerThroughUi(page: Page, username: string, password = PASSWORD, invite = 'WELCOME') {
  await page.goto('/register');
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-phone').fill('+49 151 2345 6789');
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-confirm-password').fill(password);
  await page.getByTestId('register-invite-code').fill(invite);
  await page.getByTestId('register-agree').click();
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function loginThroughUi(page: Page, username: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Picks a language on /setting/language and waits until the app has switched to it. */
export async function chooseLanguage(page: Page, lang: string) {
  await page.goto('/setting/language');
  const item = page.getByTestId(`language-item-${lang}`);
  await item.click();
  await expect(item).toHaveAttribute('data-active', 'true');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe(lang);
}

/** Waits for a toast whose text matches. */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator('.adm-toast-main').filter({ hasText: text }).first()).toBeVisible();
}
