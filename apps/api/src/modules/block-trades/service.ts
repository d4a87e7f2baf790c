import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { BlockTradeOffer } from '@meridian/contract/block-trades';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import { localDay } from '../market/calendar.ts';
import type { BlockTradeDeps } from './deps.ts';
import { toOffer, toPurchase, type PurchaseRow } from './dto.ts';
import { createOfferOperations } from './operations.ts';
import { createPurchases } from './purchase.ts';
import { blockTradeOffers, blockTradePurchases } from './tables.ts';
import { createUnlockNotices } from './unlock-notices.ts';

/**
 * Block trades: operators list discounted offers (operations.ts), users buy part of one with the
 * trading password (purchase.ts) and see their purchases. The rules are in the contract's header
 * (@meridian/contract/block-trades) and rules.ts.
 */
export function createBlockTradesService(ctx: Ctx, deps: BlockTradeDeps) {
  const { db, clock } = ctx;
  const purchases = createPurchases(ctx, deps);
  const unlock = createUnlockNotices(ctx, deps);
  const namesOf = (code: string) => ({ name: deps.market.book(code)?.inst.nameZh ?? code, name_en: deps.market.book(code)?.inst.nameEn ?? code });

  /** Offers whose window has not ended and that were not closed: upcoming, open and sold out, ending soonest first. */
  async function offers(): Promise<{ list: BlockTradeOffer[] }> {
    const now = clock.now();
    const rows = await db
      .select()
      .from(blockTradeOffers)
      .where(and(eq(blockTradeOffers.state, 'open'), gt(blockTradeOffers.endsAt, now)))
      .orderBy(asc(blockTradeOffers.endsAt), asc(blockTradeOffers.id))
      .limit(100);
    return { list: rows.map((r) => toOffer(r, deps.market.book(r.code), now, deps.simulated)) };
  }

  const viewPurchase = (row: PurchaseRow) => toPurchase(row, namesOf(row.code), localDay(clock.now()));

  /** The user's own purchases, newest first: the block trade records. */
  async function records(userId: number, page: number, size: number) {
    const mine = eq(blockTradePurchases.userId, userId);
    const rows = await db.select().from(blockTradePurchases).where(mine).orderBy(desc(blockTradePurchases.id)).limit(size).offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(blockTradePurchases).where(mine);
    return { list: rows.map(viewPurchase), total: total?.n ?? 0, page, size };
  }

  /** One of the user's purchases; anyone else's id is simply not found. */
  async function record(userId: number, purchaseId: number) {
    const [row] = await db.select().from(blockTradePurchases).where(and(eq(blockTradePurchases.id, purchaseId), eq(blockTradePurchases.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND');
    return viewPurchase(row);
  }

  function schedule(scheduler: Scheduler) {
    scheduler.add({ name: 'block-trades.unlock-notices', everyMs: 3600_000, run: async () => void (await unlock.run(clock.now())) });
  }

  return {
    offers,
    preview: purchases.preview,
    purchase: purchases.purchase,
    records,
    record,
    runUnlockNotices: unlock.run,
    schedule,
    /** The operators' side: listing, closing early, every purchase. */
    operations: createOfferOperations(ctx, deps),
  };
}
export type BlockTradesService = ReturnType<typeof createBlockTradesService>;
