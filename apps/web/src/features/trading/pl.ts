import { formatMoney } from '../../lib/money.ts';

/**
 * Profit and loss as shown: Chinese convention, a gain is RED (`tone-up`) and a loss GREEN
 * (`tone-down`); zero is grey. The sign is always written, so it never rests on colour alone.
 */
export type Tone = 'up' | 'down' | 'flat';

const NON_ZERO = /[1-9]/;

export function plTone(value: string | null | undefined): Tone {
  if (!value || !NON_ZERO.test(value)) return 'flat';
  return value.trim().startsWith('-') ? 'down' : 'up';
}

/** The CSS class of app.css for the tone. */
export const plClass = (value: string | null | undefined) => `tone-${plTone(value)}`;

/** "+1,234.50", "-12.00", "0.00". */
export function signedMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const text = formatMoney(value);
  return plTone(value) === 'up' ? `+${text}` : plTone(value) === 'flat' ? text.replace(/^-/, '') : text;
}

/** A percent string from the API ("-3.25") as shown: "-3.25%"; "+3.25%" for a gain. */
export function signedPct(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const text = value.trim();
  const tone = plTone(text);
  if (tone === 'up') return `${text.startsWith('+') ? text : `+${text}`}%`;
  if (tone === 'flat') return `${text.replace(/^[+-]/, '')}%`;
  return `${text}%`;
}
