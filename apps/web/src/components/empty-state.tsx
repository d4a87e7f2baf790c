import { createErrorBlock } from 'antd-mobile';
import { useTranslation } from '../lib/i18n.ts';
import emptyImage from './empty-state.svg';

// antd-mobile's ready-made ErrorBlock carries all four of its pictures; only "empty" is shown here.
// It is antd-mobile's own "empty" picture, as a file (rendered from its component): as script it
// was 3.5 KB gzip of every list screen's first load, as an image it does not hold the screen up.
const EmptyBlock = createErrorBlock({ empty: emptyImage });

/** The honest empty state: "No data available" unless the screen has a more precise text. */
export function EmptyState({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyBlock
      className="empty-state"
      data-testid="empty-state"
      status="empty"
      title={title ?? t('common.noData')}
      description=""
      style={{ '--image-height': '110px' }}
    />
  );
}
