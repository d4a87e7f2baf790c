import { Tag } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';

const COLORS: Record<string, string> = {
  pending: 'warning',
  credited: 'success',
  approved: 'success',
  rejected: 'danger',
  expired: 'default',
  cancelled: 'default',
};

/** The state of a deposit or withdrawal, in words and colour. */
export function StateTag({ state, testId }: { state: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state] ?? 'default'} fill="outline" data-testid={testId} data-state={state}>
      {t(`funding.state.${state}`, { defaultValue: state })}
    </Tag>
  );
}
