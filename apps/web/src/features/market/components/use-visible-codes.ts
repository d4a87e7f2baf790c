import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which rows of a list are on screen, so only their codes are subscribed on the socket. Each row
 * hands its element over with `rowRef(code)` (one element per code); the answer settles a moment
 * after scrolling stops.
 */
export function useVisibleCodes(settleMs = 200) {
  const [visible, setVisible] = useState<string[]>([]);
  const onScreen = useRef(new Set<string>());
  const codeOf = useRef(new Map<Element, string>());
  const observer = useRef<IntersectionObserver | null>(null);
  const callbacks = useRef(new Map<string, (el: HTMLElement | null) => void>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const settle = useCallback(() => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setVisible([...onScreen.current].sort());
    }, settleMs);
  }, [settleMs]);

  useEffect(() => {
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const code = codeOf.current.get(entry.target);
          if (!code) continue;
          if (entry.isIntersecting) onScreen.current.add(code);
          else onScreen.current.delete(code);
        }
        settle();
      },
      // A little beyond the screen, so a row already moves when it scrolls in.
      { rootMargin: '80px 0px' },
    );
    observer.current = io;
    for (const el of codeOf.current.keys()) io.observe(el);
    return () => {
      io.disconnect();
      observer.current = null;
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [settle]);

  const rowRef = useCallback(
    (code: string) => {
      let cb = callbacks.current.get(code);
      if (!cb) {
        let current: HTMLElement | null = null;
        cb = (el: HTMLElement | null) => {
          if (current) {
            observer.current?.unobserve(current);
            codeOf.current.delete(current);
            if (onScreen.current.delete(code)) settle();
          }
          current = el;
          if (el) {
            codeOf.current.set(el, code);
            observer.current?.observe(el);
          }
        };
        callbacks.current.set(code, cb);
      }
      return cb;
    },
    [settle],
  );

  return { visible, rowRef };
}
