import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { THEME_SCRIPT } from '@meridian/contract/theme-script';

const THEME_PLACE = '<!-- theme script -->';
const LAUNCH_ICON = 'src="/favicon.svg" data-inline';

/**
 * What the page's first paint needs, put in the page itself, so that paint waits for no request
 * but the style sheets on a phone's network:
 * - the theme script (see @meridian/contract/theme-script) where index.html marks its place,
 *   byte for byte, so that the hash the server's CSP allows matches it. Its place is before the
 *   style sheets: an inline script after them would wait for them;
 * - the launch screen's icon, the favicon's file as a data URI (`data-inline` marks it).
 */
export function firstPaintPlugin(faviconFile: string): Plugin {
  return {
    name: 'meridian:first-paint',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(THEME_PLACE)) throw new Error(`index.html has no ${THEME_PLACE}`);
        if (!html.includes(LAUNCH_ICON)) throw new Error(`index.html has no launch icon marked ${LAUNCH_ICON}`);
        const icon = `data:image/svg+xml,${encodeURIComponent(readFileSync(faviconFile, 'utf8').trim())}`;
        return html.replace(THEME_PLACE, `<script>${THEME_SCRIPT}</script>`).replace(LAUNCH_ICON, `src="${icon}"`);
      },
    },
  };
}
