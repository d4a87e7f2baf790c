import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLoanItem, adminLoanPage, LoanState } from '@meridian/contract/loans';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type AdminLoanPage = Output<typeof adminLoanPage>;
export type AdminLoan = AdminLoanItem;
/** No state: every loan, whatever its state. */
export type LoansQuery = { state: LoanState | undefined; page: number; size: number };

export const loanKeys = {
  all: ['loans'] as const,
  list: (query: LoansQuery) => [...loanKeys.all, 'list', query] as const,
};

/** Pending applications oldest first; figures are as of the request. */
export function getLoans(query: LoansQuery): Promise<AdminLoanPage> {
  return request<AdminLoanPage>('/loans/applications', { query });
}

export function loansQueryOptions(query: LoansQuery) {
  return queryOptions({ queryKey: loanKeys.list(query), queryFn: () => getLoans(query), placeholderData: keepPreviousData });
}

export function useLoans(query: LoansQuery) {
  return useQuery(loansQueryOptions(query));
}
