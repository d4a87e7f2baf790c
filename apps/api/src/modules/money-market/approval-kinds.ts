import type { Approvals } from '../admin/approvals.ts';
import type { MoneyMarketService } from './service.ts';

/** Four eyes on the money-market yield: the new rate is written when a second operator approves. */
export function registerMoneyMarketApprovals(approvals: Approvals, moneyMarket: MoneyMarketService) {
  approvals.register('money-market.yield', {
    permission: 'markets',
    async execute(tx, payload, approver) {
      const bp = (payload as { annual_rate_bp: number }).annual_rate_bp;
      await moneyMarket.admin.applyYield(tx, bp, { operatorId: approver.operatorId, ip: approver.ip });
      return { result: { annual_rate_bp: bp } };
    },
  });
}
