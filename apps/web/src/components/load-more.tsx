import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../lib/i18n.ts';

/** Spec §9: the next page loads when the list's end is 300 px from the screen's bottom. */
export const LOAD_MORE_THRESHOLD_PX = 300;

/**
 * The end of a paged list: asks for the next page when it comes within LOAD_MORE_THRESHOLD_PX of
 * the screen's bottom, and says whether more is coming or all is shown.
 *
 * The browser tells it when the end comes into that range (an IntersectionObserver), so a render
 * of the list costs nothing here. antd-mobile's InfiniteScroll, used before, measured the page
 * after every render of its list (its parent's styles up the tree and two bounding boxes): each
 * batch of a live ranking's ticks forced a layout inside its own task.
 *
 * When the list has grown (`count`) the end is looked at again, since it may still be in range (a
 * short page, a tall screen). After a failed read it waits until the end leaves the range and comes
 * back, so a failing server is not asked again in a loop.
 */
export function LoadMore({ loadMore, hasMore, count }: { loadMore: () => Promise<void>; hasMore: boolean; count: number }) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const load = useRef(loadMore);
  useLayoutEffect(() => {
    load.current = loadMore;
  });

  useEffect(() => {
    const el = end.current;
    if (!hasMore || !el) return;
    let busy = false;
    const io = new IntersectionObserver(
      (entries) => {
        if (busy || !entries.some((entry) => entry.isIntersecting)) return;
        busy = true;
        const done = () => {
          busy = false;
        };
        load.current().then(done, done);
      },
      { rootMargin: `0px 0px ${LOAD_MORE_THRESHOLD_PX}px 0px` },
    );
    io.observe(el);
    observer.current = io;
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, [hasMore]);

  // Observing anew makes the browser report where the end is now.
  useEffect(() => {
    const el = end.current;
    if (!el || !observer.current) return;
    observer.current.unobserve(el);
    observer.current.observe(el);
  }, [count]);

  return (
    <div ref={end} className="load-more" data-testid="load-more">
      <span className="list-end">{hasMore ? t('common.loading') : t('common.noMore')}</span>
    </div>
  );
}
