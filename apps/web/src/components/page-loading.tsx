import { SpinLoading } from 'antd-mobile';

/** Shown while a screen's code or the config loads; `inline` inside a card or a list. */
export function PageLoading({ inline }: { inline?: boolean }) {
  return (
    <div className={inline ? 'page-loading page-loading--inline' : 'page-loading'} data-testid="page-loading">
      <SpinLoading color="primary" />
    </div>
  );
}
