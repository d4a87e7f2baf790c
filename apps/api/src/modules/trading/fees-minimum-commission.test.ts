import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFees, DEFAULT_FEES } from './fees.ts';
import { SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('minimum commission', () => {
  it('charges 5.00 when 0.025 % of the value is less, and the rate above 20,000.00', () => {
    // 10,000.00 × 0.025 % = 2.50 < 5.00 → 5.00; transfer 10,000.00 × 0.001 % = 0.10.
    expect(computeFees(DEFAULT_FEES, 'buy', 1_000_000n)).toEqual({ commission: 500n, transferFee: 10n, stampDuty: 0n, total: 510n });
    // 20,000.00 × 0.025 % = 5.00 exactly: the rate and the minimum agree.
    expect(computeFees(DEFAULT_FEES, 'buy', 2_000_000n).commission).toBe(500n);
    // 40,000.00 × 0.025 % = 10.00.
    expect(computeFees(DEFAULT_FEES, 'buy', 4_000_000n).commission).toBe(1000n);
    // 20,002.00 × 0.025 % = 5.0005 → 5.00; 20,020.00 × 0.025 % = 5.005 → 5.01 (half-up at the cent).
    expect(computeFees(DEFAULT_FEES, 'buy', 2_000_200n).commission).toBe(500n);
    expect(computeFees(DEFAULT_FEES, 'buy', 2_002_000n).commission).toBe(501n);
    // The minimum applies on sells too.
    expect(computeFees(DEFAULT_FEES, 'sell', 1_000_000n).commission).toBe(500n);
  });

  it('a small market buy pays the minimum: 100 × 10.18 = 1,018.00, fees 5.00 + 0.01', async () => {
    const u = await k.trader(1_000_000n);
    const o = await k.placed(u.token, { code: SH_STOCK, side: 'buy', quantity: 100 });
    // The ask is the last price 10.17 plus one tick.
    expect(o).toMatchObject({ state: 'filled', fill_price: '10.18', value: '1018.00', total: '1023.01' });
    // Commission: 1,018.00 × 0.025 % = 0.2545 → below the minimum → 5.00. Transfer: 1,018.00 × 0.001 % = 0.01018 → 0.01.
    expect(o.fees).toEqual({ commission: '5.00', transfer_fee: '0.01', stamp_duty: '0.00', total: '5.01' });
    expect((await k.balances(u.id)).cash_available).toBe(1_000_000n - 102_301n);
    await k.expectReconciled();
  });

  it('a large buy pays the rate: 3,000 × 10.18 = 30,540.00, commission 7.64', async () => {
    const u = await k.trader(5_000_000n);
    const o = await k.placed(u.token, { code: SH_STOCK, side: 'buy', quantity: 3000 });
    // 30,540.00 × 0.025 % = 7.635 → 7.64 (half-up); transfer 30,540.00 × 0.001 % = 0.3054 → 0.31.
    expect(o.fees).toEqual({ commission: '7.64', transfer_fee: '0.31', stamp_duty: '0.00', total: '7.95' });
    expect(o.total).toBe('30547.95');
    expect((await k.balances(u.id)).cash_available).toBe(5_000_000n - 3_054_795n);
    await k.expectReconciled();
  });
});
