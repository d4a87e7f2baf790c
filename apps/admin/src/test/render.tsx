import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';

/** Renders into a fresh container with a query client and a router, as the app does; `url` is the router's first address. */
export async function render(node: ReactNode, url = '/'): Promise<{ container: HTMLElement; root: Root; unmount: () => void }> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return { container, root, unmount: () => act(() => root.unmount()) };
}

/** Lets pending promises (queries, mutations) settle inside act. */
export const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)));

/** Types into a controlled input or text area as a person would: React sees an input event with the new value. */
export async function typeInto(field: Element | null, value: string): Promise<void> {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : field instanceof HTMLInputElement ? HTMLInputElement.prototype : undefined;
  if (!proto) throw new Error('typeInto: no input or text area');
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
    field!.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
