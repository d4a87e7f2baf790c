// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEB_BOOT_SCRIPT } from '@meridian/contract/web-boot';
import { firstPaintPlugin } from '../../first-paint-plugin.ts';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

/** The value of `name` in the block that `selector` opens (the first such block). */
function variable(css: string, selector: string, name: string): string | undefined {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) return undefined;
  const block = css.slice(start, css.indexOf('}', start));
  return new RegExp(`${name}:\\s*(#[0-9a-f]{3,6})`, 'i').exec(block)?.[1];
}

describe('the launch screen (launch.css, inlined into index.html)', () => {
  // It paints before the app's style sheets arrive, so it cannot use their variables: its
  // colours must be the app's page background and text colour, or the screen changes colour
  // when the app's first frame replaces it.
  it("has the app's page background and text colour, in light and in dark", () => {
    const app = read('./app.css');
    const launch = read('./launch.css');
    const light = /#launch\s*{[^}]*background:\s*(#[0-9a-f]+);\s*color:\s*(#[0-9a-f]+)/i.exec(launch);
    const dark = /prefers-color-scheme:\s*dark\)\s*{\s*#launch\s*{\s*background:\s*(#[0-9a-f]+);\s*color:\s*(#[0-9a-f]+)/i.exec(launch);
    expect(light?.slice(1)).toEqual([variable(app, ':root', '--page-bg'), variable(app, ':root', '--text')]);
    expect(dark?.slice(1)).toEqual([variable(app, "html[data-prefers-color-scheme='dark']", '--page-bg'), variable(app, "html[data-prefers-color-scheme='dark']", '--text')]);
  });
});

describe('the page as the build writes it (first-paint-plugin.ts)', () => {
  const handlers = () => {
    const [pre, post] = firstPaintPlugin({ launchIcon: new URL('../../public/icons/launch-192.png', import.meta.url).pathname, launchCss: new URL('./launch.css', import.meta.url).pathname });
    const run = (plugin: typeof pre, html: string) => {
      const hook = plugin?.transformIndexHtml as { handler: (html: string) => string };
      return hook.handler(html);
    };
    return { pre: (html: string) => run(pre, html), post: (html: string) => run(post, html) };
  };
  const source = read('../../index.html');

  it('inlines the launch styles and the icon as a PNG data URI', () => {
    const html = handlers().pre(source);
    expect(html).toMatch(/<style>[^<]*#launch[^<]*<\/style>/);
    expect(html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+" width="96"/);
  });

  // The preload scanner fetched the entry and its preloads as soon as the page arrived, and on a
  // fast connection they had arrived before the launch screen's first frame: Lighthouse then
  // counted them into that paint. The boot script fetches them after it instead.
  it('puts the boot script, then the style sheets, after the launch screen, and fetches no script from the markup', () => {
    // As the build writes it: the source's entry gives way to the built one, in the head.
    const built = handlers()
      .pre(source)
      .replace(/<script type="module" src="\/src\/main.tsx"><\/script>/, '')
      .replace(
        '</head>',
        [
          '<script type="module" crossorigin src="/www/assets/index-1.js"></script>',
          '<link rel="modulepreload" crossorigin href="/www/assets/runtime-1.js">',
          '<link rel="modulepreload" crossorigin href="/www/assets/index-1.js">',
          '<link rel="modulepreload" crossorigin href="/www/assets/shell-1.js">',
          '<link rel="stylesheet" crossorigin href="/www/assets/shell-1.css">',
          '</head>',
        ].join('\n'),
      );
    const html = handlers().post(built);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload|stylesheet/);
    expect(html).not.toMatch(/<script[^>]*\ssrc=|<link rel="modulepreload"/);
    const at = (text: string) => html.indexOf(text);
    expect(at('id="launch"')).toBeGreaterThan(at('<body>'));
    const boot = `<script data-entry="/www/assets/index-1.js" data-files="/www/assets/runtime-1.js /www/assets/shell-1.js" data-route="">${WEB_BOOT_SCRIPT}</script>`;
    expect(at(boot)).toBeGreaterThan(at('id="launch"'));
    expect(at('shell-1.css')).toBeGreaterThan(at(boot));
    expect(at('shell-1.css')).toBeLessThan(at('</body>'));
  });
});
