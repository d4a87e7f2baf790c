import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminIpoIssue, ipoIssueBody } from '@meridian/contract/ipo';
import type { Input } from '../../../lib/contract-types';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { ipoKeys } from './keys';
import type { Approval } from '../../approvals/api/approvals';

export type IssueBody = Input<typeof ipoIssueBody>;
/** No id: a new issue; an id: an edit (allowed only before the window opens). */
export type SaveIssueInput = { id?: number; body: IssueBody };

/**
 * A new issue is proposed (four eyes: published when a second markets operator approves it);
 * an edit before the window opens is saved at once.
 */
export type SaveIssueResult = { kind: 'proposed'; approval: Approval } | { kind: 'saved'; issue: AdminIpoIssue };

export async function saveIssue({ id, body }: SaveIssueInput, idempotencyKey: string): Promise<SaveIssueResult> {
  return id === undefined
    ? { kind: 'proposed', approval: await request<Approval>('/ipo/issues', { method: 'POST', body, idempotencyKey }) }
    : { kind: 'saved', issue: await request<AdminIpoIssue>(`/ipo/issues/${id}`, { method: 'PUT', body, idempotencyKey }) };
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
