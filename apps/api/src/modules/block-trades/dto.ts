import type { AdminBlockTradeOffer, BlockTradeOffer, BlockTradePurchase } from '@meridian/contract/block-trades';
import { formatMoney } from '../../platform/money.ts';
import { centsToString } from '../market/format.ts';
import type { QuoteView } from '../market/quote-view.ts';
import { discountPct, inBand, offerStatus, quantityRule } from './rules.ts';
import type { blockTradeOffers, blockTradePurchases } from './tables.ts';

export type OfferRow = typeof blockTradeOffers.$inferSelect;
export type PurchaseRow = typeof blockTradePurchases.$inferSelect;

/** An offer with the live market figures (the book may be missing only if the instrument vanished). */
export function toOffer(row: OfferRow, book: QuoteView | undefined, now: Date, simulated: boolean): BlockTradeOffer {
  const market = book?.quote.price ?? Number(row.listedMarketPrice);
  const band = book?.band ?? null;
  return {
    id: row.id,
    code: row.code,
    name: book?.inst.nameZh ?? row.code,
    name_en: book?.inst.nameEn ?? row.code,
    price: formatMoney(row.price),
    market_price: centsToString(market),
    discount_pct: discountPct(row.price, market),
    band_up: band ? centsToString(band.up) : null,
    band_down: band ? centsToString(band.down) : null,
    in_band: inBand(row.price, band),
    halted: book?.inst.halted ?? false,
    total_quantity: row.totalQuantity,
    remaining_quantity: row.remainingQuantity,
    min_quantity: row.minQuantity,
    step: quantityRule(row.code).step,
    holding_days: row.holdingDays,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: offerStatus(row, now),
    simulated,
  };
}

export type OfferExtras = { purchases: number; createdBy: string | null; closedBy: string | null };

export function toAdminOffer(row: OfferRow, book: QuoteView | undefined, now: Date, simulated: boolean, extras: OfferExtras): AdminBlockTradeOffer {
  return {
    ...toOffer(row, book, now, simulated),
    sold_quantity: row.totalQuantity - row.remainingQuantity,
    purchases: extras.purchases,
    created_by: extras.createdBy,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    closed_by: extras.closedBy,
    close_reason: row.closeReason,
    listed_market_price: formatMoney(row.listedMarketPrice),
    listed_band_down: formatMoney(row.listedBandDown),
    listed_band_up: formatMoney(row.listedBandUp),
  };
}

export type Names = { name: string; name_en: string };

export function toPurchase(row: PurchaseRow, names: Names, today: string): BlockTradePurchase {
  return {
    id: row.id,
    offer_id: row.offerId,
    code: row.code,
    name: names.name,
    name_en: names.name_en,
    quantity: row.quantity,
    price: formatMoney(row.price),
    value: formatMoney(row.value),
    fees: {
      commission: formatMoney(row.commission),
      transfer_fee: formatMoney(row.transferFee),
      stamp_duty: formatMoney(row.stampDuty),
      total: formatMoney(row.feeTotal),
    },
    total: formatMoney(row.total),
    holding_days: row.holdingDays,
    sellable_from: row.sellableFrom,
    locked: today < row.sellableFrom,
    position_id: row.positionId,
    created_at: row.createdAt.toISOString(),
  };
}
