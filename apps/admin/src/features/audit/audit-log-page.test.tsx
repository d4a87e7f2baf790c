import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { AuditEntry } from '@meridian/contract/admin';
import { render, settle, typeInto } from '../../test/render';
import { AuditLogPage } from './audit-log-page';

/** The page against a stubbed request client that records every query it was asked. */
const calls = vi.hoisted(() => ({ queries: [] as Record<string, unknown>[], list: [] as unknown[] }));

vi.mock('../../lib/request', () => ({
  isApiError: () => false,
  request: async (path: string, options?: { query?: Record<string, unknown> }) => {
    if (path !== '/audit-log') throw new Error(`unexpected ${path}`);
    calls.queries.push(options?.query ?? {});
    return { list: calls.list, total: calls.list.length, page: 1, size: 50 };
  },
}));

const entry: AuditEntry = { id: 9, operator: 'ops_anna', action: 'funding.deposit.confirm', target: 'deposit:12', detail: { amount: '500.00', ids: [3, 4] }, ip: '10.0.0.2', created_at: '2026-12-03T08:00:00.000Z' };

let view: Awaited<ReturnType<typeof render>>;
beforeEach(() => {
  calls.queries = [];
  calls.list = [entry, { ...entry, id: 8, action: 'some.future_action' }];
});
afterEach(() => view.unmount());

const last = () => calls.queries.at(-1)!;
const field = (id: string) => view.container.querySelector<HTMLInputElement>(`[data-testid="${id}"] input, input[data-testid="${id}"]`);

describe('the audit log page', () => {
  it('names each action in words beside its code, and an unknown one by its code', async () => {
    view = await render(<AuditLogPage />, '/audit-log');
    await settle();
    const rows = [...view.container.querySelectorAll('[data-testid="audit-row"]')];
    expect(rows[0]!.textContent).toContain('Deposit credited');
    expect(rows[0]!.textContent).toContain('funding.deposit.confirm');
    expect(rows[1]!.textContent).toContain('some.future_action');
    // The detail as its fields: text as stored, other values as JSON.
    const detail = rows[0]!.querySelector('.audit-detail')!;
    expect([...detail.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['amount', 'ids']);
    expect([...detail.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['500.00', '[3,4]']);
    expect(last()).toEqual({ page: 1, size: 50 });
  });

  it('sends the filters in the address, the days as local midnights with the last day included', async () => {
    view = await render(<AuditLogPage />, '/audit-log?action=funding&operator=ops_anna&target=user:42&from=2026-12-01&to=2026-12-03&page=2');
    await settle();
    expect(last()).toEqual({
      page: 2,
      size: 50,
      action: 'funding',
      operator: 'ops_anna',
      target: 'user:42',
      from: new Date(2026, 11, 1).toISOString(),
      to: new Date(2026, 11, 4).toISOString(),
    });
  });

  it('leaves out an action it does not know and days in the wrong order, and says so for the days', async () => {
    view = await render(<AuditLogPage />, '/audit-log?action=bogus&from=2026-12-05&to=2026-12-01');
    await settle();
    expect(last()).toEqual({ page: 1, size: 50 });
    // The box shows what filters the list: no action, not the address's unknown one.
    expect(view.container.querySelector('[data-testid="audit-filter-action"]')?.textContent).not.toContain('bogus');
    expect(view.container.querySelector('[data-testid="audit-filter-day-order"]')?.textContent).toContain('must not be before');
  });

  it('a typed operator filters from the first page, and "clear" removes every filter', async () => {
    view = await render(<AuditLogPage />, '/audit-log?target=user:42&page=3');
    await settle();
    await typeInto(field('audit-filter-operator'), 'ops_ben');
    await act(async () => {
      field('audit-filter-operator')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
    });
    await settle();
    expect(last()).toEqual({ page: 1, size: 50, operator: 'ops_ben', target: 'user:42' });

    await act(async () => view.container.querySelector<HTMLButtonElement>('[data-testid="audit-filter-clear"]')!.click());
    await settle();
    expect(last()).toEqual({ page: 1, size: 50 });
    expect(view.container.querySelector('[data-testid="audit-filter-clear"]')).toBeNull();
  });
});
