import type { FeeSchedule as FeeScheduleDto, OrderSide } from '@meridian/contract/trading';
import { formatMoney, money, parseMoney, roundCents, type Money } from '../../platform/money.ts';

/**
 * THE fee module: every fee of a buy or sell is computed here, nowhere else (block trades and
 * IPO allocations call it too, through `services.trading.fees`).
 *
 * Defaults (docs/design.md, Market and orders, operators change them in the back office):
 * - commission 0.025 % (250 ppm) with a minimum of 5.00, both sides;
 * - transfer fee 0.001 % (10 ppm), both sides — the rate since 29 April 2022;
 * - stamp duty 0.05 % (500 ppm), sells only — the rate since 28 August 2023.
 * Rates are parts per million so they stay integers; each fee is rounded half-up to the cent on
 * its own (platform/money.ts roundCents), then they are added.
 */
export type FeeSchedule = {
  commissionRatePpm: number;
  commissionMinCents: bigint;
  transferFeeRatePpm: number;
  stampDutyRatePpm: number;
};

export type Fees = { commission: Money; transferFee: Money; stampDuty: Money; total: Money };

export const DEFAULT_FEES: FeeSchedule = {
  commissionRatePpm: 250,
  commissionMinCents: 500n,
  transferFeeRatePpm: 10,
  stampDutyRatePpm: 500,
};

const PPM = 1_000_000n;
const ratePart = (valueCents: bigint, ppm: number): Money => roundCents(valueCents * BigInt(ppm), PPM);

export function computeFees(schedule: FeeSchedule, side: OrderSide, valueCents: bigint): Fees {
  if (valueCents < 0n) throw new RangeError('a trade value cannot be negative');
  const byRate = ratePart(valueCents, schedule.commissionRatePpm);
  const commission = money(byRate > schedule.commissionMinCents ? byRate : schedule.commissionMinCents);
  const transferFee = ratePart(valueCents, schedule.transferFeeRatePpm);
  const stampDuty = side === 'sell' ? ratePart(valueCents, schedule.stampDutyRatePpm) : money(0);
  return { commission, transferFee, stampDuty, total: money(commission + transferFee + stampDuty) };
}

export const ZERO_FEES: Fees = { commission: money(0), transferFee: money(0), stampDuty: money(0), total: money(0) };

export function feeScheduleDto(s: FeeSchedule): FeeScheduleDto {
  return {
    commission_rate_ppm: s.commissionRatePpm,
    commission_min: formatMoney(s.commissionMinCents),
    transfer_fee_rate_ppm: s.transferFeeRatePpm,
    stamp_duty_rate_ppm: s.stampDutyRatePpm,
  };
}

export function feeScheduleOf(dto: FeeScheduleDto): FeeSchedule {
  return {
    commissionRatePpm: dto.commission_rate_ppm,
    commissionMinCents: parseMoney(dto.commission_min),
    transferFeeRatePpm: dto.transfer_fee_rate_ppm,
    stampDutyRatePpm: dto.stamp_duty_rate_ppm,
  };
}

export function feeLinesDto(f: { commission: bigint; transferFee: bigint; stampDuty: bigint }) {
  return {
    commission: formatMoney(f.commission),
    transfer_fee: formatMoney(f.transferFee),
    stamp_duty: formatMoney(f.stampDuty),
    total: formatMoney(f.commission + f.transferFee + f.stampDuty),
  };
}
