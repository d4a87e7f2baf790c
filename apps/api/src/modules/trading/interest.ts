import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { roundCents } from '../../platform/money.ts';
import { addDays, localDay } from '../market/calendar.ts';
import { interestAccruals, positions } from './tables.ts';

/**
 * Daily interest on the borrowed part of open leveraged positions (docs/design.md, Money rounding):
 * - one charge per Shanghai calendar day the position is held overnight: from its buy day up
 *   to yesterday (a day is charged once it has ended; the day of the close is not charged);
 * - each day = borrowed × annual_rate_bp / 10,000 / 365 (actual/365), rounded half-up to the
 *   cent on its own;
 * - keyed by (position, day) in trading_interest_accruals: running again charges nothing twice,
 *   and after downtime every missed day is charged, each at the borrowed amount and rate
 *   current when the catch-up runs;
 * - the sum is added to the position's `interest`, which the close charges from the proceeds
 *   to house interest_income (plan.ts sellPlan).
 */
export function dailyInterest(borrowed: bigint, annualRateBp: number): bigint {
  return roundCents(borrowed * BigInt(annualRateBp), 10_000n * 365n);
}

/** Every day from `from` to `to`, both included ("yyyy-mm-dd"). */
function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Accrues every due day of every open leveraged position; answers the cents added. One transaction per position. */
export async function accrueInterest(deps: { db: Db; clock: Clock; annualRateBp(): Promise<number> }): Promise<bigint> {
  const now = deps.clock.now();
  const yesterday = addDays(localDay(now), -1);
  const rate = await deps.annualRateBp();
  const open = await deps.db
    .select({ id: positions.id })
    .from(positions)
    .where(and(gt(positions.quantity, 0), gt(positions.borrowed, 0n)))
    .orderBy(positions.id);
  let total = 0n;
  for (const { id } of open) {
    total += await deps.db.transaction(async (tx) => {
      const [p] = await tx.select().from(positions).where(eq(positions.id, id)).for('update');
      if (!p || p.quantity <= 0 || p.borrowed <= 0n) return 0n;
      const days = daysBetween(localDay(p.buyTime), yesterday);
      if (!days.length) return 0n;
      const amount = dailyInterest(p.borrowed, rate);
      const added = await tx
        .insert(interestAccruals)
        .values(days.map((day) => ({ positionId: id, day, borrowed: p.borrowed, annualRateBp: rate, amount, createdAt: now })))
        .onConflictDoNothing()
        .returning({ amount: interestAccruals.amount });
      const sum = added.reduce((s, r) => s + r.amount, 0n);
      if (sum > 0n) await tx.update(positions).set({ interest: sql`${positions.interest} + ${sum.toString()}::bigint` }).where(eq(positions.id, id));
      return sum;
    });
  }
  return total;
}
