import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A sheet or dialog that mounts when the user opens it (a tap), fetched on first use: antd-mobile's
 * Popup and Dialog bring the animation and gesture libraries, which the screen itself may not need.
 * Until the code is there nothing shows; the sheet then opens as before.
 */
export function lazySheet<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Sheet = lazy(async () => ({ default: await load() }));
  return function LazySheet(props: P) {
    return (
      <Suspense fallback={null}>
        <Sheet {...props} />
      </Suspense>
    );
  };
}
