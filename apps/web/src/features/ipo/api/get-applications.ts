import type { IpoApplication } from '@meridian/contract/ipo';
import { useInfiniteQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { ipoKeys } from './keys.ts';

export type ApplicationFilter = 'all' | 'subscribed' | 'allocated' | 'none';
type Page = { list: IpoApplication[]; total: number; page: number; size: number };
const SIZE = 20;

/** `GET /api/ipo/applications`: my applications and allocations, newest first. */
export function fetchApplications(filter: ApplicationFilter, page: number): Promise<Page> {
  return get<Page>('/api/ipo/applications', { filter, page, size: SIZE }, { allowRepeat: true });
}

export function useApplications(filter: ApplicationFilter) {
  return useInfiniteQuery({
    queryKey: ipoKeys.applications(filter),
    queryFn: ({ pageParam }) => fetchApplications(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    refetchOnMount: 'always',
  });
}
