// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changeTone, compact, compareDecimal, percent, price, signed, toneClass } from './format.ts';

describe('change colours (red-up by default in the stylesheet; lib/price-colours.ts swaps them)', () => {
  it('reads the direction from the decimal string', () => {
    expect(changeTone('1.25')).toBe('up');
    expect(changeTone('+0.01')).toBe('up');
    expect(changeTone('-3.25')).toBe('down');
    expect(changeTone('0.00')).toBe('flat');
    expect(changeTone('-0.00')).toBe('flat');
    expect(changeTone(undefined)).toBe('flat');
    expect(changeTone(null)).toBe('flat');
  });

  it('names the CSS classes that app.css paints red for up and green for down', async () => {
    expect(toneClass('2.00')).toBe('tone-up');
    expect(toneClass('-2.00')).toBe('tone-down');
    expect(toneClass('0.00')).toBe('tone-flat');
    const { readFileSync } = await import('node:fs');
    const css = readFileSync(new URL('../../app/app.css', import.meta.url), 'utf8');
    const colourOf = (cls: string) => new RegExp(`\\.${cls}\\s*{\\s*color:\\s*var\\((--[\\w-]+)\\)`).exec(css)?.[1];
    expect(colourOf('tone-up')).toBe('--price-up');
    expect(colourOf('tone-down')).toBe('--price-down');
    // Up and down point at the theme's red and green by default (red-up)…
    expect(/--price-up:\s*var\(--red\)/.test(css)).toBe(true);
    expect(/--price-down:\s*var\(--green\)/.test(css)).toBe(true);
    // …and in every theme the red is red and the green is green.
    const themes = [...css.matchAll(/--red:\s*(#[0-9a-f]{6});\s*--green:\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]);
    expect(themes).toHaveLength(2); // light and dark
    for (const [red, green] of themes) {
      const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const [r, g] = rgb(red!);
      expect(r).toBeGreaterThan(g!);
      const [r2, g2] = rgb(green!);
      expect(g2).toBeGreaterThan(r2!);
    }
  });
});

describe('signs and percentages', () => {
  it('puts a plus on rises and never a sign on zero', () => {
    expect(signed('0.54', 'en')).toBe('+0.54');
    expect(signed('+0.54', 'en')).toBe('+0.54');
    expect(signed('-0.54', 'en')).toBe('-0.54');
    expect(signed('-0.00', 'en')).toBe('0.00');
    expect(signed(undefined)).toBe('–');
    expect(percent('3.25', 'en')).toBe('+3.25%');
    expect(percent('-10.00', 'en')).toBe('-10.00%');
    expect(percent('0.00', 'en')).toBe('0.00%');
    expect(percent(null)).toBe('–');
  });

  it('writes prices, changes and percentages the way each language does', () => {
    expect(price('1524.54', 'de')).toBe('1.524,54');
    expect(price('1524.54', 'en')).toBe('1,524.54');
    expect(signed('-12.5', 'de')).toBe('-12,5');
    expect(percent('3.25', 'de')).toBe('+3,25\u00a0%');
    expect(percent('-3.25', 'fr')).toBe('-3,25\u00a0%');
    expect(percent('3.25', 'zh_cn')).toBe('+3.25%');
  });
});

describe('compact amounts', () => {
  it('shortens in the language of the screen, from exact decimal strings', () => {
    expect(compact('1915123794012.00', 'zh_cn')).toBe('1.92万亿');
    expect(compact(12_345_678, 'en')).toBe('12.35M');
    expect(compact('0.00', 'en')).toBe('0');
    expect(compact('not a number', 'en')).toBe('–');
    expect(compact(undefined, 'en')).toBe('–');
  });
});

describe('exact comparison of prices', () => {
  it('compares decimal strings without floats', () => {
    expect(compareDecimal('1524.54', '1524.53')).toBe(1);
    expect(compareDecimal('9.9', '10.00')).toBe(-1);
    expect(compareDecimal('10.10', '10.1')).toBe(0);
    expect(compareDecimal('-0.01', '0.00')).toBe(-1);
    expect(compareDecimal('12345678901234567.01', '12345678901234567.02')).toBe(-1);
    expect(compareDecimal('abc', '1.00')).toBe(0);
  });
});
