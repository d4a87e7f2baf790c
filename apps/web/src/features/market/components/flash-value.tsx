import { useLayoutEffect, useRef } from 'react';
import { compareDecimal, price } from '../format.ts';

/**
 * A live price that flashes briefly (tinted in the up or down colour) each time it changes, so a
 * moving number is seen moving. The first value does not flash. Shown as the language writes numbers.
 *
 * The flash is set on the element itself (`data-flash`), not through state: a tick then costs one
 * render of the row, not a second one for the flash, and the span is not replaced. Each flash
 * alternates between two animation names (`up0`/`up1`), which restarts the animation without
 * reading layout; the animation fades a tinted layer's opacity (quotes.css).
 *
 * `of` names what the value is the price of (a stock's code). When a ranking's place shows another
 * stock, its new price is not a move: the flash is cleared instead, and the span is kept. Keying
 * the component by code did the same by replacing the span, and a batch of ticks that re-ranks a
 * list then removed and made a span in every row that changed place (docs/web-performance.md, "A
 * re-ranked row keeps its elements").
 */
export function FlashValue({ value, of, className, testId }: { value: string; of?: string; className?: string; testId?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef({ value, of });
  const turn = useRef(0);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { value, of };
    const el = ref.current;
    if (!el) return;
    if (of !== before.of) {
      delete el.dataset['flash'];
      return;
    }
    const order = compareDecimal(value, before.value);
    if (order === 0) return;
    turn.current ^= 1;
    el.dataset['flash'] = `${order > 0 ? 'up' : 'down'}${turn.current}`;
  }, [value, of]);
  return (
    <span ref={ref} className={className ? `flash ${className}` : 'flash'} data-testid={testId}>
      {price(value)}
    </span>
  );
}
