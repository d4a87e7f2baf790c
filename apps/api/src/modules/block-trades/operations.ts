import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminBlockTradeOffer, AdminBlockTradePurchase, AdminInstrumentQuote } from '@meridian/contract/block-trades';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { audit } from '../admin/audit.ts';
import { operators } from '../admin/tables.ts';
import { users } from '../auth/tables.ts';
import { localDay } from '../market/calendar.ts';
import { centsToString } from '../market/format.ts';
import type { QuoteView } from '../market/quote-view.ts';
import type { BlockTradeDeps } from './deps.ts';
import { toAdminOffer, toPurchase, type OfferRow } from './dto.ts';
import { checkInBand, checkShares, discountPct, quantityRule } from './rules.ts';
import { blockTradeOffers, blockTradePurchases } from './tables.ts';

import type { OperatorAct as OperatorRef } from '../admin/operator-act.ts';
export type { OperatorRef };

export type CreateOfferInput = {
  code: string;
  price: string;
  total_quantity: number;
  min_quantity: number;
  holding_days: number;
  starts_at?: string | undefined;
  ends_at: string;
  note: string;
};

const creator = alias(operators, 'creator');
const closer = alias(operators, 'closer');

/**
 * The operators' side. Listing checks the price against the live market (below the price, inside
 * today's band) and records what it was checked against; closing stops further purchases. Both
 * are audited in the same transaction. An operator never touches a purchase or its money.
 */
export function createOfferOperations(ctx: Ctx, deps: BlockTradeDeps) {
  const { db, clock } = ctx;

  function stockBook(code: string): QuoteView & { band: { up: number; down: number } } {
    const book = deps.market.book(code);
    if (!book) throw new AppError('UNKNOWN_CODE');
    if (book.inst.kind !== 'stock' || !book.band) throw new AppError('BLOCK_TRADE_NOT_A_STOCK');
    return book as QuoteView & { band: { up: number; down: number } };
  }

  function instrument(code: string): AdminInstrumentQuote {
    const book = deps.market.book(code);
    if (!book) throw new AppError('UNKNOWN_CODE');
    const rule = quantityRule(code);
    return {
      code,
      name: book.inst.nameZh,
      kind: book.inst.kind,
      price: centsToString(book.quote.price),
      prev_close: centsToString(book.quote.prevClose),
      band_up: book.band ? centsToString(book.band.up) : null,
      band_down: book.band ? centsToString(book.band.down) : null,
      halted: book.inst.halted,
      min_quantity: rule.min,
      step: rule.step,
    };
  }

  async function withExtras(rows: OfferRow[]): Promise<AdminBlockTradeOffer[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const names = await db
      .select({ id: blockTradeOffers.id, createdBy: creator.username, closedBy: closer.username })
      .from(blockTradeOffers)
      .leftJoin(creator, eq(creator.id, blockTradeOffers.createdBy))
      .leftJoin(closer, eq(closer.id, blockTradeOffers.closedBy))
      .where(inArray(blockTradeOffers.id, ids));
    const counts = await db
      .select({ offerId: blockTradePurchases.offerId, n: count() })
      .from(blockTradePurchases)
      .where(inArray(blockTradePurchases.offerId, ids))
      .groupBy(blockTradePurchases.offerId);
    const now = clock.now();
    return rows.map((r) => {
      const n = names.find((x) => x.id === r.id);
      const purchases = counts.find((c) => c.offerId === r.id)?.n ?? 0;
      return toAdminOffer(r, deps.market.book(r.code), now, deps.simulated, { purchases, createdBy: n?.createdBy ?? null, closedBy: n?.closedBy ?? null });
    });
  }

  async function one(offerId: number): Promise<AdminBlockTradeOffer> {
    const [row] = await db.select().from(blockTradeOffers).where(eq(blockTradeOffers.id, offerId));
    if (!row) throw new AppError('NOT_FOUND');
    return (await withExtras([row]))[0]!;
  }

  /** `active`: not closed and not ended. Newest first. */
  async function list(status: 'active' | 'all', page: number, size: number) {
    const where = status === 'active' ? and(eq(blockTradeOffers.state, 'open'), gt(blockTradeOffers.endsAt, clock.now())) : undefined;
    const rows = await db.select().from(blockTradeOffers).where(where).orderBy(desc(blockTradeOffers.id)).limit(size).offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(blockTradeOffers).where(where);
    return { list: await withExtras(rows), total: total?.n ?? 0, page, size };
  }

  async function create(input: CreateOfferInput, by: OperatorRef): Promise<AdminBlockTradeOffer> {
    const now = clock.now();
    const book = stockBook(input.code);
    if (book.inst.halted) throw new AppError('INSTRUMENT_HALTED');
    checkShares(input.code, input.total_quantity);
    checkShares(input.code, input.min_quantity);
    if (input.min_quantity > input.total_quantity) throw new AppError('BLOCK_TRADE_MIN_ABOVE_TOTAL');
    const startsAt = input.starts_at ? new Date(input.starts_at) : now;
    const endsAt = new Date(input.ends_at);
    if (endsAt <= startsAt || endsAt <= now) throw new AppError('BLOCK_TRADE_WINDOW_INVALID');
    const price = parseMoney(input.price);
    const band = checkInBand(price, book.band);
    const market = book.quote.price;
    if (price >= BigInt(market)) throw new AppError('BLOCK_TRADE_PRICE_NOT_DISCOUNTED', { price: centsToString(market) });

    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blockTradeOffers)
        .values({
          code: input.code,
          price,
          totalQuantity: input.total_quantity,
          remainingQuantity: input.total_quantity,
          minQuantity: input.min_quantity,
          holdingDays: input.holding_days,
          startsAt,
          endsAt,
          listedMarketPrice: BigInt(market),
          listedBandDown: BigInt(band.down),
          listedBandUp: BigInt(band.up),
          note: input.note,
          createdBy: by.operatorId,
          createdAt: now,
        })
        .returning({ id: blockTradeOffers.id });
      await audit(tx, {
        operatorId: by.operatorId,
        action: 'block_trade.offer.create',
        target: `block_trade_offer:${row!.id}`,
        detail: {
          code: input.code,
          price: formatMoney(price),
          market_price: centsToString(market),
          discount_pct: discountPct(price, market),
          band_down: centsToString(band.down),
          band_up: centsToString(band.up),
          total_quantity: input.total_quantity,
          min_quantity: input.min_quantity,
          holding_days: input.holding_days,
          starts_at: startsAt.toISOString(),
          ends_at: endsAt.toISOString(),
          note: input.note,
        },
        ip: by.ip,
        at: now,
      });
      return row!.id;
    });
    return one(id);
  }

  /** Stops further purchases now. Purchases already made stand; nothing else changes. */
  async function close(offerId: number, by: OperatorRef, reason: string): Promise<AdminBlockTradeOffer> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(blockTradeOffers).where(eq(blockTradeOffers.id, offerId)).for('update');
      if (!row) throw new AppError('NOT_FOUND');
      if (row.state !== 'open' || now >= row.endsAt) throw new AppError('BLOCK_TRADE_ALREADY_CLOSED');
      await tx.update(blockTradeOffers).set({ state: 'closed', closedBy: by.operatorId, closedAt: now, closeReason: reason }).where(eq(blockTradeOffers.id, row.id));
      await audit(tx, {
        operatorId: by.operatorId,
        action: 'block_trade.offer.close',
        target: `block_trade_offer:${row.id}`,
        detail: { code: row.code, remaining_quantity: row.remainingQuantity, sold_quantity: row.totalQuantity - row.remainingQuantity, reason },
        ip: by.ip,
        at: now,
      });
    });
    return one(offerId);
  }

  /** Every purchase (of one offer, or all), newest first, with the buyer's username. */
  async function purchases(offerId: number | undefined, page: number, size: number) {
    const where = offerId === undefined ? undefined : eq(blockTradePurchases.offerId, offerId);
    const rows = await db
      .select({ p: blockTradePurchases, username: users.username })
      .from(blockTradePurchases)
      .innerJoin(users, eq(users.id, blockTradePurchases.userId))
      .where(where)
      .orderBy(desc(blockTradePurchases.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(blockTradePurchases).where(where);
    const today = localDay(clock.now());
    const list: AdminBlockTradePurchase[] = rows.map(({ p, username }) => ({
      ...toPurchase(p, { name: deps.market.book(p.code)?.inst.nameZh ?? p.code, name_en: deps.market.book(p.code)?.inst.nameEn ?? p.code }, today),
      user_id: p.userId,
      username,
    }));
    return { list, total: total?.n ?? 0, page, size };
  }

  return { instrument, list, one, create, close, purchases };
}
export type OfferOperations = ReturnType<typeof createOfferOperations>;
