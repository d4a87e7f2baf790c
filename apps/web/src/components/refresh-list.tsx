import { InfiniteScroll, List } from 'antd-mobile';
import { type Key, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.tsx';

/** Spec §9: the next page loads when the list's end is 300 px from the screen's bottom. */
export const LOAD_MORE_THRESHOLD_PX = 300;

type PullToRefresh = (typeof import('antd-mobile/es/components/pull-to-refresh/pull-to-refresh'))['PullToRefresh'];
let Pull: PullToRefresh | undefined;
let loading: Promise<PullToRefresh> | undefined;

/**
 * Pull-to-refresh (with the animation and gesture libraries, ~23 KB gzip) is fetched when the
 * first list mounts, not before the screen shows: nobody pulls in the first moment. Until it is
 * there the list shows without it; the list is then rendered inside it once.
 */
function usePullToRefresh(): PullToRefresh | undefined {
  const [loaded, setLoaded] = useState<PullToRefresh | undefined>(() => Pull);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loading ??= Promise.all([import('antd-mobile/es/components/pull-to-refresh/pull-to-refresh'), import('antd-mobile/es/components/pull-to-refresh/pull-to-refresh.css')]).then(
      ([m]) => (Pull = m.PullToRefresh),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    loading.then(
      (component) => live && setLoaded(() => component),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

type Props<T> = {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  /** A row's React key; a live ranking keys by position (see RankingList). */
  keyOf: (item: T, index: number) => Key;
  onRefresh?: () => Promise<unknown>;
  loadMore?: () => Promise<void>;
  hasMore?: boolean;
  /** Text of the empty state (default "No data available"). */
  emptyTitle?: string;
};

/** A list with pull-to-refresh, load-more and a finished text, all in the user's language. */
export function RefreshList<T>({ items, renderItem, keyOf, onRefresh, loadMore, hasMore = false, emptyTitle }: Props<T>) {
  const { t } = useTranslation();
  const PullToRefresh = usePullToRefresh();
  const empty = items.length === 0 && !hasMore;
  const body = (
    <>
      {empty ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <List>
          {items.map((item, index) => (
            <List.Item key={keyOf(item, index)}>{renderItem(item)}</List.Item>
          ))}
        </List>
      )}
      {!empty && loadMore ? (
        <InfiniteScroll loadMore={loadMore} hasMore={hasMore} threshold={LOAD_MORE_THRESHOLD_PX}>
          {(more) => <span className="list-end">{more ? t('common.loading') : t('common.noMore')}</span>}
        </InfiniteScroll>
      ) : null}
    </>
  );
  if (!PullToRefresh) return <div>{body}</div>;
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
      {body}
    </PullToRefresh>
  );
}
