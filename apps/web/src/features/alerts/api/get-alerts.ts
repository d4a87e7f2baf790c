import type { AlertList } from '@meridian/contract/alerts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { alertKeys } from './keys.ts';

/** `GET /api/alerts`: my alerts, newest first; with a code, that stock's only. */
export function fetchAlerts(code?: string): Promise<AlertList> {
  return get<AlertList>('/api/alerts', code ? { code } : undefined, { allowRepeat: true });
}

export function useAlerts(code?: string) {
  return useQuery({ queryKey: alertKeys.list(code), queryFn: () => fetchAlerts(code) });
}
