import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { identityKeys } from './get-identity-queue';
import type { IdentitySubmission } from './get-identity';

export function approveIdentity(id: number, idempotencyKey: string): Promise<IdentitySubmission> {
  return request<IdentitySubmission>(`/identity/${id}/approve`, { method: 'POST', idempotencyKey });
}

export function useApproveIdentity() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (id: number) => approveIdentity(id, keys.keyFor(['approve', id])),
    onSettled: (_data, error) => keys.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  });
}
