import type { Ctx } from '../../platform/context.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import { createApplications } from './applications.ts';
import type { IpoDeps } from './deps.ts';
import { createIssueReads } from './issues.ts';
import { createLifecycle } from './lifecycle.ts';
import { createIssueOperations } from './operations.ts';
import { createPendingListings } from './pending-listings.ts';

/**
 * New-share issues (IPO). The rules and the lottery are stated in the contract's header
 * (@meridian/contract/ipo); lottery.ts is the draw, lifecycle.ts the scheduled steps,
 * applications.ts the user's side, operations.ts the operators' side, issues.ts public reads.
 *
 * Ledger postings (each entry sums to zero):
 * - payment `ipo:app:<id>:payment`: user cash_available −A, house ipo_escrow +A (A = allocated
 *   shares × issue price), before the deadline, refused when the cash is not there;
 * - listing `ipo:app:<id>:listing`: house ipo_escrow −A, house trade_settlement +A, in the same
 *   transaction as the position opened at the issue price (trading.grantPosition).
 * Forfeiture and cancellation move no money: nothing is held on application.
 */
export function createIpoService(ctx: Ctx, deps: IpoDeps) {
  const lifecycle = createLifecycle(ctx, deps);
  const english = (code: string) => deps.market.book(code)?.inst.nameEn;
  const issues = createIssueReads(ctx, english);
  const pendingListings = createPendingListings(ctx.db, english);
  const applications = createApplications(ctx, deps, lifecycle);
  const operations = createIssueOperations(ctx, deps, lifecycle);

  function schedule(scheduler: Scheduler) {
    scheduler.add({ name: 'ipo.lifecycle', everyMs: ctx.config.IPO_JOB_MS, run: lifecycle.runDue });
  }

  return { issues, applications, operations, lifecycle, pendingListings, schedule };
}
export type IpoService = ReturnType<typeof createIpoService>;
