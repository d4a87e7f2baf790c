import type { IpoExchange, IpoIssueBody, IpoPhase } from '@meridian/contract/ipo';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, parseMoney, type Money } from '../../platform/money.ts';
import { localMinute } from '../market/calendar.ts';
import { MARKET } from '../market/rules.ts';
import type { IssueRow } from './tables.ts';

/** The quota rule's parameters per exchange, from settings (README: IPO_*). */
export type QuotaRules = Record<IpoExchange, { unitValue: Money; unitShares: number }> & { baseUnits: number };

export function quotaRules(config: Config): QuotaRules {
  return {
    SH: { unitValue: parseMoney(config.IPO_UNIT_VALUE_SH), unitShares: config.IPO_UNIT_SHARES_SH },
    SZ: { unitValue: parseMoney(config.IPO_UNIT_VALUE_SZ), unitShares: config.IPO_UNIT_SHARES_SZ },
    baseUnits: config.IPO_BASE_UNITS ?? (config.DEMO ? 10 : 0),
  };
}

/** No user needs more units than this; keeps the counts far inside an integer column. */
const MAX_UNITS = 1_000_000;

/** Whole units earned by a market value: floor(value / unit value); nothing for a value ≤ 0. */
export function heldUnits(marketValue: bigint, unitValue: bigint): number {
  if (unitValue <= 0n) throw new Error('a unit value is above zero');
  if (marketValue <= 0n) return 0;
  const units = marketValue / unitValue;
  return units > BigInt(MAX_UNITS) ? MAX_UNITS : Number(units);
}

export function exchangeQuota(rules: QuotaRules, exchange: IpoExchange, marketValue: bigint) {
  const { unitValue, unitShares } = rules[exchange];
  const held = heldUnits(marketValue, unitValue);
  const units = Math.min(MAX_UNITS, held + rules.baseUnits);
  return {
    exchange,
    market_value: formatMoney(marketValue),
    unit_value: formatMoney(unitValue),
    unit_shares: unitShares,
    held_units: held,
    base_units: rules.baseUnits,
    units,
    shares: units * unitShares,
  };
}

/** A user's quota for one issue: the exchange's units, capped by the issue's per-user cap. */
export const issueQuotaUnits = (exchangeUnits: number, maxUnitsPerUser: number) => Math.min(exchangeUnits, maxUnitsPerUser);

/**
 * The units an application asks for, from the shares as typed. Empty or 0 → the spec's "number
 * of shares cannot be 0"; not whole units → the unit size; above the quota → the quota.
 */
export function unitsFor(sharesInput: string, unitShares: number, quotaUnits: number): number {
  const shares = sharesInput.trim() === '' ? 0 : Number(sharesInput);
  if (!Number.isSafeInteger(shares) || shares <= 0) throw new AppError('IPO_SHARES_ZERO');
  if (shares % unitShares !== 0) throw new AppError('IPO_SHARES_NOT_UNIT', { unit: unitShares });
  if (quotaUnits <= 0) throw new AppError('IPO_NO_QUOTA');
  const units = shares / unitShares;
  if (units > quotaUnits) throw new AppError('IPO_QUOTA_EXCEEDED', { max: quotaUnits * unitShares });
  return units;
}

/** What a screen shows for an issue at `now` (the jobs may lag a few seconds behind the clock). */
export function phaseOf(row: Pick<IssueRow, 'state' | 'subscribeStart' | 'subscribeEnd' | 'payDeadline'>, now: Date): IpoPhase {
  switch (row.state) {
    case 'cancelled':
      return 'cancelled';
    case 'listed':
      return 'listed';
    case 'settled':
      return 'awaiting_listing';
    case 'drawn':
      return now < row.payDeadline ? 'drawn' : 'awaiting_listing';
    case 'scheduled':
    case 'open':
      if (now < row.subscribeStart) return 'upcoming';
      return now < row.subscribeEnd ? 'open' : 'closed';
  }
}

/**
 * Refuses an application outside the subscription window, saying when it opens or when it closed
 * (an issue the jobs have not opened yet, or a cancelled one, is simply not open).
 */
export function checkSubscribable(row: IssueRow | undefined, now: Date): asserts row is IssueRow {
  if (!row || row.state === 'cancelled') throw new AppError('IPO_NOT_OPEN');
  if (now < row.subscribeStart) throw new AppError('IPO_NOT_YET_OPEN', { opens_at: localMinute(row.subscribeStart) });
  if (now >= row.subscribeEnd) throw new AppError('IPO_CLOSED', { closed_at: localMinute(row.subscribeEnd) });
  if (row.state !== 'open') throw new AppError('IPO_NOT_OPEN');
}

/** P/E as typed ("12.5", "-1") → hundredths (1250, −100), by string arithmetic. */
export function parsePe(text: string): number {
  const m = /^(-)?(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new AppError('VALIDATION_FAILED', { fields: 'pe' });
  const value = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -value : value;
}

export function formatPe(hundredths: number): string {
  const abs = Math.abs(hundredths);
  return `${hundredths < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type IssueTerms = {
  issuePrice: Money;
  pe: number;
  industryPe: number;
  unitShares: number;
  maxUnitsPerUser: number;
  times: { subscribeStart: Date; subscribeEnd: Date; drawAt: Date; payDeadline: Date; listingAt: Date };
};

/**
 * Checks an operator's issue against the rules (contract header) and answers the stored terms.
 * The unit size is the exchange's at creation; `unitShares` is given for an edit so that an
 * issue keeps its unit.
 */
export function checkIssue(body: IpoIssueBody, unitShares: number, now: Date): IssueTerms {
  const issuePrice = parseMoney(body.issue_price);
  if (issuePrice <= 0n) throw new AppError('VALIDATION_FAILED', { fields: 'issue_price' });
  const times = {
    subscribeStart: new Date(body.subscribe_start),
    subscribeEnd: new Date(body.subscribe_end),
    drawAt: new Date(body.draw_at),
    payDeadline: new Date(body.pay_deadline),
    listingAt: new Date(body.listing_at),
  };
  const t = times;
  const ordered = t.subscribeStart < t.subscribeEnd && t.subscribeEnd <= t.drawAt && t.drawAt < t.payDeadline && t.payDeadline <= t.listingAt;
  // A minute of slack for the form's own clock; a window that began earlier would hide its commitment's timing.
  if (!ordered || t.subscribeStart.getTime() < now.getTime() - 60_000) throw new AppError('IPO_DATES_INVALID');
  const { issue_quantity: issueQty, public_quantity: publicQty, max_shares_per_user: cap } = body;
  if (publicQty > issueQty || publicQty % unitShares !== 0 || cap % unitShares !== 0 || cap < unitShares || cap > publicQty) {
    throw new AppError('IPO_QUANTITY_INVALID', { unit: unitShares });
  }
  return { issuePrice, pe: parsePe(body.pe), industryPe: parsePe(body.industry_pe), unitShares, maxUnitsPerUser: cap / unitShares, times };
}

/** Times in notices: "2025-03-14 15:00 (UTC+8)", the exchange's clock. */
export function shanghaiTime(at: Date): string {
  const local = new Date(at.getTime() + MARKET.utcOffsetMs).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (UTC+8)`;
}
