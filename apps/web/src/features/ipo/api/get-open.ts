import type { IpoMine, IpoQuota } from '@meridian/contract/ipo';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { ipoKeys } from './keys.ts';

/** `GET /api/ipo/open`: issues open now, with my quota and application for each. */
export function fetchOpen(): Promise<{ list: IpoMine[] }> {
  return get<{ list: IpoMine[] }>('/api/ipo/open', undefined, { allowRepeat: true });
}

export const useOpenIssues = () => useQuery({ queryKey: ipoKeys.open(), queryFn: fetchOpen, refetchOnMount: 'always' });

/** `GET /api/ipo/quota`: my quota per exchange from the market value I hold there. */
export function fetchQuota(): Promise<IpoQuota> {
  return get<IpoQuota>('/api/ipo/quota', undefined, { allowRepeat: true });
}

export const useQuota = () => useQuery({ queryKey: ipoKeys.quota(), queryFn: fetchQuota, refetchOnMount: 'always' });
