import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** The honest empty state: "No data available" unless the screen has a more precise text. */
export function EmptyState({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock
      className="empty-state"
      data-testid="empty-state"
      status="empty"
      title={title ?? t('common.noData')}
      description=""
      style={{ '--image-height': '110px' }}
    />
  );
}
