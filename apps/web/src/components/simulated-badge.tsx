import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * Marks prices and order tickets while the config says `simulated` (DESIGN §10). Not shown yet:
 * no screen shows a price until the market module exists.
 */
export function SimulatedBadge() {
  const { t } = useTranslation();
  return (
    <span title={t('common.simulatedHint')}>
      <Tag color="warning" fill="outline" data-testid="simulated-badge">
        {t('common.simulated')}
      </Tag>
    </span>
  );
}
