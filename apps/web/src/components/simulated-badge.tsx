import { Tag } from 'antd-mobile';
import { useTranslation } from '../lib/i18n.ts';
import { useConfig } from '../lib/config.ts';

/**
 * Marks prices and order tickets while the config says `simulated` (docs/integrity.md): every screen
 * that shows a simulated price says so. Until the config has loaded the mark is shown, since
 * hiding it for a moment on a simulated feed would be the worse mistake.
 */
export function SimulatedBadge({ testId = 'simulated-badge' }: { testId?: string }) {
  const { t } = useTranslation();
  const config = useConfig();
  if (config.data && !config.data.simulated) return null;
  return (
    <span className="simulated-badge" title={t('common.simulatedHint')}>
      <Tag color="warning" fill="outline" data-testid={testId}>
        {t('common.simulated')}
      </Tag>
    </span>
  );
}
