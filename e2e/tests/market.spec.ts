import type { Page } from '@playwright/test';
import { expect, test } from '../support/a11y.ts';
import { OPERATOR_PASSWORD } from '../playwright.config.ts';
import { screen } from '../support/screens.ts';
import { expectToast, loginThroughUi, registerThroughUi, uniqueName } from '../support/users.ts';
import { operatorApiToken, operatorPageAs } from '../support/operators.ts';

/** Every live price on /home (indices and the top gainers), as one string that changes when any tick lands. */
async function homePrices(page: Page): Promise<string> {
  const indices = await page.getByTestId('home-index-price').allTextContents();
  const stocks = await page.locator('[data-testid="home-stock-row"] [data-testid="quote-price"]').allTextContents();
  return [...indices, ...stocks].join('|');
}

/**
 * Counts the red and green pixels the chart painted (candles, line aside, and volume bars use the
 * Chinese colours: up red, down green), so "the chart drew" means coloured marks on its canvases.
 */
function colouredChartPixels(page: Page, period: string): Promise<number> {
  return page.evaluate((p) => {
    const box = document.querySelector(`[data-testid="stock-chart-canvas"][data-period="${p}"]`);
    let count = 0;
    for (const canvas of Array.from(box?.querySelectorAll('canvas') ?? [])) {
      const ctx = canvas.getContext('2d');
      if (!ctx || !canvas.width || !canvas.height) continue;
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < data.length; i += 4) {
        const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
        const red = r > 180 && g < 120 && b < 120;
        const green = g > 120 && r < 90 && b < 150;
        if (a > 0 && (red || green)) count += 1;
      }
    }
    return count;
  }, period);
}

/** Publishes an article through the operators' API, so the journey has one to read whatever the seed holds. */
async function publishArticle(page: Page, title: string): Promise<number> {
  const token = await operatorApiToken(page.request, 'admin', OPERATOR_PASSWORD);
  const created = await page.request.post('/admin/api/news', {
    headers: { 'x-admin-token': token },
    data: {
      category: 'market',
      title,
      summary: 'What a trading halt is and why exchanges use it.',
      body_html: '<p>A <strong>trading halt</strong> pauses trading in one stock while news is digested.</p><ul><li>Orders wait.</li><li>Prices resume afterwards.</li></ul>',
      source: 'E2E',
      publish: true,
    },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

test('market and information: live home, pinyin search, charts, favourites, news, and support answered from the back office', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const username = uniqueName('mia');
  await registerThroughUi(page, username);
  await loginThroughUi(page, username);

  // /home: the indices and the top gainers move with the ticks, and say they are simulated.
  await expect(page.getByTestId('home-index')).toHaveCount(4);
  await expect(page.getByTestId('home-stock-row')).toHaveCount(10);
  await expect(page.getByTestId('simulated-badge').first()).toBeVisible();
  const before = await homePrices(page);
  await expect.poll(() => homePrices(page), { timeout: 15_000 }).not.toBe(before);
  await screen(page, 'market-home');

  // Search by pinyin initials, then the detail of 600519.
  await page.getByTestId('home-search').click();
  await expect(page).toHaveURL(/\/search\/search$/);
  await page.getByTestId('search-input').fill('gzmt');
  const moutai = page.locator('[data-testid="search-result"][data-code="600519"]');
  await expect(moutai).toBeVisible();
  await screen(page, 'search-gzmt');
  await moutai.click();
  await expect(page).toHaveURL(/\/homedetail\?code=600519$/);
  // The journey runs in the default language, German: prices are grouped the German way ("1.524,67").
  await expect(page.getByTestId('detail-price')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}$/);
  await expect(page.getByTestId('detail-simulated')).toBeVisible();
  await expect(page.getByTestId('detail-session')).toBeVisible();

  // The chart draws for day, week and month.
  for (const period of ['day', 'week', 'month']) {
    await page.getByTestId(`chart-period-${period}`).click();
    const chart = page.locator(`[data-testid="stock-chart-canvas"][data-period="${period}"]`);
    await expect(chart).toHaveAttribute('data-bars', /^[1-9]\d*$/);
    await expect.poll(() => colouredChartPixels(page, period), { timeout: 10_000 }).toBeGreaterThan(200);
    await screen(page, `chart-${period}`);
  }

  // Spec §8: candles that cannot be had say "Error retrieving K-line data", in the user's language.
  const candles = '**/api/market/candles/**';
  await page.route(candles, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'Interner Fehler', data: null, error: 'INTERNAL' }) }),
  );
  await page.getByTestId('chart-period-intraday').click();
  await expectToast(page, 'Fehler beim Abrufen der K-Linien-Daten');
  await expect(page.getByTestId('chart-error')).toBeVisible();
  await page.unroute(candles);
  await page.getByTestId('chart-retry').click();
  await expect(page.locator('[data-testid="stock-chart-canvas"][data-period="intraday"]')).toHaveAttribute('data-bars', /^[1-9]\d*$/);

  // The star adds it to the favourites, which /market shows in its favourites tab.
  const star = page.getByTestId('detail-favourite');
  await expect(star).toHaveAttribute('data-active', 'false');
  await star.click();
  await expect(star).toHaveAttribute('data-active', 'true');
  // Spec §9: a ranking loads its next page as its end scrolls near the screen's bottom.
  await page.goto('/market');
  const rows = page.locator('[data-testid="ranking-gainers"] [data-testid="market-row"]');
  await expect(rows).toHaveCount(20);
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThan(30);
  // Pages read at different moments may both hold a stock that moved between them: it shows once.
  const codes = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-code')));
  expect(new Set(codes).size).toBe(codes.length);

  await page.goto('/market?tab=favourites');
  await expect(page.locator('[data-testid="favourite-item"][data-code="600519"] [data-testid="quote-price"]')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}$/);
  await screen(page, 'favourites');

  // A news article, with its disclaimer.
  const title = `Trading halts explained ${username}`;
  const id = await publishArticle(page, title);
  await page.goto('/stockInfo');
  await page.getByTestId('news-tab-market').click();
  await page.locator(`[data-testid="news-item"][data-id="${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/stockInfo/${id}$`));
  await expect(page.getByTestId('news-article-title')).toHaveText(title);
  await expect(page.getByTestId('news-body')).toContainText('trading halt');
  await expect(page.getByTestId('news-disclaimer')).toBeVisible();
  await expect(page.getByTestId('news-disclaimer')).not.toBeEmpty();
  await screen(page, 'news-article');

  // Support: the user writes, an operator answers in the back office, the answer arrives live.
  const question = `Where can I see my order history? (${username})`;
  await page.goto('/customerService');
  await page.getByTestId('support-input').fill(question);
  await page.getByTestId('support-send').click();
  await expect(page.locator('[data-testid="support-message"][data-from="user"]').last()).toContainText(question);

  const office = await operatorPageAs(browser, 'admin', OPERATOR_PASSWORD);
  await office.getByTestId('nav-support').click();
  const thread = office.locator(`[data-testid="support-thread-row"][data-username="${username}"]`);
  await thread.click();
  await expect(office.getByTestId('support-thread-messages')).toContainText(question);
  const answer = `Under My → Transactions. (${username})`;
  await office.getByTestId('support-reply-input').fill(answer);
  await office.getByTestId('support-reply-submit').click();
  await expect(office.getByTestId('support-thread-messages')).toContainText(answer);
  await screen(office, 'admin-support-reply');
  await office.close();

  await expect(page.locator('[data-testid="support-message"][data-from="operator"]').last()).toContainText(answer, { timeout: 10_000 });
  await screen(page, 'support-chat');
});
