import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adjustmentBody } from '@meridian/contract/funding';
import type { approval } from '@meridian/contract/admin';
import type { Input, Output } from '../../../lib/contract-types';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { ledgerKeys } from './get-user-ledger';

export type AdjustmentBody = Input<typeof adjustmentBody>;
/** An adjustment is proposed: it is posted when a second operator approves it (four eyes). */
export type AdjustmentResult = Output<typeof approval>;

/**
 * The operator's only money tool: a journaled entry between the user's available cash and the
 * house's adjustments account, with a reason the user reads in their statement. Proposed here;
 * posted when another finance operator approves it.
 */
export function createAdjustment(body: AdjustmentBody, idempotencyKey: string): Promise<AdjustmentResult> {
  return request<AdjustmentResult>('/funding/adjustments', { method: 'POST', body, idempotencyKey });
}

export function useCreateAdjustment() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: AdjustmentBody) => createAdjustment(body, keys.keyFor(body)),
    onSettled: (_data, error) => keys.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  });
}
