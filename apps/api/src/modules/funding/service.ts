import type { Ctx } from '../../platform/context.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import { createBackOffice } from './back-office.ts';
import { createBankTransferProvider } from './bank-transfer.ts';
import { createCards } from './cards.ts';
import type { FundingDeps } from './deps.ts';
import { createDeposits } from './deposits.ts';
import { createQuickPayProvider, loadWebhookSecret } from './quick-pay.ts';
import { createRecords } from './records.ts';
import { createWithdrawals } from './withdrawals.ts';

/**
 * Funding: bank cards, deposits through payment providers, withdrawals against holds, the
 * user's records and statement, and the operators' queues and adjustments. Money moves only
 * through the ledger, in the same transaction as the row that caused it.
 */
export function createFundingService(ctx: Ctx, deps: FundingDeps) {
  const webhookSecret = loadWebhookSecret(ctx.config);
  const providers = { bank_transfer: createBankTransferProvider(ctx.config), quick_pay: createQuickPayProvider({ secret: webhookSecret }) };
  const cards = createCards(ctx, deps);
  const deposits = createDeposits(ctx, deps, providers);
  const withdrawals = createWithdrawals(ctx, deps);
  const records = createRecords(ctx, deps);
  const backOffice = createBackOffice(ctx, deps);

  function schedule(scheduler: Scheduler) {
    scheduler.add({
      name: 'funding.expire-deposits',
      everyMs: 3600_000,
      run: async () => {
        const n = await deposits.expire();
        if (n) ctx.log.info({ expired: n }, 'unpaid deposits expired');
      },
    });
  }

  return { cards, deposits, withdrawals, records, backOffice, providers, schedule };
}
export type FundingService = ReturnType<typeof createFundingService>;
