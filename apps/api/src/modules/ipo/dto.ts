import type { IpoApplication, IpoDraw, IpoIssue } from '@meridian/contract/ipo';
import { formatMoney } from '../../platform/money.ts';
import { localDay } from '../market/calendar.ts';
import { LOTTERY_ALGORITHM } from './lottery.ts';
import { formatPe, phaseOf } from './rules.ts';
import type { ApplicationRow, IssueRow } from './tables.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The listed instrument's English name, where the market knows the code. */
export type EnglishNames = (code: string) => string | undefined;

export function toIssue(row: IssueRow, now: Date, english: EnglishNames): IpoIssue {
  return {
    id: row.id,
    code: row.code,
    apply_code: row.applyCode,
    name: row.name,
    name_en: english(row.code) ?? row.name,
    exchange: row.exchange,
    issue_price: formatMoney(row.issuePrice),
    pe: formatPe(row.pe),
    industry_pe: formatPe(row.industryPe),
    sector: row.sector,
    issue_quantity: row.issueQuantity,
    public_quantity: row.publicQuantity,
    unit_shares: row.unitShares,
    max_shares_per_user: row.maxUnitsPerUser * row.unitShares,
    subscribe_start: row.subscribeStart.toISOString(),
    subscribe_end: row.subscribeEnd.toISOString(),
    draw_at: row.drawAt.toISOString(),
    pay_deadline: row.payDeadline.toISOString(),
    listing_at: row.listingAt.toISOString(),
    listing_date: localDay(row.listingAt),
    state: row.state,
    phase: phaseOf(row, now),
    commitment: row.commitment,
    cancel_reason: row.cancelReason,
  };
}

export function toApplication(row: ApplicationRow, issue: IssueRow, now: Date, english: EnglishNames): IpoApplication {
  return {
    id: row.id,
    issue_id: row.issueId,
    code: issue.code,
    apply_code: issue.applyCode,
    name: issue.name,
    name_en: english(issue.code) ?? issue.name,
    exchange: issue.exchange,
    issue_price: formatMoney(issue.issuePrice),
    shares: row.shares,
    units: row.units,
    state: row.state,
    allocated_shares: row.allocatedShares ?? 0,
    amount_due: formatMoney(row.amountDue ?? 0n),
    applied_at: row.createdAt.toISOString(),
    pay_deadline: issue.payDeadline.toISOString(),
    listing_at: issue.listingAt.toISOString(),
    paid_at: iso(row.paidAt),
    listed_at: iso(row.listedAt),
    issue_phase: phaseOf(issue, now),
  };
}

/**
 * Applications in unit order. The seed only once drawn — or once cancelled, so that anyone can
 * see what the draw would have given and judge whether a cancellation was convenient.
 */
export function toDraw(issue: IssueRow, seed: string | null, apps: Pick<ApplicationRow, 'id' | 'units' | 'allocatedUnits' | 'allocatedShares'>[]): IpoDraw {
  const drawn = issue.drawnAt !== null;
  let next = 0;
  return {
    issue_id: issue.id,
    code: issue.code,
    state: issue.state,
    algorithm: LOTTERY_ALGORITHM,
    commitment: issue.commitment,
    seed: drawn || issue.state === 'cancelled' ? seed : null,
    unit_shares: issue.unitShares,
    public_quantity: issue.publicQuantity,
    total_units: drawn ? (issue.totalUnits ?? 0) : apps.reduce((s, a) => s + a.units, 0),
    winning_units_count: drawn ? issue.winningUnits : null,
    list_digest: drawn ? issue.listDigest : null,
    drawn_at: iso(issue.drawnAt),
    applications: apps.map((a) => {
      const first = next;
      next += a.units;
      return {
        id: a.id,
        units: a.units,
        first_unit: first,
        allocated_units: drawn ? a.allocatedUnits : null,
        allocated_shares: drawn ? a.allocatedShares : null,
      };
    }),
  };
}
