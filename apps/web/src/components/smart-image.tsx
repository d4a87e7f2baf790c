import { type ReactNode, useEffect, useState } from 'react';
import { imageLoader } from '../lib/image.ts';

type Props = { src: string | null | undefined; alt: string; className?: string; fallback: ReactNode; testId?: string };

/** An <img> that goes through the shared loader (3 attempts, LRU cache) and shows `fallback` until it loads. */
export function SmartImage({ src, alt, className, fallback, testId }: Props) {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!src) return;
    let live = true;
    imageLoader.load(src).then(
      () => live && setLoaded(src),
      () => live && setLoaded(null),
    );
    return () => {
      live = false;
    };
  }, [src]);
  if (!src || loaded !== src) return <>{fallback}</>;
  return <img className={className} src={src} alt={alt} data-testid={testId} />;
}
