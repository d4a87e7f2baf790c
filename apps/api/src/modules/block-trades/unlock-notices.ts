import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { localDay } from '../market/calendar.ts';
import type { BlockTradeDeps } from './deps.ts';
import { blockTradePurchases } from './tables.ts';

const BATCH = 500;

/**
 * Tells each buyer once that a purchase's holding period has ended (on or after `sellable_from`).
 * The conditional update claims a purchase, so two processes running the job never send twice.
 */
export function createUnlockNotices(ctx: Ctx, deps: Pick<BlockTradeDeps, 'messages' | 'market'>) {
  const { db } = ctx;

  async function run(now: Date): Promise<number> {
    const today = localDay(now);
    const due = await db
      .select({ id: blockTradePurchases.id })
      .from(blockTradePurchases)
      .where(and(isNull(blockTradePurchases.unlockNotifiedAt), lte(blockTradePurchases.sellableFrom, today)))
      .orderBy(asc(blockTradePurchases.id))
      .limit(BATCH);
    let sent = 0;
    for (const { id } of due) {
      const staged = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(blockTradePurchases)
          .set({ unlockNotifiedAt: now })
          .where(and(eq(blockTradePurchases.id, id), isNull(blockTradePurchases.unlockNotifiedAt)))
          .returning();
        if (!row) return undefined;
        return deps.messages.stage(tx, row.userId, 'block_trade_unlocked', {
          name: deps.market.book(row.code)?.inst.nameZh ?? row.code,
          code: row.code,
          quantity: row.quantity,
          sellable_from: row.sellableFrom,
        });
      });
      if (staged) {
        sent += 1;
        await staged.push();
      }
    }
    return sent;
  }

  return { run };
}
