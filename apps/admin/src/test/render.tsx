import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';

/** Renders into a fresh container with a query client and a router, as the app does. */
export async function render(node: ReactNode): Promise<{ container: HTMLElement; root: Root; unmount: () => void }> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return { container, root, unmount: () => act(() => root.unmount()) };
}

/** Lets pending promises (queries, mutations) settle inside act. */
export const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)));
