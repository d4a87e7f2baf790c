// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changeTone, compact, compareDecimal, displayName, percent, signed, toneClass } from './format.ts';

describe('change colours (Chinese convention: up is red, down is green)', () => {
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
    const value = (name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1] ?? '';
    const [r, g] = [parseInt(value('--price-up').slice(1, 3), 16), parseInt(value('--price-up').slice(3, 5), 16)];
    expect(r).toBeGreaterThan(g); // up is red
    const [r2, g2] = [parseInt(value('--price-down').slice(1, 3), 16), parseInt(value('--price-down').slice(3, 5), 16)];
    expect(g2).toBeGreaterThan(r2); // down is green
  });
});

describe('signs and percentages', () => {
  it('puts a plus on rises and never a sign on zero', () => {
    expect(signed('0.54')).toBe('+0.54');
    expect(signed('+0.54')).toBe('+0.54');
    expect(signed('-0.54')).toBe('-0.54');
    expect(signed('-0.00')).toBe('0.00');
    expect(signed(undefined)).toBe('–');
    expect(percent('3.25')).toBe('+3.25%');
    expect(percent('-10.00')).toBe('-10.00%');
    expect(percent('0.00')).toBe('0.00%');
    expect(percent(null)).toBe('–');
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

describe('names', () => {
  const moutai = { name: '贵州茅台', name_en: 'Kweichow Moutai' };
  it('shows the Chinese name on Chinese screens and the English one elsewhere', () => {
    expect(displayName(moutai, 'zh_cn')).toBe('贵州茅台');
    expect(displayName(moutai, 'zh_tw')).toBe('贵州茅台');
    expect(displayName(moutai, 'de')).toBe('Kweichow Moutai');
    expect(displayName({ name: '万科A', name_en: '' }, 'en')).toBe('万科A');
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
