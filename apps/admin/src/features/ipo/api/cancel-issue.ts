import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminIpoIssue } from '@meridian/contract/ipo';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { ipoKeys } from './keys';

export type CancelIssueInput = { id: number; reason: string };

/** Before the draw only: applications become void and each applicant reads the reason. Audited. */
export function cancelIssue({ id, reason }: CancelIssueInput, idempotencyKey: string): Promise<AdminIpoIssue> {
  return request<AdminIpoIssue>(`/ipo/issues/${id}/cancel`, { method: 'POST', body: { reason }, idempotencyKey });
}

export function useCancelIssue() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: CancelIssueInput) => cancelIssue(input, keys.keyFor(input)),
    onSettled: (_data, error) => keys.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ipoKeys.all }),
  });
}
