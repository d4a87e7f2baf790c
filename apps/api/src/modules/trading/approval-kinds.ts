import type { FeeSchedule, LeverageSettings } from '@meridian/contract/trading';
import type { Approvals } from '../admin/approvals.ts';
import type { TradingService } from './service.ts';

/** Four eyes on the fee schedule and the leverage on offer: written when a second operator approves. */
export function registerTradingApprovals(approvals: Approvals, trading: TradingService) {
  const by = (a: { operatorId: number; ip: string }) => ({ operatorId: a.operatorId, ip: a.ip });
  approvals.register('trading.fees', {
    permission: 'markets',
    async execute(tx, payload, approver) {
      const next = await trading.settings.applyFees(tx, payload as FeeSchedule, by(approver));
      return { result: next, after: () => trading.settings.changed('fees') };
    },
  });
  approvals.register('trading.leverage', {
    permission: 'markets',
    async execute(tx, payload, approver) {
      const next = await trading.settings.applyLeverage(tx, payload as LeverageSettings, by(approver));
      return { result: next, after: () => trading.settings.changed('leverage') };
    },
  });
}
