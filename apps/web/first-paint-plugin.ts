import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { WEB_BOOT_ROUTE_ATTRIBUTE, WEB_BOOT_SCRIPT } from '@meridian/contract/web-boot';

const LAUNCH_STYLE = '<!-- launch style -->';
const LAUNCH_ICON = 'src="/icons/launch-192.png" data-inline';
const LAUNCH_END = '<!-- end of launch screen -->';
const STYLE_SHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const ENTRY_SCRIPT = /[ \t]*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\n?/g;

/**
 * The page paints its launch screen from its own bytes, before any request of its own has
 * answered and before the app's code runs:
 * - the launch screen's styles (`src/app/launch.css`) go inline where index.html marks their place
 *   (the build minifies them with the page's other CSS);
 * - its icon is a small PNG as a data URI (`data-inline` marks the image). Not the favicon's SVG:
 *   Chromium builds a whole document for an SVG image, 10 ms of the main thread in a trace on a
 *   fast machine, and the first frame waited for it;
 * - the build's style sheets move from the head to just after the launch screen. In the head they
 *   held every paint until they arrived; after it they hold only what follows them;
 * - the entry script and its `modulepreload` links give way to one inline script, just after the
 *   launch screen (`WEB_BOOT_SCRIPT`, whose header says why and what it does): it fetches them
 *   after the first frame, and runs the entry once the style sheets have loaded, so the app never
 *   draws unstyled. A preload of the entry itself (the build writes one) is left out: the boot
 *   script announces the entry first anyway.
 * That script is the page's only inline script; the API allows it by its hash. The launch screen
 * follows the system's appearance by a media query, and the app applies the user's own theme
 * choice before its first frame.
 */
export function firstPaintPlugin(files: { launchIcon: string; launchCss: string }): Plugin[] {
  return [
    {
      name: 'meridian:first-paint',
      transformIndexHtml: {
        order: 'pre',
        handler(html) {
          for (const marker of [LAUNCH_STYLE, LAUNCH_ICON, LAUNCH_END]) if (!html.includes(marker)) throw new Error(`index.html has no ${marker}`);
          const icon = `data:image/png;base64,${readFileSync(files.launchIcon).toString('base64')}`;
          return html.replace(LAUNCH_STYLE, `<style>${readFileSync(files.launchCss, 'utf8').trim()}</style>`).replace(LAUNCH_ICON, `src="${icon}"`);
        },
      },
    },
    {
      name: 'meridian:first-paint-style-sheets',
      // After the build has written its links into the head (the dev server writes none).
      transformIndexHtml: {
        order: 'post',
        handler(html) {
          const sheets = html.match(STYLE_SHEET) ?? [];
          if (!sheets.length) return html;
          if (!html.includes(LAUNCH_END)) throw new Error(`index.html has no ${LAUNCH_END} for its style sheets`);
          const entries = [...html.matchAll(ENTRY_SCRIPT)].map((m) => m[1]);
          if (entries.length !== 1) throw new Error(`the build wrote ${entries.length} entry scripts; the boot script starts one`);
          const [entry] = entries;
          const files = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]).filter((href) => href !== entry);
          const boot = `<script data-entry="${entry}" data-files="${files.join(' ')}" ${WEB_BOOT_ROUTE_ATTRIBUTE}>${WEB_BOOT_SCRIPT}</script>`;
          return html
            .replace(STYLE_SHEET, '')
            .replace(ENTRY_SCRIPT, '')
            .replace(MODULE_PRELOAD, '')
            .replace(LAUNCH_END, [boot, ...sheets.map((s) => s.trim())].join('\n    '));
        },
      },
    },
  ];
}
