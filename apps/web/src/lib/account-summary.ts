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

/** Total assets move with the market: screens that show them ask again this often. */
export const SUMMARY_REFRESH_MS = 5_000;

/**
 * The server's one computation of the account's figures. Every screen that shows total assets
 * (or any part of them) reads it from here, never adding figures up itself; `live` keeps it fresh.
 */
export function useAccountSummary(options: { live?: boolean } = {}) {
  const loggedIn = Boolean(useSession((s) => s.token));
  return useQuery({
    ...accountSummaryQuery,
    enabled: loggedIn,
    refetchOnMount: 'always',
    ...(options.live ? { refetchInterval: (query: { state: { status: string } }) => (query.state.status === 'error' ? false : SUMMARY_REFRESH_MS) } : {}),
  });
}
