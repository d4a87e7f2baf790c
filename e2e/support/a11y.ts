import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * Accessibility in every journey: each screen the page lands on (a load or a client-side route
 * change) is checked once with axe-core against WCAG 2.1 A/AA, once the screen has settled; a
 * serious or critical violation fails the test at its end, listed by route. Specs get this by
 * importing `test` and `expect` from here instead of @playwright/test.
 */
const BLOCKING = new Set(['serious', 'critical']);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type A11yFinding = { route: string; rule: string; impact: string; help: string; targets: string[] };

/** The open modal's panels (a dialog, a sheet), when one is open over the screen. */
const MODAL_PANELS = ['.adm-center-popup-wrap', '.adm-popup-body'];

/** Runs axe on the page as it is now; answers the serious and critical findings. */
export async function axeFindings(page: Page, route = new URL(page.url()).pathname): Promise<A11yFinding[]> {
  // A button that is disabled or busy is in a passing state that axe would skip if the library set
  // the native attribute at the same moment as its faded look; its settled look is checked anyway.
  let builder = new AxeBuilder({ page }).withTags(TAGS).exclude('.adm-button-disabled').exclude('.adm-button-loading');
  // While a dialog or sheet is open, the screen behind its dimming mask is neither readable nor
  // reachable, and axe would measure its text against the mask: only the open panel is checked
  // (the screen itself is checked when it is shown without one).
  const open: string[] = [];
  for (const panel of MODAL_PANELS) if (await page.locator(panel).first().isVisible().catch(() => false)) open.push(panel);
  for (const panel of open) builder = builder.include(panel);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({ route, rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/**
 * Waits for the screen to settle: no loading ring, no button busy with a submission, no part
 * marked busy (dimmed while it refreshes), no toast passing over it.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  for (const busy of ['[data-testid="page-loading"]', '.adm-button-loading', '[aria-busy="true"]', '.adm-toast-mask']) {
    await page
      .locator(busy)
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
  }
  await page.waitForTimeout(300);
}

function describe(findings: A11yFinding[]): string {
  return findings.map((f) => `${f.route}: [${f.impact}] ${f.rule} — ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');
}

type Fixtures = { a11y: { checked: string[] } };

export const test = base.extend<Fixtures>({
  a11y: [
    async ({ page }, use, testInfo) => {
      // Without motion, a toast or a fade is checked at its final colours, not half-way in.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const checked: string[] = [];
      const findings: A11yFinding[] = [];
      let chain = Promise.resolve();
      // The main frame's navigations (loads and client-side route changes): a scan one interrupts
      // is not a finding.
      let navigations = 0;
      const check = (route: string) => {
        chain = chain.then(async () => {
          if (page.isClosed() || new URL(page.url()).pathname !== route) return;
          const navigationsBefore = navigations;
          try {
            await settled(page);
            if (new URL(page.url()).pathname !== route) return;
            let found = await axeFindings(page, route);
            // The journey keeps acting while axe runs (a sheet opening, a button enabled by the data
            // it waited for): a finding counts only if it is still there each time the screen has
            // settled again, twice, half a second apart. A lasting defect is in every scan.
            for (let rescan = 0; rescan < 2 && found.length > 0 && new URL(page.url()).pathname === route; rescan++) {
              await settled(page);
              await page.waitForTimeout(500);
              const again = new Set((await axeFindings(page, route)).flatMap((f) => f.targets.map((t) => `${f.rule} ${t}`)));
              found = found
                .map((f) => ({ ...f, targets: f.targets.filter((t) => again.has(`${f.rule} ${t}`)) }))
                .filter((f) => f.targets.length > 0);
            }
            // A screen left while axe ran was caught half-way out: the next screen is checked instead.
            if (new URL(page.url()).pathname !== route) return;
            // What the screen looked like when the finding was confirmed, for whoever reads the failure.
            if (found.length > 0) await testInfo.attach(`a11y ${route}`, { body: await page.screenshot(), contentType: 'image/png' });
            findings.push(...found);
            checked.push(route);
          } catch (error) {
            // The journey moved on while axe ran (the page navigated): the next screen is checked.
            // The error then depends on the moment: a destroyed context, or axe's script missing
            // from the new document ("reading 'utils'" of undefined).
            if (navigations !== navigationsBefore) return;
            if (!/context was destroyed|navigation|Target .* closed|has been closed/i.test(String(error))) throw error;
          }
        });
      };
      const seen = new Set<string>();
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        navigations += 1;
        const url = new URL(frame.url());
        // The back office is a desktop app of its own; this checks the phone app's screens.
        if (url.protocol === 'about:' || url.pathname.startsWith('/admin') || seen.has(url.pathname)) return;
        seen.add(url.pathname);
        check(url.pathname);
      });
      await use({ checked });
      await chain;
      expect(findings, `accessibility violations (serious/critical):\n${describe(findings)}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
