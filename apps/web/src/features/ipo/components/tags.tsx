import type { IpoApplicationState, IpoPhase } from '@meridian/contract/ipo';
import { Tag } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';

const PHASE_COLORS: Record<IpoPhase, string> = {
  upcoming: 'default',
  open: 'primary',
  closed: 'warning',
  drawn: 'warning',
  awaiting_listing: 'warning',
  listed: 'success',
  cancelled: 'danger',
};

export function PhaseTag({ phase }: { phase: IpoPhase }) {
  const { t } = useTranslation();
  return (
    <Tag color={PHASE_COLORS[phase]} fill="outline" data-testid="ipo-phase" data-phase={phase}>
      {t(`ipo.phase.${phase}`)}
    </Tag>
  );
}

const STATE_COLORS: Record<IpoApplicationState, string> = {
  applied: 'primary',
  not_allocated: 'default',
  allocated: 'danger',
  paid: 'success',
  forfeited: 'default',
  listed: 'success',
  void: 'default',
};

/** Spec §4: already subscribed, no allocation, allocated — and what follows an allocation. */
export function ApplicationStateTag({ state }: { state: IpoApplicationState }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLORS[state]} fill="outline" data-testid="ipo-application-state" data-state={state}>
      {t(`ipo.state.${state}`)}
    </Tag>
  );
}
