import type { IpoIssue } from '@meridian/contract/ipo';
import { useInfiniteQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { ipoKeys } from './keys.ts';

type Page = { list: IpoIssue[]; total: number; page: number; size: number };
const SIZE = 20;

/** `GET /api/ipo/issues`: active issues soonest first (or every issue, newest first). */
export function fetchIssues(scope: 'active' | 'all', page: number): Promise<Page> {
  return get<Page>('/api/ipo/issues', { scope, page, size: SIZE }, { allowRepeat: true });
}

export function useIssues(scope: 'active' | 'all') {
  return useInfiniteQuery({
    queryKey: ipoKeys.issues(scope),
    queryFn: ({ pageParam }) => fetchIssues(scope, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    refetchOnMount: 'always',
  });
}
