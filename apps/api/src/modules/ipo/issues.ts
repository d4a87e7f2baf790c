import { and, asc, count, desc, eq, gte, lt, ne, notInArray, or } from 'drizzle-orm';
import type { IpoCalendarEvent, IpoDraw, IpoEventKind, IpoIssue } from '@meridian/contract/ipo';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { addDays, dayStart, localDay } from '../market/calendar.ts';
import { toDraw, toIssue, type EnglishNames } from './dto.ts';
import { ipoApplications, ipoIssues, ipoSeeds, type IssueRow } from './tables.ts';

/** Longest calendar range one request may ask for. */
export const MAX_CALENDAR_DAYS = 92;

const EVENT_TIMES: [IpoEventKind, (r: IssueRow) => Date][] = [
  ['subscribe', (r) => r.subscribeStart],
  ['draw', (r) => r.drawAt],
  ['pay_deadline', (r) => r.payDeadline],
  ['listing', (r) => r.listingAt],
];

/** What anyone may read: the issues, the calendar and each issue's draw data. */
export function createIssueReads(ctx: Ctx, english: EnglishNames) {
  const { db, clock } = ctx;

  async function list(scope: 'active' | 'all', page: number, size: number) {
    const where = scope === 'active' ? notInArray(ipoIssues.state, ['listed', 'cancelled']) : undefined;
    const order = scope === 'active' ? [asc(ipoIssues.subscribeStart), asc(ipoIssues.id)] : [desc(ipoIssues.subscribeStart), desc(ipoIssues.id)];
    const rows = await db.select().from(ipoIssues).where(where).orderBy(...order).limit(size).offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(ipoIssues).where(where);
    const now = clock.now();
    return { list: rows.map((r) => toIssue(r, now, english)), total: total?.n ?? 0, page, size };
  }

  async function row(issueId: number): Promise<IssueRow> {
    const [found] = await db.select().from(ipoIssues).where(eq(ipoIssues.id, issueId));
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  async function detail(issueId: number): Promise<IpoIssue> {
    return toIssue(await row(issueId), clock.now(), english);
  }

  /** Every dated step of every issue not cancelled, between two Shanghai days (both included). */
  async function calendar(from: string, to: string) {
    if (to < from || addDays(from, MAX_CALENDAR_DAYS) < to) throw new AppError('VALIDATION_FAILED', { fields: 'from, to' });
    const start = new Date(dayStart(from));
    const end = new Date(dayStart(addDays(to, 1)));
    const inRange = (c: typeof ipoIssues.subscribeStart) => and(gte(c, start), lt(c, end));
    const rows = await db
      .select()
      .from(ipoIssues)
      .where(and(ne(ipoIssues.state, 'cancelled'), or(...EVENT_TIMES.map(([kind]) => inRange(columnOf(kind))))))
      .limit(500);
    const now = clock.now();
    const events: IpoCalendarEvent[] = [];
    for (const r of rows) {
      const issue = toIssue(r, now, english);
      for (const [kind, time] of EVENT_TIMES) {
        const at = time(r);
        if (at >= start && at < end) events.push({ date: localDay(at), kind, at: at.toISOString(), issue });
      }
    }
    events.sort((a, b) => a.at.localeCompare(b.at) || a.issue.id - b.issue.id);
    return { from, to, events };
  }

  /** The public draw data: commitment from the opening, the seed only once drawn (or cancelled); no user is named. */
  async function draw(issueId: number): Promise<IpoDraw> {
    const issue = await row(issueId);
    const reveal = issue.drawnAt !== null || issue.state === 'cancelled';
    const [secret] = reveal ? await db.select().from(ipoSeeds).where(eq(ipoSeeds.issueId, issueId)) : [];
    const apps = await db
      .select({ id: ipoApplications.id, units: ipoApplications.units, allocatedUnits: ipoApplications.allocatedUnits, allocatedShares: ipoApplications.allocatedShares })
      .from(ipoApplications)
      .where(eq(ipoApplications.issueId, issueId))
      .orderBy(asc(ipoApplications.id));
    return toDraw(issue, secret?.seed ?? null, apps);
  }

  return { list, row, detail, calendar, draw };
}

function columnOf(kind: IpoEventKind) {
  switch (kind) {
    case 'subscribe':
      return ipoIssues.subscribeStart;
    case 'draw':
      return ipoIssues.drawAt;
    case 'pay_deadline':
      return ipoIssues.payDeadline;
    case 'listing':
      return ipoIssues.listingAt;
  }
}
export type IssueReads = ReturnType<typeof createIssueReads>;
