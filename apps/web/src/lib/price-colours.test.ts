import { LANGS } from '@meridian/contract/languages';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultPriceColours, markPriceColours, resolvePriceColours, usePriceColoursChoice } from './price-colours.ts';

beforeEach(() => {
  localStorage.clear();
  usePriceColoursChoice.setState({ choice: 'auto' });
});

describe('up/down colour convention', () => {
  it('defaults to red-up for both Chinese languages and green-up for every other', () => {
    const defaults = Object.fromEntries(LANGS.map((lang) => [lang, defaultPriceColours(lang)]));
    expect(defaults).toEqual({
      zh_cn: 'red-up', zh_tw: 'red-up',
      de: 'green-up', en: 'green-up', fr: 'green-up', it: 'green-up', pt: 'green-up', nl: 'green-up',
      el: 'green-up', es: 'green-up', ru: 'green-up', sv: 'green-up',
    });
  });

  it('lets the user override the default either way, kept on this device', () => {
    usePriceColoursChoice.getState().choose('red-up');
    expect(localStorage.getItem('priceColours')).toBe('red-up');
    expect(resolvePriceColours(usePriceColoursChoice.getState().choice, 'de')).toBe('red-up');
    usePriceColoursChoice.getState().choose('green-up');
    expect(resolvePriceColours(usePriceColoursChoice.getState().choice, 'zh_cn')).toBe('green-up');
    usePriceColoursChoice.getState().choose('auto');
    expect(localStorage.getItem('priceColours')).toBeNull();
    expect(resolvePriceColours(usePriceColoursChoice.getState().choice, 'zh_cn')).toBe('red-up');
  });

  it('swaps the stylesheet’s up and down colours for green-up (money in follows "up")', async () => {
    const { readFileSync } = await import('node:fs');
    // happy-dom gives import.meta.url an http: address; tests run from the workspace folder.
    const css = readFileSync(`${process.cwd()}/src/app/app.css`, 'utf8');
    const block = /:root\[data-price-colours='green-up'\]\s*{([^}]*)}/.exec(css)?.[1] ?? '';
    expect(block).toMatch(/--price-up:\s*var\(--green\)/);
    expect(block).toMatch(/--price-down:\s*var\(--red\)/);
    markPriceColours('green-up');
    expect(document.documentElement.dataset['priceColours']).toBe('green-up');
  });
});
