import type { Lang } from '@meridian/contract/languages';
import { formatPercent, formatSigned } from '../../lib/money.ts';

/**
 * Profit and loss as shown: a gain is `tone-up` and a loss `tone-down` (in the up/down colours in
 * force, lib/price-colours.ts); zero is grey. The sign is always written, so it never rests on colour alone.
 */
export type Tone = 'up' | 'down' | 'flat';

const NON_ZERO = /[1-9]/;

export function plTone(value: string | null | undefined): Tone {
  if (!value || !NON_ZERO.test(value)) return 'flat';
  return value.trim().startsWith('-') ? 'down' : 'up';
}

/** The CSS class of app.css for the tone. */
export const plClass = (value: string | null | undefined) => `tone-${plTone(value)}`;

/** "+1,234.50", "-12.00", "0.00" (grouped per language). */
export function signedMoney(value: string | null | undefined, lang?: Lang): string {
  if (value === null || value === undefined || value === '') return '–';
  return formatSigned(value, lang);
}

/** A percent string from the API ("-3.25") as shown: "-3.25%"; "+3.25%" for a gain (per language). */
export function signedPct(value: string | null | undefined, lang?: Lang): string {
  if (value === null || value === undefined || value === '') return '–';
  return formatPercent(value, { plus: true, ...(lang ? { lang } : {}) });
}
