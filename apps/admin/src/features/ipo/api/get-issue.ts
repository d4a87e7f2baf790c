import { useQuery } from '@tanstack/react-query';
import type { AdminIpoIssue } from '@meridian/contract/ipo';
import { request } from '../../../lib/request';
import { ipoKeys } from './keys';

export function getIssue(id: number): Promise<AdminIpoIssue> {
  return request<AdminIpoIssue>(`/ipo/issues/${id}`);
}

export function useIssue(id: number) {
  return useQuery({ queryKey: ipoKeys.issue(id), queryFn: () => getIssue(id), enabled: id > 0, refetchInterval: 15_000 });
}
