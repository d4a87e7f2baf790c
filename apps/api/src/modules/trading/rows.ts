import type { PlaceRequest } from './broker.ts';
import type { FeeSchedule, Fees } from './fees.ts';
import type { CloseDraft, Fill } from './plan.ts';
import type { OrderRow, TradeRow } from './tables.ts';
import type { NewClose, NewPosition } from './writes.ts';

/** The rows a placement or fill writes, built the same way for a batch and for a single order. */

export const scheduleColumns = (s: FeeSchedule) => ({
  commissionRatePpm: s.commissionRatePpm,
  commissionMin: s.commissionMinCents,
  transferFeeRatePpm: s.transferFeeRatePpm,
  stampDutyRatePpm: s.stampDutyRatePpm,
});

export const scheduleOfOrder = (o: OrderRow): FeeSchedule => ({
  commissionRatePpm: o.commissionRatePpm,
  commissionMinCents: o.commissionMin,
  transferFeeRatePpm: o.transferFeeRatePpm,
  stampDutyRatePpm: o.stampDutyRatePpm,
});

/** A complete order row (its id taken beforehand), open unless `extra` says otherwise. */
export function orderRow(id: number, r: PlaceRequest, at: { now: Date; day: string }, extra: Partial<OrderRow> = {}): OrderRow {
  return {
    id,
    userId: r.userId,
    code: r.code,
    side: r.side,
    type: r.type,
    state: 'open',
    quantity: r.quantity,
    limitPrice: r.limitPrice === null ? null : BigInt(r.limitPrice),
    leverage: r.leverage,
    positionId: r.positionId,
    holdId: null,
    frozen: 0n,
    ...scheduleColumns(r.schedule),
    fillPrice: null,
    value: null,
    commission: null,
    transferFee: null,
    stampDuty: null,
    borrowed: 0n,
    clientKey: r.clientKey ?? null,
    tradingDay: at.day,
    expiresAt: null,
    createdAt: at.now,
    filledAt: null,
    closedAt: null,
    ...extra,
  };
}

export const filledColumns = (f: Fill, value: bigint, borrowed: bigint, now: Date) => ({
  state: 'filled' as const,
  fillPrice: BigInt(f.price),
  value,
  commission: f.fees.commission as bigint,
  transferFee: f.fees.transferFee as bigint,
  stampDuty: f.fees.stampDuty as bigint,
  borrowed,
  filledAt: now,
  closedAt: now,
});

/** A complete trade row (its id taken beforehand). */
export function tradeRow(
  id: number,
  f: Fill,
  p: { orderId: number | null; value: bigint; cashAmount: bigint; entryId: number | null; now: Date; source?: TradeRow['source'] },
): TradeRow {
  return {
    id,
    userId: f.userId,
    orderId: p.orderId,
    code: f.code,
    side: f.side,
    source: p.source ?? 'order',
    price: BigInt(f.price),
    quantity: f.quantity,
    value: p.value,
    commission: f.fees.commission,
    transferFee: f.fees.transferFee,
    stampDuty: f.fees.stampDuty,
    cashAmount: p.cashAmount,
    entryId: p.entryId,
    createdAt: p.now,
  };
}

export function newPosition(
  f: Pick<Fill, 'userId' | 'code' | 'quantity' | 'leverage'> & { price: bigint; fees: Pick<Fees, 'total'> },
  p: { orderId: number | null; source: NewPosition['source']; borrowed: bigint; sellableFrom: string; now: Date; grantKey?: string },
): NewPosition {
  return {
    userId: f.userId,
    code: f.code,
    source: p.source,
    orderId: p.orderId,
    grantKey: p.grantKey ?? null,
    quantity: f.quantity,
    originalQuantity: f.quantity,
    buyPrice: f.price,
    cost: f.price * BigInt(f.quantity),
    buyFee: f.fees.total,
    buyTime: p.now,
    sellableFrom: p.sellableFrom,
    leverage: f.leverage,
    borrowed: p.borrowed,
  };
}

export const newClose = (d: CloseDraft, p: { orderId: number; tradeId: number; now: Date }): NewClose => ({
  ...d,
  reason: 'sell',
  orderId: p.orderId,
  tradeId: p.tradeId,
  createdAt: p.now,
});
