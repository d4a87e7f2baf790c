import type { SupportMessage } from '@meridian/contract/support';
import { describe, expect, it } from 'vitest';
import { linesOf, withLine, type SupportData } from './get-support-messages.ts';

const line = (id: number, from: 'user' | 'operator' = 'user'): SupportMessage => ({ id, from, body: `line ${id}`, created_at: '2026-01-01T00:00:00Z' });

describe('support chat pages', () => {
  const data: SupportData = {
    pages: [
      { list: [line(31), line(32, 'operator')], has_more: true },
      { list: [line(29), line(30)], has_more: false },
    ],
    pageParams: [undefined, 31],
  };

  it('lists every loaded line oldest first, once', () => {
    expect(linesOf(data).map((l) => l.id)).toEqual([29, 30, 31, 32]);
    expect(linesOf(undefined)).toEqual([]);
  });

  it('adds a pushed line to the newest page, but not twice', () => {
    const once = withLine(data, line(33, 'operator'));
    expect(linesOf(once).map((l) => l.id)).toEqual([29, 30, 31, 32, 33]);
    expect(withLine(once, line(33, 'operator'))).toBe(once);
  });
});
