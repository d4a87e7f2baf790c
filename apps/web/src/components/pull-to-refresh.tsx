import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';

/** How far (after damping) a list must be pulled for letting go to refresh it, in px. */
const PULL_THRESHOLD_PX = 60;
/** The head's height while the refresh runs and while "refreshed" shows. */
const HEAD_PX = 40;
/** How long "refreshed" shows before the head closes. */
const COMPLETE_MS = 500;
/** A pull moves the list half as far as the finger, up to twice the threshold. */
const DAMPING = 0.5;

type Status = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

const TEXT: Record<Exclude<Status, 'idle'>, string> = {
  pulling: 'common.pullToRefresh',
  canRelease: 'common.releaseToRefresh',
  refreshing: 'common.refreshing',
  complete: 'common.refreshed',
};

/** How far the list's scroller (its nearest ancestor that scrolls vertically, else the document) has scrolled. */
function scrollTopAbove(el: HTMLElement): number {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node.scrollTop;
  }
  return document.scrollingElement?.scrollTop ?? window.scrollY;
}

/**
 * Pull-to-refresh for a list (spec §9: lists support pull-to-refresh), on the browser's touch
 * events, and as a drag with a mouse. A pull from the top of the page opens a head above the list that says what letting go
 * will do; past the threshold, letting go calls `onRefresh`, shows "refreshing" until it settles,
 * then "refreshed" for a moment. The finger's moves set the head's height on the element itself,
 * so a pull re-renders nothing but the head's text when it changes; the list is never remounted.
 * (antd-mobile's PullToRefresh needs its animation and gesture libraries, ~23 KB gzip, and was
 * loaded after the list showed, which rebuilt the list once it arrived.)
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  const root = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const refresh = useRef(onRefresh);
  useLayoutEffect(() => {
    refresh.current = onRefresh;
  });

  useEffect(() => {
    const el = root.current;
    const headEl = head.current;
    if (!el || !headEl) return;
    let alive = true;
    let busy = false;
    let startY: number | undefined;
    let distance = 0;
    const open = (px: number, animate: boolean) => {
      headEl.style.transition = animate ? 'height 0.3s ease-out' : 'none';
      headEl.style.height = `${px}px`;
    };
    /** A pull may begin here: nothing refreshing, the list at the top of its scroller. */
    const begin = (y: number) => {
      startY = undefined;
      if (busy || scrollTopAbove(el) > 0) return;
      startY = y;
      distance = 0;
    };
    /** Answers whether the list is being pulled (the page must then neither scroll nor select). */
    const move = (y: number): boolean => {
      if (startY === undefined) return false;
      const dy = y - startY;
      if (dy <= 0) {
        // Back up past where the pull began: the page scrolls as usual.
        if (distance > 0) {
          distance = 0;
          open(0, false);
          setStatus('idle');
        }
        return false;
      }
      distance = Math.min(dy * DAMPING, PULL_THRESHOLD_PX * 2);
      open(distance, false);
      setStatus(distance >= PULL_THRESHOLD_PX ? 'canRelease' : 'pulling');
      return true;
    };
    const end = () => {
      if (startY === undefined) return;
      startY = undefined;
      if (distance < PULL_THRESHOLD_PX) {
        distance = 0;
        open(0, true);
        setStatus('idle');
        return;
      }
      busy = true;
      open(HEAD_PX, true);
      setStatus('refreshing');
      // A failed read was already reported by the request client; the head closes all the same.
      void refresh
        .current()
        .catch(() => undefined)
        .then(() => {
          if (!alive) return;
          setStatus('complete');
          setTimeout(() => {
            if (!alive) return;
            busy = false;
            distance = 0;
            open(0, true);
            setStatus('idle');
          }, COMPLETE_MS);
        });
    };

    const onStart = (event: TouchEvent) => {
      if (event.touches.length === 1) begin(event.touches[0]!.clientY);
      else startY = undefined;
    };
    const onMove = (event: TouchEvent) => {
      if (event.touches.length !== 1) return;
      if (move(event.touches[0]!.clientY) && event.cancelable) event.preventDefault();
    };

    // With a mouse (a desktop browser), the same pull is a drag: followed on the window so that
    // it may leave the list, without selecting text, and the click that ends it opens no row.
    let dragged = false;
    const onMouseMove = (event: PointerEvent) => {
      if (!move(event.clientY)) return;
      dragged = true;
      event.preventDefault();
      window.getSelection()?.removeAllRanges();
    };
    const swallowClick = (event: MouseEvent) => {
      event.stopPropagation();
      event.preventDefault();
    };
    const onMouseUp = () => {
      window.removeEventListener('pointermove', onMouseMove);
      window.removeEventListener('pointerup', onMouseUp);
      window.removeEventListener('pointercancel', onMouseUp);
      el.style.userSelect = '';
      if (dragged) {
        el.addEventListener('click', swallowClick, { capture: true, once: true });
        setTimeout(() => el.removeEventListener('click', swallowClick, { capture: true }), 0);
      }
      end();
    };
    const onMouseDown = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      begin(event.clientY);
      if (startY === undefined) return;
      dragged = false;
      el.style.userSelect = 'none';
      window.addEventListener('pointermove', onMouseMove);
      window.addEventListener('pointerup', onMouseUp);
      window.addEventListener('pointercancel', onMouseUp);
    };

    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    el.addEventListener('pointerdown', onMouseDown);
    return () => {
      alive = false;
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
      el.removeEventListener('pointerdown', onMouseDown);
      window.removeEventListener('pointermove', onMouseMove);
      window.removeEventListener('pointerup', onMouseUp);
      window.removeEventListener('pointercancel', onMouseUp);
    };
  }, []);

  return (
    <div ref={root} className="pull" data-status={status}>
      <div ref={head} className="pull__head" data-testid="pull-head" aria-live="polite">
        {status === 'idle' ? null : t(TEXT[status])}
      </div>
      {children}
    </div>
  );
}
