import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { identityRejectBody } from '@meridian/contract/identity';
import type { Input } from '../../../lib/contract-types';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { identityKeys } from './get-identity-queue';
import type { IdentitySubmission } from './get-identity';

export type RejectIdentityInput = { id: number; body: Input<typeof identityRejectBody> };

export function rejectIdentity({ id, body }: RejectIdentityInput, idempotencyKey: string): Promise<IdentitySubmission> {
  return request<IdentitySubmission>(`/identity/${id}/reject`, { method: 'POST', body, idempotencyKey });
}

export function useRejectIdentity() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: RejectIdentityInput) => rejectIdentity(input, keys.keyFor(input)),
    onSettled: (_data, error) => keys.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  });
}
