import type { QuoteDetail } from '@meridian/contract/market';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { byTestId, mount, useScreenTests } from '../../../test/screen.tsx';

/** The alert's level as a French or German keypad types it: the placeholder's own "12,50" is accepted. */
vi.mock('../../../lib/request.ts', () => ({ isRequestFailure: () => false, get: async () => ({ list: [] }), post: async () => ({}) }));
vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn(), toastSuccess: vi.fn(), toastFail: vi.fn(), clearToasts: vi.fn() }));

const { AlertForm } = await import('./alert-form.tsx');

useScreenTests();

async function type(text: string) {
  const input = byTestId('alert-value')?.querySelector('input') ?? (byTestId('alert-value') as HTMLInputElement);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return (input as HTMLInputElement).value;
}

describe('the alert form', () => {
  it('reads a typed comma as the decimal point and lets the alert be set', async () => {
    await mount(
      <QueryClientProvider client={new QueryClient()}>
        <AlertForm stock={{ code: '600519', price: '1500.00' } as QuoteDetail} />
      </QueryClientProvider>,
    );
    expect(await type('1600,5')).toBe('1600.5');
    expect(byTestId('alert-submit')?.hasAttribute('disabled')).toBe(false);
  });
});
