import { useTranslation } from 'react-i18next';

/**
 * Shown while a screen's code or the config loads; `inline` inside a card or a list. A CSS ring
 * rather than antd-mobile's SpinLoading, which brings an animation library into the first load.
 */
export function PageLoading({ inline }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={inline ? 'page-loading page-loading--inline' : 'page-loading'} data-testid="page-loading" role="status">
      <span className="page-loading__ring" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
