import type { LoanQuote } from '@meridian/contract/loans';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { loanKeys } from './keys.ts';

/** `GET /api/loans/quote`: the server's interest and totals for an amount and term (the client never computes them). */
export function fetchLoanQuote(amount: string, termDays: number): Promise<LoanQuote> {
  return get<LoanQuote>('/api/loans/quote', { amount, term_days: termDays }, { allowRepeat: true });
}

/** Asked only for an amount the form already accepts, so a typing user sees no error toasts. */
export function useLoanQuote(amount: string | undefined, termDays: number | undefined) {
  return useQuery({
    queryKey: loanKeys.quote(amount ?? '', termDays ?? 0),
    queryFn: () => fetchLoanQuote(amount ?? '', termDays ?? 0),
    enabled: Boolean(amount && termDays),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
