import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const LAUNCH_STYLE = '<!-- launch style -->';
const LAUNCH_ICON = 'src="/favicon.svg" data-inline';
const LAUNCH_END = '<!-- end of launch screen -->';
const STYLE_SHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * The page paints its launch screen from its own bytes, before any request of its own has
 * answered and before the app's code runs:
 * - the launch screen's styles (`src/app/launch.css`) go inline where index.html marks their place
 *   (the build minifies them with the page's other CSS);
 * - its icon is the favicon's file as a data URI (`data-inline` marks the image);
 * - the build's style sheets move from the head to just after the launch screen. In the head they
 *   held every paint until they arrived; after it they hold only what follows them, and the
 *   app's module scripts still run only once they have loaded (a deferred script waits for the
 *   style sheets before it), so the app never draws unstyled.
 * The page holds no inline script: the launch screen follows the system's appearance by a media
 * query, and the app applies the user's own theme choice before its first frame.
 */
export function firstPaintPlugin(files: { favicon: string; launchCss: string }): Plugin[] {
  return [
    {
      name: 'meridian:first-paint',
      transformIndexHtml: {
        order: 'pre',
        handler(html) {
          for (const marker of [LAUNCH_STYLE, LAUNCH_ICON, LAUNCH_END]) if (!html.includes(marker)) throw new Error(`index.html has no ${marker}`);
          const icon = `data:image/svg+xml,${encodeURIComponent(readFileSync(files.favicon, 'utf8').trim())}`;
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
          return html.replace(STYLE_SHEET, '').replace(LAUNCH_END, sheets.map((s) => s.trim()).join('\n    '));
        },
      },
    },
  ];
}
