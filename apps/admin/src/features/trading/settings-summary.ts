import type { FeeSchedule, LeverageSettings } from '@meridian/contract/trading';
import type { useT } from '../../i18n/i18n';
import { bpToPercent, ppmToPercent } from './rates';

type T = ReturnType<typeof useT>;

/** A fee schedule in one line of the operator's language: on its form and on its proposal. */
export const describeFees = (t: T, s: FeeSchedule) =>
  t('fees.summary', {
    commission: ppmToPercent(s.commission_rate_ppm),
    min: s.commission_min,
    transfer: ppmToPercent(s.transfer_fee_rate_ppm),
    stamp: ppmToPercent(s.stamp_duty_rate_ppm),
  });

/** The leverage settings in one line of the operator's language: on their form and on their proposal. */
export const describeLeverage = (t: T, s: LeverageSettings) =>
  t('leverage.summary', {
    multipliers: s.multipliers.map((m) => `${m}×`).join(', '),
    rate: bpToPercent(s.annual_rate_bp),
    call: s.margin_call_pct,
    closeOut: s.maintenance_pct,
  });
