import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { money } from '../../platform/money.ts';
import { computeFees, type FeeSchedule, type Fees } from './fees.ts';
import { newPosition, tradeRow } from './rows.ts';
import { positions } from './tables.ts';
import { nextTradeId, writeFills } from './writes.ts';

export type GrantPositionInput = {
  userId: number;
  code: string;
  quantity: number;
  priceCents: bigint;
  buyFeeCents: bigint;
  source: 'ipo' | 'block_trade';
  /** First trading day the shares may be sold, 'yyyy-mm-dd'. */
  sellableFrom: string;
  /** Unique per grant: a repeated call answers the first position and writes nothing. */
  key: string;
  /** Optional: the fee lines behind buyFeeCents; without them they are taken from the schedule when it gives the same total. */
  fees?: { commission: bigint; transferFee: bigint; stampDuty: bigint } | undefined;
  /** Optional: the caller's ledger entry that paid for the shares (shown with the trade). */
  entryId?: number | undefined;
};

/**
 * Shares acquired outside the order book — an IPO allocation or a block-trade purchase — become
 * a position here, inside the caller's transaction (the caller has already moved the money
 * through the ledger), with a trade row so the purchase shows among the user's trades.
 */
export function createGrants(deps: { clock: Clock; schedule(tx: Tx): Promise<FeeSchedule> }) {
  async function feeLines(tx: Tx, input: GrantPositionInput): Promise<Fees> {
    const given = input.fees;
    if (given) {
      const total = given.commission + given.transferFee + given.stampDuty;
      if (total !== input.buyFeeCents) throw new Error('grant fee lines do not add up to buyFeeCents');
      return { commission: money(given.commission), transferFee: money(given.transferFee), stampDuty: money(given.stampDuty), total: money(total) };
    }
    const computed = computeFees(await deps.schedule(tx), 'buy', input.priceCents * BigInt(input.quantity));
    if (computed.total === input.buyFeeCents) return computed;
    return { commission: money(input.buyFeeCents), transferFee: money(0), stampDuty: money(0), total: money(input.buyFeeCents) };
  }

  async function grantPosition(tx: Tx, input: GrantPositionInput): Promise<{ positionId: number }> {
    if (!Number.isSafeInteger(input.quantity) || input.quantity <= 0) throw new AppError('QUANTITY_ZERO');
    if (input.priceCents <= 0n || input.buyFeeCents < 0n) throw new Error('a grant needs a positive price and fees of zero or more');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(input.sellableFrom)) throw new Error('sellableFrom must be yyyy-mm-dd');
    const fees = await feeLines(tx, input);
    const now = deps.clock.now();
    const [made] = await tx
      .insert(positions)
      .values(
        newPosition(
          { userId: input.userId, code: input.code, quantity: input.quantity, leverage: 1, price: input.priceCents, fees },
          { orderId: null, source: input.source, borrowed: 0n, sellableFrom: input.sellableFrom, now, grantKey: input.key },
        ),
      )
      .onConflictDoNothing({ target: positions.grantKey })
      .returning({ id: positions.id });
    if (!made) {
      const [first] = await tx.select().from(positions).where(eq(positions.grantKey, input.key));
      if (!first || first.userId !== input.userId || first.code !== input.code) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return { positionId: first.id };
    }
    const value = input.priceCents * BigInt(input.quantity);
    const fill = { userId: input.userId, code: input.code, side: 'buy' as const, price: Number(input.priceCents), quantity: input.quantity, leverage: 1, fees };
    const tradeId = await nextTradeId(tx);
    await writeFills(tx, { trades: [tradeRow(tradeId, fill, { orderId: null, value, cashAmount: -(value + fees.total), entryId: input.entryId ?? null, now, source: input.source })] });
    return { positionId: made.id };
  }

  return { grantPosition };
}
