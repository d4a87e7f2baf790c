import type { BlockTradeOffer } from '@meridian/contract/block-trades';

export type QuantityProblem = { key: string; values?: Record<string, string | number> };

type Limits = Pick<BlockTradeOffer, 'min_quantity' | 'remaining_quantity' | 'step'>;

/**
 * A typed number of shares against an offer, in the order the server refuses them (the server
 * checks everything again): empty or zero ("number of shares cannot be 0"), not a whole number,
 * not a whole number of lots, under the minimum, over what remains.
 */
export function quantityProblem(input: string, offer: Limits): QuantityProblem | undefined {
  const text = input.trim();
  if (!text || /^0+$/.test(text)) return { key: 'validation.sharesZero' };
  if (!/^\d{1,10}$/.test(text)) return { key: 'blockTrades.quantityFormat' };
  const quantity = Number(text);
  if (quantity % offer.step !== 0) return { key: 'blockTrades.lotStep', values: { step: offer.step } };
  if (quantity < offer.min_quantity) return { key: 'blockTrades.belowMin', values: { min: offer.min_quantity } };
  if (quantity > offer.remaining_quantity) return { key: 'blockTrades.aboveRemaining', values: { remaining: offer.remaining_quantity } };
  return undefined;
}

/** The shares to ask a preview for, or undefined while the input is not acceptable. */
export function acceptedQuantity(input: string, offer: Limits): number | undefined {
  return quantityProblem(input, offer) ? undefined : Number(input.trim());
}
