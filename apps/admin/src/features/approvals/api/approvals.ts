import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { approval } from '@meridian/contract/admin';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type Approval = Output<typeof approval>;
export type ApprovalState = Approval['state'];
type Page = { list: Approval[]; total: number; page: number; size: number };

export const approvalKeys = { all: ['approvals'] as const, list: (state: ApprovalState, page: number) => ['approvals', state, page] as const };

export function useApprovals(state: ApprovalState, page: number) {
  return useQuery({ queryKey: approvalKeys.list(state, page), queryFn: () => request<Page>('/approvals', { query: { state, page, size: 20 } }) });
}

/** Approve (the change happens now) or reject (nothing changes) another operator's proposal. */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verdict, note }: { id: number; verdict: 'approve' | 'reject'; note: string }) =>
      request<Approval>(`/approvals/${id}/${verdict}`, { method: 'POST', body: { note } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
