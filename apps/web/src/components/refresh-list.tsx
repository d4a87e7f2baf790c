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
 * A record shows once, where it first came, as the last read had it. Pages are read by number at
 * different moments: a record added at the top between two reads pushes the last row of one page
 * onto the next, which would show it twice, under one key (the same rule as the live rankings'
 * `rankLive`, which key their rows by place).
 */
export function RefreshList<T>({ items, renderItem, keyOf, onRefresh, loadMore, hasMore = false, emptyTitle }: Props<T>) {
  const empty = items.length === 0 && !hasMore;
  // A Map keeps a key where it was first set and takes the value set last.
  const latest = new Map<Key, T>();
  items.forEach((item, index) => latest.set(keyOf(item, index), item));
  const rows = [...latest].map(([key, item]) => <List.Item key={key}>{renderItem(item)}</List.Item>);
  const body = (
    <>
      {empty ? <EmptyState title={emptyTitle} /> : <List>{rows}</List>}
      {!empty && loadMore ? <LoadMore loadMore={loadMore} hasMore={hasMore} count={items.length} /> : null}
    </>
  );
  return onRefresh ? <PullToRefresh onRefresh={onRefresh}>{body}</PullToRefresh> : <div>{body}</div>;
}
