import { and, asc, eq } from 'drizzle-orm';
import type { PendingListing } from '@meridian/contract/trading';
import type { Db } from '../../db/client.ts';
import { formatMoney } from '../../platform/money.ts';
import type { EnglishNames } from './dto.ts';
import { ipoApplications, ipoIssues } from './tables.ts';

/**
 * Paid allocations whose shares are not listed yet: the user owns them (the money sits in the
 * house's IPO escrow) but cannot trade them. They are valued at cost until listing day, when
 * they become a position (lifecycle.ts), so the user's total assets never dip between the two.
 */
export function createPendingListings(db: Db, english: EnglishNames) {
  async function rows(userId: number) {
    return db
      .select({ app: ipoApplications, issue: ipoIssues })
      .from(ipoApplications)
      .innerJoin(ipoIssues, eq(ipoIssues.id, ipoApplications.issueId))
      .where(and(eq(ipoApplications.userId, userId), eq(ipoApplications.state, 'paid')))
      .orderBy(asc(ipoApplications.id));
  }

  return {
    /** The holdings screen's "pending listing" lines. */
    async list(userId: number): Promise<PendingListing[]> {
      return (await rows(userId)).map(({ app, issue }) => ({
        application_id: app.id,
        code: issue.code,
        name: issue.name,
        name_en: english(issue.code) ?? issue.name,
        source: 'ipo' as const,
        quantity: app.allocatedShares ?? 0,
        price: formatMoney(issue.issuePrice),
        cost: formatMoney(app.amountDue ?? 0n),
        listing_at: issue.listingAt.toISOString(),
      }));
    },
    /** Their value at cost, in cents (the account summary's `pending_listing`). */
    async value(userId: number): Promise<bigint> {
      return (await rows(userId)).reduce((s, r) => s + (r.app.amountDue ?? 0n), 0n);
    },
  };
}
export type PendingListings = ReturnType<typeof createPendingListings>;
