// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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
