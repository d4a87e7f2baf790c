import type { LoanDetail } from '@meridian/contract/loans';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { loanKeys } from './keys.ts';

/** `GET /api/loans/:id`: the loan as of now (accrued interest included) and its repayments. */
export function fetchLoan(id: number): Promise<LoanDetail> {
  return get<LoanDetail>(`/api/loans/${id}`, undefined, { allowRepeat: true });
}

export const useLoan = (id: number | undefined) =>
  useQuery({ queryKey: loanKeys.detail(id ?? 0), queryFn: () => fetchLoan(id ?? 0), enabled: id !== undefined, refetchOnMount: 'always' });
