import { useTranslation } from '../lib/i18n.ts';

type Props = {
  /** One block of this height (px)… */
  height?: number;
  /** …or this many rows of `rowHeight` px, like the list they stand in for. */
  rows?: number;
  rowHeight?: number;
  testId?: string;
};

/**
 * A grey placeholder the size of the content it stands in for, so nothing below it moves when
 * the data arrives (layout shift). Says "Loading" to screen readers.
 */
export function Skeleton({ height, rows, rowHeight = 48, testId = 'skeleton' }: Props) {
  const { t } = useTranslation();
  const blocks = rows ? Array.from({ length: rows }, () => rowHeight) : [height ?? rowHeight];
  return (
    <div className="skeleton" role="status" data-testid={testId}>
      {blocks.map((h, i) => (
        <div key={i} className={rows ? 'skeleton__row' : 'skeleton__block'} style={{ height: h }} aria-hidden="true" />
      ))}
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
