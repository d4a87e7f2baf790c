import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminIpoIssue } from '@meridian/contract/ipo';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { ipoKeys } from './keys';

/** Runs the lottery now that the window has closed: what the job does at the draw time. Audited. */
export function runDraw(id: number, idempotencyKey: string): Promise<AdminIpoIssue> {
  return request<AdminIpoIssue>(`/ipo/issues/${id}/draw`, { method: 'POST', idempotencyKey });
}

export function useRunDraw() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (id: number) => runDraw(id, keys.keyFor(['draw', id])),
    onSettled: (_data, error) => keys.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ipoKeys.all }),
  });
}
