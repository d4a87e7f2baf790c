import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/**
 * The server's "now": in demo mode the operator may have moved the server clock ahead (demo
 * clock), and an issue's times are checked against the server's clock, not the browser's.
 * Outside demo mode that route answers 404 and the browser's clock is the server's.
 */
export async function getServerOffsetMs(): Promise<number> {
  try {
    const clock = await request<{ now: string }>('/demo/clock');
    return Date.parse(clock.now) - Date.now();
  } catch {
    return 0;
  }
}

export function useServerNow(): () => Date {
  const offset = useQuery({ queryKey: ['ipo', 'server-offset'], queryFn: getServerOffsetMs, retry: false, staleTime: 30_000 }).data ?? 0;
  return () => new Date(Date.now() + offset);
}
