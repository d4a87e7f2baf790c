import { addDays, localDay, localMinutes } from '../market/calendar.ts';
import type { Sessions } from '../market/sessions.ts';

export type TradingCalendar = Pick<Sessions, 'isTradingDay' | 'nextTradingDay'>;

/** The days an order placed at one instant gets (contract: money-market.ts). */
export type OrderDays = {
  /** The Asia/Shanghai day it was placed. */
  requestDay: string;
  /** T: that day if it trades and the order came before the cut-off, else the next trading day. */
  tradeDay: string;
  /** T+1: the next trading day after T — a purchase's confirmation, a normal redemption's pay day. */
  settleDay: string;
  /** The day after confirmation: the first day income is credited (for the confirmation day). */
  firstIncomeDay: string;
};

/** "15:00" → 900 minutes after local midnight. */
export function parseCutoff(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function orderDays(calendar: TradingCalendar, cutoffMinutes: number, at: Date): OrderDays {
  const requestDay = localDay(at);
  const beforeCutoff = localMinutes(at) < cutoffMinutes;
  const tradeDay = calendar.isTradingDay(requestDay) && beforeCutoff ? requestDay : calendar.nextTradingDay(requestDay);
  const settleDay = calendar.nextTradingDay(tradeDay);
  return { requestDay, tradeDay, settleDay, firstIncomeDay: addDays(settleDay, 1) };
}
