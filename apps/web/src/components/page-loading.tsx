import { useTranslation } from '../lib/i18n.ts';

/** A read a screen waits for: whether it failed, and how to ask again (a react-query result fits). */
export type PendingRead = { isError: boolean; refetch: () => unknown };

/**
 * Shown while a screen's code, the config or its data loads; `inline` inside a card or a list. A
 * CSS ring rather than antd-mobile's SpinLoading, which brings an animation library into the
 * first load. Given the `reads` the screen waits for, it says when one failed and offers to ask
 * again (the failure's reason was already toasted by the request client), so a lost connection
 * or a server error never leaves a ring that spins for good.
 */
export function PageLoading({ inline, reads = [] }: { inline?: boolean; reads?: PendingRead[] }) {
  const { t } = useTranslation();
  const failed = reads.filter((r) => r.isError);
  const className = inline ? 'page-loading page-loading--inline' : 'page-loading';
  if (failed.length)
    return (
      <div className={`${className} page-loading--failed`} data-testid="page-load-failed" role="alert">
        <p>{t('request.failed')}</p>
        <button type="button" className="page-loading__retry" data-testid="page-load-retry" onClick={() => failed.forEach((r) => void r.refetch())}>
          {t('common.retry')}
        </button>
      </div>
    );
  return (
    <div className={className} data-testid="page-loading" role="status">
      <span className="page-loading__ring" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
