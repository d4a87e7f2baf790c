import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render, settle, typeInto } from '../../test/render';
import { FeeScheduleForm } from './fee-schedule-form';

const server = vi.hoisted(() => ({ permissions: [] as string[], puts: [] as unknown[][] }));
vi.mock('../../lib/request', () => ({
  isApiError: () => false,
  request: async (path: string, options?: { method?: string; body?: unknown }) => {
    if (path === '/auth/me') return { id: 1, username: 'maker', roles: [], permissions: server.permissions };
    if (path === '/trading/fees' && options?.method === 'PUT') {
      server.puts.push([path, options.body]);
      return { id: 9, kind: 'trading.fees', state: 'pending', payload: options.body };
    }
    if (path === '/trading/fees') return { commission_rate_ppm: 250, commission_min: '5.00', transfer_fee_rate_ppm: 10, stamp_duty_rate_ppm: 1000 };
    throw new Error(`unexpected ${path}`);
  },
}));

let view: Awaited<ReturnType<typeof render>>;
beforeEach(() => {
  server.puts = [];
  localStorage.removeItem('admin-lang');
});
afterEach(() => view.unmount());

const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const type = (testId: string, value: string) => typeInto(byTestId(testId), value);
const click = (testId: string) => act(async () => byTestId(testId)!.click());

describe('the fee schedule form', () => {
  it('shows the schedule in force and says a change is a proposal, but offers no submit without the markets permission', async () => {
    server.permissions = ['users.read'];
    view = await render(<FeeScheduleForm />);
    await settle();
    expect(byTestId('fees-current')?.textContent).toContain('commission 0.025 % (min. 5.00)');
    expect(byTestId('fees-proposal-notice')?.textContent).toContain('becomes a proposal');
    expect(byTestId('fees-save')).toBeNull();
    expect(byTestId('fees-not-allowed')).not.toBeNull();
  });

  it('refuses a rate with too many decimals before asking the server', async () => {
    server.permissions = ['markets'];
    view = await render(<FeeScheduleForm />);
    await settle();
    await type('fees-commission', '0.12345');
    await click('fees-save');
    await settle();
    expect(byTestId('fees-error')?.textContent).toContain('at most four decimals');
    expect(byTestId('fees-confirm-dialog')).toBeNull();
    expect(server.puts).toEqual([]);
  });

  it('proposes the new schedule in contract units and says it waits for a second operator', async () => {
    server.permissions = ['markets'];
    view = await render(<FeeScheduleForm />);
    await settle();
    await type('fees-commission', '0.03');
    await click('fees-save');
    await settle();
    expect(byTestId('fees-confirm-dialog')?.textContent).toContain('nothing changes until a second operator approves');
    await click('fees-confirm');
    await settle();
    expect(server.puts).toEqual([['/trading/fees', { commission_rate_ppm: 300, commission_min: '5.00', transfer_fee_rate_ppm: 10, stamp_duty_rate_ppm: 1000 }]]);
    expect(byTestId('fees-saved')?.textContent).toContain('Proposal #9 is waiting for a second operator');
    // The schedule in force is unchanged until the approval.
    expect(byTestId('fees-current')?.textContent).toContain('commission 0.025 %');
  });
});
