import type { AccountSummary } from '@meridian/contract/funding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from './request.ts';
import { useSession } from './session.ts';

/** Shared: the personal centre shows it, the withdrawal and repayment forms show what is available. */
export const summaryKeys = { all: ['account', 'summary'] as const };

/** `GET /api/account/summary`. */
export function fetchAccountSummary(): Promise<AccountSummary> {
  return get<AccountSummary>('/api/account/summary', undefined, { allowRepeat: true });
}

export const accountSummaryQuery = queryOptions({ queryKey: summaryKeys.all, queryFn: fetchAccountSummary });

export function useAccountSummary() {
  const loggedIn = Boolean(useSession((s) => s.token));
  return useQuery({ ...accountSummaryQuery, enabled: loggedIn, refetchOnMount: 'always' });
}
