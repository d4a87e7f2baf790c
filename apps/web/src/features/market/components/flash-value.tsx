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
 */
export function FlashValue({ value, className, testId }: { value: string; className?: string; testId?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef(value);
  const turn = useRef(0);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = value;
    const order = compareDecimal(value, before);
    const el = ref.current;
    if (order === 0 || !el) return;
    turn.current ^= 1;
    el.dataset['flash'] = `${order > 0 ? 'up' : 'down'}${turn.current}`;
  }, [value]);
  return (
    <span ref={ref} className={className ? `flash ${className}` : 'flash'} data-testid={testId}>
      {price(value)}
    </span>
  );
}
