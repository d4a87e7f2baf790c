import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminIpoIssue, ipoIssueBody } from '@meridian/contract/ipo';
import type { Input } from '../../../lib/contract-types';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { ipoKeys } from './keys';

export type IssueBody = Input<typeof ipoIssueBody>;
/** No id: a new issue; an id: an edit (allowed only before the window opens). */
export type SaveIssueInput = { id?: number; body: IssueBody };

export function saveIssue({ id, body }: SaveIssueInput, idempotencyKey: string): Promise<AdminIpoIssue> {
  return id === undefined
    ? request<AdminIpoIssue>('/ipo/issues', { method: 'POST', body, idempotencyKey })
    : request<AdminIpoIssue>(`/ipo/issues/${id}`, { method: 'PUT', body, idempotencyKey });
}

export function useSaveIssue() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: SaveIssueInput) => saveIssue(input, keys.keyFor(input)),
    onSettled: (_data, error) => keys.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ipoKeys.all }),
  });
}
