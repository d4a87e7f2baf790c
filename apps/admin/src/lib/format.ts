// Swedish is the locale whose dates read as ISO ("2025-11-21 23:38:05"): unambiguous for
// operators wherever they sit.
const dateTime = new Intl.DateTimeFormat('sv-SE', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** An ISO timestamp in the operator's local time, e.g. "2025-11-21 23:38:05"; "—" for none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return '—';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
}

/**
 * A `datetime-local` input's value ("2025-12-31T18:00", the operator's local time) as an ISO
 * datetime with an offset, which the contract requires; null when empty or unreadable.
 */
export function localInputToIso(value: string): string | null {
  if (value === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * A server percentage ("-3.25", "1.20") with its sign, e.g. "+1.20 %". The string is only
 * decorated, never parsed: the server's decimals are shown exactly as sent.
 */
export function formatPct(value: string): string {
  const signed = value.startsWith('-') || /^0+(\.0+)?$/.test(value) ? value : `+${value}`;
  return `${signed.replace('-', '−')} %`;
}

/**
 * A server amount ("75000.00", "-1234.5") with thousands grouped: "75,000.00". The string is only
 * decorated, never parsed into a float; anything that is not a plain decimal is shown as sent.
 */
export function formatMoney(value: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '', fraction] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign ? '−' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
