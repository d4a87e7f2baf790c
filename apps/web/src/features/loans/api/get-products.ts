import type { LoanProducts } from '@meridian/contract/loans';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { loanKeys } from './keys.ts';

/** `GET /api/loans/products`: amounts, terms and the rate on offer. */
export function fetchLoanProducts(): Promise<LoanProducts> {
  return get<LoanProducts>('/api/loans/products', undefined, { allowRepeat: true });
}

export const useLoanProducts = () => useQuery({ queryKey: loanKeys.products(), queryFn: fetchLoanProducts, staleTime: 60_000 });
