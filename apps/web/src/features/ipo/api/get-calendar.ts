import type { IpoCalendarEvent } from '@meridian/contract/ipo';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { ipoKeys } from './keys.ts';

type Calendar = { from: string; to: string; events: IpoCalendarEvent[] };

/** `GET /api/ipo/calendar`: subscription, draw, payment-deadline and listing dates in a range of days. */
export function fetchCalendar(from: string, to: string): Promise<Calendar> {
  return get<Calendar>('/api/ipo/calendar', { from, to }, { allowRepeat: true });
}

export const useCalendar = (from: string, to: string) =>
  useQuery({ queryKey: ipoKeys.calendar(from, to), queryFn: () => fetchCalendar(from, to), placeholderData: keepPreviousData });
