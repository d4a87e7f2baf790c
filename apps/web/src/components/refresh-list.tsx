import { List } from 'antd-mobile';
import type { Key, ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { LoadMore } from './load-more.tsx';
import { PullToRefresh } from './pull-to-refresh.tsx';

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

/**
 * A list with pull-to-refresh, load-more and a finished text, all in the user's language.
 *
 * A row whose key came already is left out. Pages are read by number at different moments: a
 * record added at the top between two reads pushes the last row of one page onto the next, which
 * would show it twice, under one key.
 */
export function RefreshList<T>({ items, renderItem, keyOf, onRefresh, loadMore, hasMore = false, emptyTitle }: Props<T>) {
  const empty = items.length === 0 && !hasMore;
  const seen = new Set<Key>();
  const rows: ReactNode[] = [];
  items.forEach((item, index) => {
    const key = keyOf(item, index);
    if (seen.has(key)) return;
    seen.add(key);
    rows.push(<List.Item key={key}>{renderItem(item)}</List.Item>);
  });
  const body = (
    <>
      {empty ? <EmptyState title={emptyTitle} /> : <List>{rows}</List>}
      {!empty && loadMore ? <LoadMore loadMore={loadMore} hasMore={hasMore} count={items.length} /> : null}
    </>
  );
  return onRefresh ? <PullToRefresh onRefresh={onRefresh}>{body}</PullToRefresh> : <div>{body}</div>;
}
