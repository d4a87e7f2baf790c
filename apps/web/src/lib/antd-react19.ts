import { unstableSetRender } from 'antd-mobile';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders its imperative pieces (Toast, Dialog.confirm) with ReactDOM.render,
 * which React 19 removed; without this hook they silently never appear. This is the adapter
 * antd-mobile documents for React 19 ("v5-for-19").
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

export function installAntdReact19Render(): void {
  unstableSetRender((node: ReactElement, container: Element | DocumentFragment) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      // Unmounting during React's own render would warn; the next macrotask is safe.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
