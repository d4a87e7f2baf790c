import { describe, expect, it } from 'vitest';
import type { IpoCalendarEvent } from '@meridian/contract/ipo';
import { groupByDate, monthRange, shanghaiMonth, shiftMonth } from './calendar.ts';
import { applyProblem } from './validate-apply.ts';

describe('the new-share calendar months', () => {
  it('takes the month in Asia/Shanghai and steps across years', () => {
    expect(shanghaiMonth(new Date('2025-01-31T16:30:00Z'))).toBe('2025-02');
    expect(shanghaiMonth(new Date('2025-01-31T15:59:00Z'))).toBe('2025-01');
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange('2025-04')).toEqual({ from: '2025-04-01', to: '2025-04-30' });
  });

  it('groups events by day, days ascending', () => {
    const e = (date: string, kind: IpoCalendarEvent['kind']) => ({ date, kind, at: `${date}T01:00:00Z`, issue: {} }) as IpoCalendarEvent;
    const grouped = groupByDate([e('2025-03-04', 'draw'), e('2025-03-02', 'subscribe'), e('2025-03-04', 'listing')]);
    expect(grouped.map((g) => [g.date, g.events.map((x) => x.kind)])).toEqual([
      ['2025-03-02', ['subscribe']],
      ['2025-03-04', ['draw', 'listing']],
    ]);
  });
});

describe('the application form’s checks', () => {
  const issue = { unit_shares: 500, quota_shares: 2000 };
  it('asks for the code and a number of shares, in whole units within the quota', () => {
    expect(applyProblem(' ', '500', issue)).toEqual({ key: 'ipo.enterCode' });
    expect(applyProblem('301001', '', issue)).toEqual({ key: 'ipo.sharesZero' });
    expect(applyProblem('301001', '0', issue)).toEqual({ key: 'ipo.sharesZero' });
    expect(applyProblem('301001', '750', issue)).toEqual({ key: 'ipo.sharesNotUnit', values: { unit: 500 } });
    expect(applyProblem('301001', '2500', issue)).toEqual({ key: 'ipo.overQuota', values: { max: 2000 } });
    expect(applyProblem('301001', '2000', issue)).toBeUndefined();
    expect(applyProblem('301001', '123')).toBeUndefined();
  });
});
