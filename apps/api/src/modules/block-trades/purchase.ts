import { count, eq, sql } from 'drizzle-orm';
import type { PurchasePreview } from '@meridian/contract/block-trades';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, money } from '../../platform/money.ts';
import { memo } from '../ledger/memo.ts';
import type { Line } from '../ledger/service.ts';
import { localDay } from '../market/calendar.ts';
import type { QuoteView } from '../market/quote-view.ts';
import type { BlockTradeDeps, FeeCents } from './deps.ts';
import { toOffer, toPurchase, type OfferRow } from './dto.ts';
import { checkBuyable, checkInBand, checkPurchaseQuantity, sellableFrom } from './rules.ts';
import { blockTradeOffers, blockTradePurchases } from './tables.ts';

const feeDto = (f: FeeCents) => ({
  commission: formatMoney(f.commission),
  transfer_fee: formatMoney(f.transferFee),
  stamp_duty: formatMoney(f.stampDuty),
  total: formatMoney(f.total),
});

/**
 * Buying part of an offer. Everything a purchase changes happens in ONE transaction that holds
 * the offer's row lock: the checks against the locked row (window, remaining, minimum, today's
 * band), the decrement, the ledger entry, the position and the purchase record. Parallel buyers
 * of one offer queue on that lock, so `remaining_quantity` can never be sold twice.
 *
 * Ledger entry `block_trade:<offer>:purchase:<n>` (n counted under the lock): user
 * cash_available −(value + fees), house trade_settlement +value, house fee_revenue +fees.
 */
export function createPurchases(ctx: Ctx, deps: BlockTradeDeps) {
  const { db, clock } = ctx;

  async function offerById(offerId: number): Promise<OfferRow> {
    const [row] = await db.select().from(blockTradeOffers).where(eq(blockTradeOffers.id, offerId));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Today's book of a tradable instrument: halted instruments and prices outside today's band are refused. */
  function tradableBook(row: OfferRow): QuoteView {
    const book = deps.market.book(row.code);
    if (!book) throw new AppError('UNKNOWN_CODE');
    if (book.inst.halted) throw new AppError('INSTRUMENT_HALTED');
    checkInBand(row.price, book.band);
    return book;
  }

  /** Every check a purchase makes before the trading password, so a preview answers the same refusals. */
  function checkOffer(row: OfferRow, quantity: number, now: Date): QuoteView {
    checkBuyable(row, now);
    checkPurchaseQuantity(row, quantity);
    return tradableBook(row);
  }

  async function preview(userId: number, offerId: number, quantity: number): Promise<PurchasePreview> {
    const row = await offerById(offerId);
    const now = clock.now();
    const book = checkOffer(row, quantity, now);
    const value = row.price * BigInt(quantity);
    const fees = await deps.trading.fees.compute('buy', value);
    const total = value + fees.total;
    const cash = (await deps.ledger.balances(db, userId)).cash_available;
    return {
      offer: toOffer(row, book, now, deps.simulated),
      quantity,
      price: formatMoney(row.price),
      value: formatMoney(value),
      fees: feeDto(fees),
      total: formatMoney(total),
      available_cash: formatMoney(cash),
      enough_cash: cash >= total,
      sellable_from: sellableFrom(now, row.holdingDays, deps.market.sessions.tradingDayOnOrAfter),
    };
  }

  async function purchase(userId: number, offerId: number, body: { quantity: number; pay_password: string }) {
    await deps.identity.requireVerified(userId);
    const before = await offerById(offerId);
    checkOffer(before, body.quantity, clock.now());
    await deps.account.verifyPayPassword(userId, body.pay_password);
    // The price never changes, so the fees can be computed before the transaction (outside it,
    // the fee schedule's own reads cannot wait on our locks).
    const value = before.price * BigInt(body.quantity);
    const fees = await deps.trading.fees.compute('buy', value);
    const now = clock.now();
    const { row, staged, names } = await db.transaction(async (tx) => {
      const [offer] = await tx.select().from(blockTradeOffers).where(eq(blockTradeOffers.id, offerId)).for('update');
      if (!offer) throw new AppError('NOT_FOUND');
      const book = checkOffer(offer, body.quantity, now);
      return buyLocked(tx, offer, book, { userId, quantity: body.quantity, value, fees, now });
    });
    await staged.push();
    return toPurchase(row, names, localDay(now));
  }

  async function buyLocked(tx: Tx, offer: OfferRow, book: QuoteView, p: { userId: number; quantity: number; value: bigint; fees: FeeCents; now: Date }) {
    const [done] = await tx.select({ n: count() }).from(blockTradePurchases).where(eq(blockTradePurchases.offerId, offer.id));
    const key = `block_trade:${offer.id}:purchase:${(done?.n ?? 0) + 1}`;
    const total = p.value + p.fees.total;
    const lines: Line[] = [
      { account: { user: p.userId, kind: 'cash_available' }, amount: money(-total) },
      { account: { house: 'trade_settlement' }, amount: money(p.value) },
    ];
    if (p.fees.total > 0n) lines.push({ account: { house: 'fee_revenue' }, amount: money(p.fees.total) });
    const entry = await deps.ledger.post(tx, {
      key,
      kind: 'block_trade_purchase',
      userId: p.userId,
      memo: memo('block_trade', { id: offer.id, quantity: p.quantity, code: offer.code, price: formatMoney(offer.price) }),
      ref: { type: 'block_trade_offer', id: offer.id },
      detail: { code: offer.code, quantity: p.quantity, price: formatMoney(offer.price), value: formatMoney(p.value), fees: feeDto(p.fees) },
      lines,
    });
    if (entry.replayed) throw new AppError('CONFLICT');
    await tx
      .update(blockTradeOffers)
      .set({ remainingQuantity: sql`${blockTradeOffers.remainingQuantity} - ${p.quantity}` })
      .where(eq(blockTradeOffers.id, offer.id));
    const sellable = sellableFrom(p.now, offer.holdingDays, deps.market.sessions.tradingDayOnOrAfter);
    const { positionId } = await deps.trading.grantPosition(tx, {
      userId: p.userId,
      code: offer.code,
      quantity: p.quantity,
      priceCents: offer.price,
      buyFeeCents: p.fees.total,
      source: 'block_trade',
      sellableFrom: sellable,
      key,
      fees: { commission: p.fees.commission, transferFee: p.fees.transferFee, stampDuty: p.fees.stampDuty },
      entryId: entry.entryId,
    });
    const [row] = await tx
      .insert(blockTradePurchases)
      .values({
        offerId: offer.id,
        userId: p.userId,
        code: offer.code,
        quantity: p.quantity,
        price: offer.price,
        value: p.value,
        commission: p.fees.commission,
        transferFee: p.fees.transferFee,
        stampDuty: p.fees.stampDuty,
        feeTotal: p.fees.total,
        total,
        holdingDays: offer.holdingDays,
        sellableFrom: sellable,
        positionId,
        entryId: entry.entryId,
        createdAt: p.now,
      })
      .returning();
    const name = book.inst.nameZh;
    const staged = await deps.messages.stage(tx, p.userId, 'block_trade_purchased', {
      name,
      code: offer.code,
      quantity: p.quantity,
      price: formatMoney(offer.price),
      total: formatMoney(total),
      sellable_from: sellable,
    });
    return { row: row!, staged, names: { name, name_en: book.inst.nameEn } };
  }

  return { offerById, preview, purchase };
}
