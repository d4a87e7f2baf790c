import { useInfiniteQuery } from '@tanstack/react-query';
import type { Range } from '../../../components/range-tabs.tsx';
import { get } from '../../../lib/request.ts';
import { fundingKeys } from './keys.ts';
import { nextPage, PAGE_SIZE, type Page } from './get-bank-records.ts';

export type MoneyLogItem = {
  id: number;
  entry_id: number;
  kind: string;
  account: 'cash_available' | 'cash_frozen';
  amount: string;
  balance_after: string;
  memo: string;
  created_at: string;
};

/** `GET /api/funding/money-log`: postings on the cash accounts in a calendar period (Asia/Shanghai). */
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
