import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { confirmDepositBody } from '@meridian/contract/funding';
import type { Input } from '../../../lib/contract-types';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { fundingKeys, type AdminDeposit } from './get-deposits';

export type ConfirmDepositInput = { id: number; body: Input<typeof confirmDepositBody> };

/** More than announced, or above the second-approval threshold, the answer carries the proposal a second operator must approve. */
export type ConfirmedDeposit = AdminDeposit & { approval: { id: number } | null };

/** Credits what actually arrived (the announced amount when none is given), or proposes it. */
export function confirmDeposit({ id, body }: ConfirmDepositInput, idempotencyKey: string): Promise<ConfirmedDeposit> {
  return request<ConfirmedDeposit>(`/funding/deposits/${id}/confirm`, { method: 'POST', body, idempotencyKey });
}

export function useConfirmDeposit() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: ConfirmDepositInput) => confirmDeposit(input, keys.keyFor(input)),
    onSettled: (_data, error) => keys.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundingKeys.deposits }),
  });
}
