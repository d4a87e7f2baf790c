import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { confirmDepositBody } from '@meridian/contract/funding';
import type { Input } from '../../../lib/contract-types';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { fundingKeys, type AdminDeposit } from './get-deposits';

export type ConfirmDepositInput = { id: number; body: Input<typeof confirmDepositBody> };

/** Credits what actually arrived (the announced amount when none is given). */
export function confirmDeposit({ id, body }: ConfirmDepositInput, idempotencyKey: string): Promise<AdminDeposit> {
  return request<AdminDeposit>(`/funding/deposits/${id}/confirm`, { method: 'POST', body, idempotencyKey });
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
