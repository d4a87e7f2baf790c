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
  if (invite === 'WELCOME') {
    // Demo mode names its open invitation code under the field, with a button that fills it in.
    await page.getByTestId('demo-access-open').click();
    await page.getByTestId('demo-access-fill').click();
    await expect(page.getByTestId('register-invite-code')).toHaveValue(invite);
  } else {
    await page.getByTestId('register-invite-code').fill(invite);
  }
  await page.getByTestId('register-agree').click();
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  // The login screen opens with the new username filled in.
  await expect(page.getByTestId('login-username')).toHaveValue(username);
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

/**
 * Waits for a toast whose text matches. A toast stays 1.2 s, so instead of polling for it the
 * page watches the document for toasts until one matches; a failure lists every toast the page
 * showed meanwhile (a refusal, a text in another language), which says what went wrong.
 */
export async function expectToast(page: Page, text: string | RegExp, timeout = 10_000) {
  const wanted = typeof text === 'string' ? { source: text, flags: null } : { source: text.source, flags: text.flags };
  const watched = await page
    .evaluate(
      ({ wanted, timeout }) =>
        new Promise<{ found: boolean; seen: string[] }>((resolve) => {
          const seen: string[] = [];
          // As Playwright's hasText: a string matches case-insensitively, whitespace collapsed.
          const plain = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();
          const matches = (shown: string) => (wanted.flags === null ? plain(shown).includes(plain(wanted.source)) : new RegExp(wanted.source, wanted.flags).test(shown));
          const look = () => {
            let found = false;
            for (const toast of Array.from(document.querySelectorAll('.adm-toast-main'))) {
              const shown = toast.textContent ?? '';
              if (!seen.includes(shown)) seen.push(shown);
              found ||= matches(shown);
            }
            return found;
          };
          if (look()) return resolve({ found: true, seen });
          const finish = (found: boolean) => {
            observer.disconnect();
            clearTimeout(timer);
            resolve({ found, seen });
          };
          const observer = new MutationObserver(() => look() && finish(true));
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          const timer = setTimeout(() => finish(false), timeout);
        }),
      { wanted, timeout },
    )
    // The page navigated away while watching (a full reload after the toast): look for it as it is now.
    .catch(() => undefined);
  if (watched === undefined) return expect(page.locator('.adm-toast-main').filter({ hasText: text }).first()).toBeVisible();
  expect(watched.found, `a toast reading ${String(text)}; the toasts shown: ${JSON.stringify(watched.seen)}`).toBe(true);
}
