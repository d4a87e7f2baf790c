import type { MoneyMarketSummary } from '@meridian/contract/money-market';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { moneyMarketKeys } from './keys.ts';

/** `GET /api/money-market/summary`: balance, income, yield and the T+1 days of an order placed now (all from the server). */
export function fetchMoneyMarketSummary(): Promise<MoneyMarketSummary> {
  return get<MoneyMarketSummary>('/api/money-market/summary', undefined, { allowRepeat: true });
}

export const useMoneyMarketSummary = () =>
  useQuery({ queryKey: moneyMarketKeys.summary(), queryFn: fetchMoneyMarketSummary, refetchOnMount: 'always' });
