import path from 'node:path';
import type { Page } from '@playwright/test';

/** Full-page screenshots kept as test artifacts in e2e/test-results/screens/. */
export async function screen(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'test-results', 'screens', `${name}.png`), fullPage: true });
}
