import { SpinLoading } from 'antd-mobile';

/** Shown while a screen's code or the config loads. */
export function PageLoading() {
  return (
    <div className="page-loading" data-testid="page-loading">
      <SpinLoading color="primary" />
    </div>
  );
}
