import type { TestApp } from './helper.ts';
import { money } from '../platform/money.ts';

/** Puts money on a user's available cash from the bank, as a confirmed deposit would. */
export async function fund(t: TestApp, userId: number, cents: bigint | number, key = `test-fund-${userId}-${Math.random()}`) {
  await t.ctx.db.transaction((tx) =>
    t.services.ledger.post(tx, {
      key,
      kind: 'deposit',
      userId,
      lines: [
        { account: { house: 'bank_clearing' }, amount: money(-BigInt(cents)) },
        { account: { user: userId, kind: 'cash_available' }, amount: money(BigInt(cents)) },
      ],
    }),
  );
}
