import type { AdminIpoIssue } from '@meridian/contract/ipo';
import { localInputToIso } from '../../lib/format';
import type { MessageKey } from '../../i18n/i18n';
import type { IssueBody } from './api/save-issue';

export type Draft = {
  code: string;
  applyCode: string;
  name: string;
  issuePrice: string;
  pe: string;
  industryPe: string;
  sector: string;
  issueQuantity: string;
  publicQuantity: string;
  cap: string;
  subscribeStart: string;
  subscribeEnd: string;
  drawAt: string;
  payDeadline: string;
  listingAt: string;
};

export const TIME_FIELDS = [
  ['subscribeStart', 'ipo.time.subscribeStart'],
  ['subscribeEnd', 'ipo.time.subscribeEnd'],
  ['drawAt', 'ipo.time.drawAt'],
  ['payDeadline', 'ipo.time.payDeadline'],
  ['listingAt', 'ipo.time.listingAt'],
] as const satisfies readonly (readonly [keyof Draft, MessageKey])[];

export const EMPTY_DRAFT: Draft = {
  code: '',
  applyCode: '',
  name: '',
  issuePrice: '',
  pe: '',
  industryPe: '',
  sector: '',
  issueQuantity: '',
  publicQuantity: '',
  cap: '',
  subscribeStart: '',
  subscribeEnd: '',
  drawAt: '',
  payDeadline: '',
  listingAt: '',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the operator's own time zone. */
export function toLocalInput(at: Date | string): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const HOUR = 3_600_000;

/**
 * A usual timetable from `now`: the window opens at the next full hour and runs a day, the draw
 * an hour after it closes, payment a day, listing a day later. The operator can change each.
 */
export function typicalTimes(now: Date): Pick<Draft, (typeof TIME_FIELDS)[number][0]> {
  const start = Math.ceil((now.getTime() + 5 * 60_000) / HOUR) * HOUR;
  return {
    subscribeStart: toLocalInput(new Date(start)),
    subscribeEnd: toLocalInput(new Date(start + 24 * HOUR)),
    drawAt: toLocalInput(new Date(start + 25 * HOUR)),
    payDeadline: toLocalInput(new Date(start + 49 * HOUR)),
    listingAt: toLocalInput(new Date(start + 73 * HOUR)),
  };
}

export function draftOf(issue: AdminIpoIssue): Draft {
  return {
    code: issue.code,
    applyCode: issue.apply_code,
    name: issue.name,
    issuePrice: issue.issue_price,
    pe: issue.pe,
    industryPe: issue.industry_pe,
    sector: issue.sector,
    issueQuantity: String(issue.issue_quantity),
    publicQuantity: String(issue.public_quantity),
    cap: String(issue.max_shares_per_user),
    subscribeStart: toLocalInput(issue.subscribe_start),
    subscribeEnd: toLocalInput(issue.subscribe_end),
    drawAt: toLocalInput(issue.draw_at),
    payDeadline: toLocalInput(issue.pay_deadline),
    listingAt: toLocalInput(issue.listing_at),
  };
}

const whole = (text: string) => (/^\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The request body, or the key of what is wrong with the draft. The server checks every rule again. */
export function bodyOf(draft: Draft): IssueBody | MessageKey {
  if (!/^\d{6}$/.test(draft.code.trim())) return 'ipo.rule.code';
  if (!/^\d{6}$/.test(draft.applyCode.trim())) return 'ipo.rule.applyCode';
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(draft.issuePrice.trim())) return 'ipo.rule.price';
  if (![draft.pe, draft.industryPe].every((v) => /^-?\d{1,6}(\.\d{1,2})?$/.test(v.trim()))) return 'ipo.rule.pe';
  if (!draft.sector.trim()) return 'ipo.rule.sector';
  const issueQuantity = whole(draft.issueQuantity);
  const publicQuantity = whole(draft.publicQuantity);
  const cap = whole(draft.cap);
  if (!issueQuantity || !publicQuantity || !cap) return 'ipo.rule.quantities';
  const times = TIME_FIELDS.map(([key]) => localInputToIso(draft[key]));
  const [subscribeStart, subscribeEnd, drawAt, payDeadline, listingAt] = times;
  if (!subscribeStart || !subscribeEnd || !drawAt || !payDeadline || !listingAt) return 'ipo.rule.times';
  return {
    code: draft.code.trim(),
    apply_code: draft.applyCode.trim(),
    name: draft.name.trim(),
    issue_price: draft.issuePrice.trim(),
    pe: draft.pe.trim(),
    industry_pe: draft.industryPe.trim(),
    sector: draft.sector.trim(),
    issue_quantity: issueQuantity,
    public_quantity: publicQuantity,
    max_shares_per_user: cap,
    subscribe_start: subscribeStart,
    subscribe_end: subscribeEnd,
    draw_at: drawAt,
    pay_deadline: payDeadline,
    listing_at: listingAt,
  };
}
