import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount, useScreenTests } from '../../../test/screen.tsx';
import { QuoteRow, type RowQuote } from './quote-row.tsx';

// Counts how often each price is formatted, i.e. how often a row's price is rendered.
const formatted = vi.hoisted(() => new Map<string, number>());
vi.mock('../format.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../format.ts')>();
  return {
    ...actual,
    price: (value: string, lang?: Parameters<typeof actual.price>[1]) => {
      formatted.set(value, (formatted.get(value) ?? 0) + 1);
      return actual.price(value, lang);
    },
  };
});

useScreenTests();

const open = () => undefined;
let setRows: (rows: RowQuote[]) => void = () => undefined;

function List({ initial }: { initial: RowQuote[] }) {
  const [rows, set] = useState(initial);
  setRows = set;
  return (
    <>
      {rows.map((quote, place) => (
        // A fresh object per render, as the live lists pass it.
        <QuoteRow key={place} quote={{ ...quote }} onOpen={open} testId="row" />
      ))}
    </>
  );
}

const priceOf = (code: string) => document.querySelector<HTMLElement>(`[data-code="${code}"] [data-testid="quote-price"]`)!;
const tick = (rows: RowQuote[]) => act(() => setRows(rows));

describe('a live quote row', () => {
  it('flashes up or down on each change of price, not on the first value nor on a repeat', async () => {
    const a = { code: '600519', name: 'A', price: '10.00', change_pct: '0.00' };
    await mount(<List initial={[a]} />);
    expect(priceOf('600519').dataset['flash']).toBeUndefined();

    tick([{ ...a, price: '10.50', change_pct: '5.00' }]);
    const span = priceOf('600519');
    expect(span.dataset['flash']).toBe('up1');
    expect(span.textContent).toContain('10.50');

    // The same direction again takes the other animation name, so the animation starts over.
    tick([{ ...a, price: '10.60', change_pct: '6.00' }]);
    expect(priceOf('600519').dataset['flash']).toBe('up0');
    // The span is kept (no remount per flash).
    expect(priceOf('600519')).toBe(span);

    tick([{ ...a, price: '10.10', change_pct: '1.00' }]);
    expect(priceOf('600519').dataset['flash']).toBe('down1');

    // A tick that leaves the price alone does not flash again.
    tick([{ ...a, price: '10.10', change_pct: '1.00', name: 'A2' }]);
    expect(priceOf('600519').dataset['flash']).toBe('down1');
  });

  it('renders again only the rows whose stock moved', async () => {
    formatted.clear();
    const a = { code: '600519', name: 'A', price: '11.00', change_pct: '0.00' };
    const b = { code: '000001', name: 'B', price: '22.00', change_pct: '0.00' };
    await mount(<List initial={[a, b]} />);
    expect(formatted.get('22.00')).toBe(1);

    tick([{ ...a, price: '11.10', change_pct: '0.91' }, { ...b }]);
    expect(formatted.get('11.10')).toBe(1);
    // b's row got an equal copy of its quote: not rendered again.
    expect(formatted.get('22.00')).toBe(1);

    expect(priceOf('600519').dataset['flash']).toBe('up1');
    const first = priceOf('600519');

    // A place that now shows another stock is rendered, and does not flash as a move of price (nor
    // keep the flash of the stock it showed before).
    tick([{ ...b }, { ...a, price: '11.10', change_pct: '0.91' }]);
    expect(priceOf('000001').dataset['flash']).toBeUndefined();
    expect(priceOf('600519').dataset['flash']).toBeUndefined();
    // The place keeps its price element: a re-ranking replaces no element.
    expect(priceOf('000001')).toBe(first);

    // The next move of the stock it now shows flashes as usual.
    tick([{ ...b, price: '21.00', change_pct: '-4.55' }, { ...a, price: '11.10', change_pct: '0.91' }]);
    expect(priceOf('000001').dataset['flash']).toMatch(/^down/);
  });
});
