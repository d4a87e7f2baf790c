import { localInputToIso } from '../../lib/format';
import type { MessageKey } from '../../i18n/i18n';
import type { CreateOfferBody } from './api/create-offer';

export type Draft = {
  code: string;
  price: string;
  total: string;
  min: string;
  holdingDays: string;
  startsAt: string;
  endsAt: string;
  note: string;
};

export const EMPTY_DRAFT: Draft = { code: '', price: '', total: '', min: '', holdingDays: '30', startsAt: '', endsAt: '', note: '' };

const PRICE = /^\d{1,9}(\.\d{1,2})?$/;

/** "12.30" → 1230; null for anything else. Display arithmetic only: the server decides. */
export function cents(text: string): number | null {
  if (!PRICE.test(text.trim())) return null;
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The discount to the market in percent with two decimals, rounded half-up, for the form's hint. */
export function discountText(price: string, market: string): string | null {
  const p = cents(price);
  const m = cents(market);
  if (p === null || m === null || m === 0) return null;
  const basisPoints = Math.round(((m - p) * 10_000) / m);
  return (basisPoints / 100).toFixed(2);
}

const whole = (text: string) => (/^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The request body, or the key of what is wrong with the draft. The server checks everything again. */
export function bodyOf(draft: Draft): CreateOfferBody | MessageKey {
  const code = draft.code.trim();
  if (!/^\d{6}$/.test(code)) return 'bt.rule.code';
  if (cents(draft.price) === null) return 'bt.rule.price';
  const total = whole(draft.total);
  const min = whole(draft.min);
  const holding = whole(draft.holdingDays);
  if (total === null || min === null) return 'bt.rule.quantities';
  if (holding === null || holding < 1 || holding > 365) return 'bt.rule.holding';
  const endsAt = localInputToIso(draft.endsAt);
  if (endsAt === null) return 'bt.rule.ends';
  const startsAt = localInputToIso(draft.startsAt);
  return {
    code,
    price: draft.price.trim(),
    total_quantity: total,
    min_quantity: min,
    holding_days: holding,
    ...(startsAt === null ? {} : { starts_at: startsAt }),
    ends_at: endsAt,
    note: draft.note.trim(),
  };
}
