import type { LoanItem } from '@meridian/contract/loans';
import { useInfiniteQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { loanKeys } from './keys.ts';

type Page = { list: LoanItem[]; total: number; page: number; size: number };
const SIZE = 20;

/** `GET /api/loans/applications`: applications and loans, newest first. */
export function fetchLoans(page: number): Promise<Page> {
  return get<Page>('/api/loans/applications', { page, size: SIZE }, { allowRepeat: true });
}

export function useLoans() {
  return useInfiniteQuery({
    queryKey: loanKeys.list(),
    queryFn: ({ pageParam }) => fetchLoans(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    refetchOnMount: 'always',
  });
}
