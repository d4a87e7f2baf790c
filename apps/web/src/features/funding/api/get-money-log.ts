import type { MoneyLogItem } from '@meridian/contract/funding';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Range } from '../../../components/range-tabs.tsx';
import { get } from '../../../lib/request.ts';
import { fundingKeys } from './keys.ts';
import { nextPage, PAGE_SIZE, type Page } from './get-bank-records.ts';

export type { MoneyLogItem };
export type MoneyLogPosting = MoneyLogItem['postings'][number];

/** `GET /api/funding/money-log`: the statement of a calendar period (Asia/Shanghai), one item per business action. */
export function fetchMoneyLog(range: Range, page: number): Promise<Page<MoneyLogItem> & { range: Range; from: string }> {
  return get('/api/funding/money-log', { range, page, size: PAGE_SIZE }, { allowRepeat: true });
}

export function useMoneyLog(range: Range) {
  return useInfiniteQuery({
    queryKey: fundingKeys.moneyLog(range),
    queryFn: ({ pageParam }) => fetchMoneyLog(range, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
