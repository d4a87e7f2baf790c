import { useInfiniteQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { fundingKeys } from './keys.ts';

export type BankRecordType = 'all' | 'in' | 'out';
export type BankRecord = {
  type: 'in' | 'out';
  id: number;
  method: string;
  amount: string;
  currency: string;
  state: string;
  reference: string;
  created_at: string;
  decided_at: string | null;
};
export type Page<T> = { list: T[]; total: number; page: number; size: number };

export const PAGE_SIZE = 20;

/** `GET /api/funding/bank-records`: deposits (in) and withdrawals (out), newest first. */
export function fetchBankRecords(type: BankRecordType, page: number): Promise<Page<BankRecord>> {
  return get<Page<BankRecord>>('/api/funding/bank-records', { type, page, size: PAGE_SIZE }, { allowRepeat: true });
}

export const nextPage = <T,>(last: Page<T>) => (last.page * last.size < last.total ? last.page + 1 : undefined);

export function useBankRecords(type: BankRecordType) {
  return useInfiniteQuery({
    queryKey: fundingKeys.bankRecords(type),
    queryFn: ({ pageParam }) => fetchBankRecords(type, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
