import { describe, expect, it } from 'vitest';
import { render } from './templates.ts';

// A fill notice as trading stores it: raw decimal strings and the Chinese stock name.
const params = { order_id: 7, code: '600519', name: '贵州茅台', quantity: 1000, price: '1524.54', value: '1524540.00', fees: '381.14', cash: '-1524921.14' };
const english = (code: string) => (code === '600519' ? 'Kweichow Moutai' : undefined);

describe('messages are read in the reader’s language', () => {
  it('groups amounts and counts the way German writes numbers and names the stock in English', () => {
    const { title, body } = render('order_filled', params, 'de', english);
    expect(title).toBe('Order ausgeführt: Kweichow Moutai');
    expect(body).toContain('zu 1.524,54 ausgeführt');
    expect(body).toContain('Stückzahl: 1.000');
    expect(body).toContain('Kurswert: 1.524.540,00');
    expect(body).toContain('-1.524.921,14');
    expect(body).not.toContain('1524540.00');
  });

  it('keeps the Chinese name for Chinese readers', () => {
    const { title, body } = render('order_filled', params, 'zh_cn', english);
    expect(title).toBe('委托已成交：贵州茅台');
    expect(body).toContain('1,524,540.00');
  });

  it('English readers get commas and the English name', () => {
    expect(render('order_filled', params, 'en', english).body).toContain('(Kweichow Moutai, 600519) was filled at 1,524.54');
  });

  it('leaves a broadcast exactly as the operator wrote it', () => {
    expect(render('broadcast', { title: 'T', body: 'amount 1000.00' }, 'de', english)).toEqual({ title: 'T', body: 'amount 1000.00' });
  });
});
