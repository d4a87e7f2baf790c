import { List } from 'antd-mobile';
import { type Key, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useScrollRestored } from '../lib/router.tsx';
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
  // A screen reached by the back button gets its scroll position back: its list is drawn whole.
  const restored = useScrollRestored();
  const { shown, edge } = useFirstRows(latest.size, !restored);
  const rows = [...latest].slice(0, shown).map(([key, item]) => <List.Item key={key}>{renderItem(item)}</List.Item>);
  const body = (
    <>
      {empty ? <EmptyState title={emptyTitle} /> : <List>{rows}</List>}
      {/* While only the first rows are drawn, the list's end is not its end: nothing is loaded from it. */}
      {shown < latest.size ? <div ref={edge} /> : !empty && loadMore ? <LoadMore loadMore={loadMore} hasMore={hasMore} count={items.length} /> : null}
    </>
  );
  return onRefresh ? <PullToRefresh onRefresh={onRefresh}>{body}</PullToRefresh> : <div>{body}</div>;
}

/** How many rows a list draws in its first render when it has more (a ranking's page is 20). */
export const FIRST_ROWS = 10;

/**
 * A long list's first render draws only its first rows; the rest follow in a task of their own.
 * Twenty rows drawn and laid out at once were one of the longest tasks of /market's start on a
 * slow phone (docs/web-performance.md, "A long list drawn in two steps"); in steps, the rows in
 * view come first and no step holds the main thread as long.
 *
 * Where the first rows end is read in the next frame, where the frame lays them out anyway. When
 * they do not reach the screen's bottom (a tall screen, short rows), the rest are drawn in that
 * same frame, before it is shown, so no gap or moving footer is ever seen. Once the whole list has
 * been drawn, later renders (ticks, a next page, a refresh) draw every row at once.
 *
 * A list on a screen reached by the back button (`inSteps` false) is drawn whole at once: the
 * browser puts back the scroll position it had, which ten rows could not reach (/market, scrolled
 * to its second page, came back at the top of the list).
 */
function useFirstRows(count: number, inSteps: boolean) {
  const [all, setAll] = useState(!inSteps);
  const edge = useRef<HTMLDivElement>(null);
  const limited = !all && count > FIRST_ROWS;
  useLayoutEffect(() => {
    if (!limited) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      const el = edge.current;
      if (!el || el.getBoundingClientRect().top < window.innerHeight) setAll(true);
      else timer = setTimeout(() => setAll(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [limited]);
  return { shown: limited ? FIRST_ROWS : count, edge };
}
