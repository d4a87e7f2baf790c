import { useEffect, useRef, useState } from 'react';
import { compareDecimal, price } from '../format.ts';

type Flash = { dir: 'up' | 'down'; n: number };

/**
 * A live price that flashes briefly (tinted in the up or down colour) each time it changes, so a
 * moving number is seen moving. The first value does not flash. Shown as the language writes numbers.
 */
export function FlashValue({ value, className, testId }: { value: string; className?: string; testId?: string }) {
  const previous = useRef(value);
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    const order = compareDecimal(value, before);
    if (order !== 0) setFlash((f) => ({ dir: order > 0 ? 'up' : 'down', n: (f?.n ?? 0) + 1 }));
  }, [value]);
  // A new key restarts the CSS animation on every change.
  return (
    <span key={flash?.n ?? 0} className={[className, flash ? `flash-${flash.dir}` : ''].filter(Boolean).join(' ')} data-testid={testId}>
      {price(value)}
    </span>
  );
}
