import { InfiniteScroll, List, PullToRefresh } from 'antd-mobile';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.tsx';

/** Spec §9: the next page loads when the list's end is 300 px from the screen's bottom. */
export const LOAD_MORE_THRESHOLD_PX = 300;

type Props<T> = {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => Key;
  onRefresh?: () => Promise<unknown>;
  loadMore?: () => Promise<void>;
  hasMore?: boolean;
  /** Text of the empty state (default "No data available"). */
  emptyTitle?: string;
};

/** A list with pull-to-refresh, load-more and a finished text, all in the user's language. */
export function RefreshList<T>({ items, renderItem, keyOf, onRefresh, loadMore, hasMore = false, emptyTitle }: Props<T>) {
  const { t } = useTranslation();
  const empty = items.length === 0 && !hasMore;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh?.();
      }}
      pullingText={t('common.pullToRefresh')}
      canReleaseText={t('common.releaseToRefresh')}
      refreshingText={t('common.refreshing')}
      completeText={t('common.refreshed')}
    >
      {empty ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <List>
          {items.map((item) => (
            <List.Item key={keyOf(item)}>{renderItem(item)}</List.Item>
          ))}
        </List>
      )}
      {!empty && loadMore ? (
        <InfiniteScroll loadMore={loadMore} hasMore={hasMore} threshold={LOAD_MORE_THRESHOLD_PX}>
          {(more) => <span className="list-end">{more ? t('common.loading') : t('common.noMore')}</span>}
        </InfiniteScroll>
      ) : null}
    </PullToRefresh>
  );
}
