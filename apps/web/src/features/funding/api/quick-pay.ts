import type { Deposit } from '@meridian/contract/funding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/request.ts';
import { fundingKeys } from './keys.ts';

export type QuickPayView = {
  payment_id: string;
  merchant: string;
  amount: string;
  currency: string;
  reference: string;
  deposit_state: Deposit['state'];
  simulated: true;
};

/** `GET /api/funding/quickpay/payments/:paymentId`: what the simulated provider's page shows. */
export function fetchQuickPay(paymentId: string): Promise<QuickPayView> {
  return get<QuickPayView>(`/api/funding/quickpay/payments/${encodeURIComponent(paymentId)}`, undefined, { allowRepeat: true });
}

/** Polls every 2 s while unpaid, so the page sees the webhook's credit arrive. */
export function useQuickPay(paymentId: string | undefined, poll: boolean) {
  return useQuery({
    queryKey: fundingKeys.quickPay(paymentId ?? ''),
    queryFn: () => fetchQuickPay(paymentId ?? ''),
    enabled: Boolean(paymentId),
    refetchInterval: (query) => (poll && query.state.data?.deposit_state === 'pending' ? 2000 : false),
  });
}

/** `POST /api/funding/quickpay/simulate/:paymentId`: the simulated provider takes the payment and calls the signed webhook. */
export function simulateQuickPay(paymentId: string, idempotencyKey: string): Promise<Deposit> {
  return post<Deposit>(`/api/funding/quickpay/simulate/${encodeURIComponent(paymentId)}`, {}, { idempotencyKey });
}

export function useSimulateQuickPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, key }: { paymentId: string; key: string }) => simulateQuickPay(paymentId, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundingKeys.all }),
  });
}
