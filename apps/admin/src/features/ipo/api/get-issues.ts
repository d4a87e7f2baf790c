import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminIpoIssuePage } from '@meridian/contract/ipo';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { ipoKeys } from './keys';

export type AdminIpoIssuePage = Output<typeof adminIpoIssuePage>;

/** Issues newest first, with their application and allocation totals. */
export function getIssues(page: number, size: number): Promise<AdminIpoIssuePage> {
  return request<AdminIpoIssuePage>('/ipo/issues', { query: { page, size } });
}

export function useIssues(page: number, size: number) {
  // The jobs move issues along (open, draw, forfeit, list): a slow refresh keeps the states honest.
  return useQuery({ queryKey: ipoKeys.list(page, size), queryFn: () => getIssues(page, size), placeholderData: keepPreviousData, refetchInterval: 15_000 });
}
